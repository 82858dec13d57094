// Combine is Apple's: on Linux there is no `Publisher`, so `onReceive` and the common
// `Timer.publish(every:on:in:).autoconnect()` would not compile. This is the small part SwiftUI
// code uses; nothing is ever published in a still picture. Where Combine exists, it is used.
#if canImport(Combine)
import Combine
#else
/// A source of values over time: Combine's `Publisher` (nothing is published here).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// A publisher that publishes nothing, standing for any publisher SwiftUI code makes.
public struct _SilentPublisher<Output, Failure: Error>: Publisher {
    public init() {}
    /// Connects the publisher (a no-op).
    public func autoconnect() -> _SilentPublisher { self }
    /// Drops the first values (a no-op).
    public func dropFirst(_ count: Int = 1) -> _SilentPublisher { self }
    /// Publishes on `scheduler` (a no-op).
    public func receive<S>(on scheduler: S) -> _SilentPublisher { self }
    /// Maps the values (nothing is published).
    public func map<T>(_ transform: @escaping (Output) -> T) -> _SilentPublisher<T, Failure> { _SilentPublisher<T, Failure>() }
    /// Waits for quiet (a no-op).
    public func debounce<S>(for dueTime: S, scheduler: some Any) -> _SilentPublisher { self }
}

extension Timer {
    /// A publisher of the time every `interval` seconds (publishes nothing here).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> _SilentPublisher<Date, Never> {
        _SilentPublisher()
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (publishes nothing here).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> _SilentPublisher<Notification, Never> {
        _SilentPublisher()
    }
}

/// A publisher of one value: Combine's `Just` (never delivered here).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}
#endif

extension View {
    /// Runs `action` on every value `publisher` publishes (never, in a still picture).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
