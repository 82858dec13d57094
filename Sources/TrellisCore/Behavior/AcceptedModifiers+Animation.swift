// SwiftUI's animation-scoped modifiers and navigation transitions. A still picture is the
// state the animations end at: `animation(_:body:)` and `transaction(_:body:)` apply their
// body's modifiers at once, and the zoom transition's source and style change nothing drawn.

/// How a pushed or presented view comes in: SwiftUI's `NavigationTransition`.
public protocol NavigationTransition {}

/// The system's navigation transition: SwiftUI's `AutomaticNavigationTransition`.
public struct AutomaticNavigationTransition: NavigationTransition {
    public init() {}
}

/// A view zooming out of its source: SwiftUI's `ZoomNavigationTransition`.
public struct ZoomNavigationTransition: NavigationTransition {
    init() {}
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The system's transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// How a zoom transition's source looks while it zooms: SwiftUI's `MatchedTransitionSourceConfiguration`.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// A source configuration that changes nothing: SwiftUI's `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    public init() {}
}

extension MatchedTransitionSourceConfiguration {
    /// The source with a shadow while it zooms (accepted).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }
    /// The source clipped to `shape` while it zooms (accepted).
    public func clipShape<S: Shape>(_ shape: S) -> some MatchedTransitionSourceConfiguration { self }
    /// The source on `style` while it zooms (accepted).
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }
}

extension View {
    /// Applies the modifiers of `body` to this view; in an app they animate with `animation`,
    /// in a still picture they are shown as they end.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }

    /// Applies the modifiers of `body` to this view (their transaction changes nothing here).
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }

    /// Changes the transaction of changes to this view when `value` changes (none here).
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Marks this view as the source a zoom transition starts from (no effect on a still picture).
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Marks this view as the source a zoom transition starts from, styled by `configuration`
    /// (no effect on a still picture).
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View { self }

    /// Sets how this view is pushed or presented (it is shown as it stands).
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
}
