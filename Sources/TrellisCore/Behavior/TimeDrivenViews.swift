// Views driven by time, drawn at one moment so pictures are stable: `TimelineView` at a fixed
// date, `PhaseAnimator` at its first phase, `KeyframeAnimator` at its initial value, and
// `AsyncImage` before its image has loaded.

/// The date time-driven views are drawn at: 2026-01-01 09:41 UTC.
public let _snapshotDate = Date(timeIntervalSince1970: 1_767_260_460)

/// When a timeline updates: SwiftUI's `TimelineSchedule` (accepted: drawn once).
public protocol TimelineSchedule {}

/// The schedules SwiftUI names (`.periodic`, `.everyMinute`, `.animation`, `.explicit`).
public struct _TimelineSchedule: TimelineSchedule, Sendable {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> _TimelineSchedule { _TimelineSchedule() }
    public static var everyMinute: _TimelineSchedule { _TimelineSchedule() }
    public static var animation: _TimelineSchedule { _TimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> _TimelineSchedule { _TimelineSchedule() }
    public static func explicit<S: Sequence>(_ dates: S) -> _TimelineSchedule where S.Element == Date { _TimelineSchedule() }
}

extension TimelineSchedule where Self == _TimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> _TimelineSchedule { _TimelineSchedule() }
    public static var everyMinute: _TimelineSchedule { _TimelineSchedule() }
    public static var animation: _TimelineSchedule { _TimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> _TimelineSchedule { _TimelineSchedule() }
    public static func explicit<S: Sequence>(_ dates: S) -> _TimelineSchedule where S.Element == Date { _TimelineSchedule() }
}

/// A view redrawn on a schedule: SwiftUI's `TimelineView`, drawn once at ``_snapshotDate``.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given (a type of its own, so the closure's parameter does not
    /// depend on the view's generic parameters).
    public typealias Context = TimelineViewDefaultContext

    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(Context(date: _snapshotDate, cadence: .live))
    }
}

/// What a `TimelineView`'s content is given: the date it is drawn for.
public struct TimelineViewDefaultContext {
    /// The date being drawn.
    public let date: Date
    /// How often the view is updated.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let cadence: Cadence
}

/// A view animated through phases: SwiftUI's `PhaseAnimator`, drawn at its first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phase: Phase?
    let content: (Phase) -> Content

    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        phase = phases.first { _ in true }
        self.content = content
    }

    public init<Phases: Sequence>(
        _ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        phase = phases.first { _ in true }
        self.content = content
    }

    public var body: some View {
        if let phase { content(phase) }
    }
}

extension View {
    /// Animates this view through `phases`, looping: drawn at the first.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases) { phase in content(PlaceholderContentView(content: self), phase) }
    }

    /// Animates this view through `phases` when `trigger` changes: drawn at the first.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases) { phase in content(PlaceholderContentView(content: self), phase) }
    }

    /// Animates this view with `keyframes`, looping: drawn at the start of the keyframes (the
    /// initial value, moved by any `MoveKeyframe` at time 0).
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        let value = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue)).value(time: 0)
        return content(PlaceholderContentView(content: self), value)
    }

    /// Animates this view with `keyframes` when `trigger` changes: drawn at `initialValue`, as
    /// before any change.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// The view an animator modifier is applied to, as its content closure sees it.
public struct PlaceholderContentView<Content: View>: View {
    let content: Content
    public var body: some View { content }
}

/// A view animated with keyframes: SwiftUI's `KeyframeAnimator`. A picture shows it at the
/// start: the keyframes at time 0 when they loop, `initialValue` when they wait for a trigger.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    let value: Value
    let content: (Value) -> Content

    /// Keyframes played in a loop (or once, when `repeating` is false), from `initialValue`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        value = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue)).value(time: 0)
        self.content = content
    }

    /// Keyframes played when `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        value = initialValue
        self.content = content
    }

    public var body: some View { content(value) }
}

/// Where an `AsyncImage` is in loading: SwiftUI's `AsyncImagePhase` (always `.empty` here).
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL: SwiftUI's `AsyncImage`. Trellis loads nothing from the network,
/// so it is drawn before loading: its placeholder (by default a grey fill of the space offered).
public struct AsyncImage<Content: View>: View {
    let content: Content

    public var body: some View { content }
}

extension AsyncImage where Content == _AsyncImagePlaceholder {
    /// An image from `url`: drawn as the grey placeholder.
    public init(url: URL?, scale: CGFloat = 1) {
        content = _AsyncImagePlaceholder()
    }
}

extension AsyncImage {
    /// An image from `url` drawn through `content`, with `placeholder` until it loads: the placeholder.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = ViewBuilder.buildEither(second: placeholder())
    }

    /// An image from `url` drawn by phase: the `.empty` phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}

/// An `AsyncImage`'s default placeholder: the secondary system fill over the space offered.
public struct _AsyncImagePlaceholder: View {
    public var body: some View {
        Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
    }
}
