#if canImport(Combine)
import Combine
#else
import OpenCombineShim
#endif

/// A view that runs an action on every value a publisher publishes: SwiftUI's
/// `SubscriptionView`, what `onReceive(_:perform:)` makes. It draws its content; a still
/// picture subscribes to nothing, so the action never runs (as `onReceive`).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The view drawn.
    public var content: Content
    /// The publisher subscribed to while the view is on screen.
    public var publisher: PublisherType
    /// What runs on each value.
    public var action: (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    public var body: some View { content }
}
