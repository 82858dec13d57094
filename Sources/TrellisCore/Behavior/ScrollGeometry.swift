/// A scroll view's geometry and phase, as iOS 18's scroll observers report them. A still
/// picture never scrolls, so no observer is called; the types exist for code that names them.

/// Where a scroll view's content is: SwiftUI's `ScrollGeometry`.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets of the content (the safe area's and `contentMargins`').
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content that shows.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds, in the content's coordinates.
    public var bounds: CGRect {
        CGRect(
            x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
            width: containerSize.width, height: containerSize.height)
    }
}

/// What a scroll view is doing: SwiftUI's `ScrollPhase`.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change comes with: SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry
    public var velocity: CGVector?
}

extension View {
    /// Runs `action` when the value `transform` makes of this view's geometry changes (nothing
    /// changes in a still picture).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View { self }
    /// Runs `action` with the old and new values when the value `transform` makes of this
    /// view's geometry changes (nothing changes in a still picture).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View { self }
    /// Runs `action` when the value `transform` makes of the scroll geometry changes (a still
    /// picture never scrolls).
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View { self }
    /// Runs `action` when the scroll phase changes (a still picture never scrolls).
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }
    /// Runs `action` when the scroll phase changes (a still picture never scrolls).
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View { self }
    /// Runs `action` with the ids of the scroll targets that become visible (never, here).
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View { self }
    /// Runs `action` when this view scrolls in or out of sight (never, here).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
}
