/// A scrollable view: SwiftUI's `ScrollView`, drawn scrolled to its start (under a ``ViewHost``,
/// where it was scrolled: `scroll(at:by:)`, `ScrollViewProxy.scrollTo`).
///
/// Its content is proposed `nil` along the scroll axes (so it takes its ideal length there)
/// and the scroll view's own proposal across them; several views are stacked along the axis as
/// in a `VStack` (or an `HStack` for a horizontal scroll view). The scroll view takes all the
/// length it is offered along its axes, and its content's size across them, and clips the
/// content to that viewport. To draw the whole content instead (a snapshot of a long page), set
/// ``EnvironmentValues/scrollViewsShowWholeContent``.
public struct ScrollView<Content: View>: _PrimitiveView {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators would show (none is drawn: a still picture at rest has none).
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        var children: [LayoutNode] = []
        resolver.withEnvironment({ $0._isInsideScrollView = true }) {
            children = resolver.children(of: content, stackAxis: axis)
        }
        var child: LayoutNode =
            children.count == 1
            ? children[0]
            : StackNode(
                distribution: axis == .horizontal ? HStackLayout().distribution : VStackLayout().distribution,
                children: children, environment: resolver.sharedEnvironment)
        let margins = resolver.environment.scrollContentMargins
        if margins != EdgeInsets() {
            child = PaddingNode(child: child, insets: margins, edges: .all, environment: resolver.sharedEnvironment)
        }
        // Under a runtime the scroll view keeps how far it is scrolled, per identity.
        let scrolled = resolver.runtime.map { RuntimeScrollOffset(runtime: $0) }
        let node = ScrollViewNode(
            child: child, axes: axes, showsWholeContent: resolver.environment.scrollViewsShowWholeContent,
            containerInsets: margins, contentOffset: scrolled?.offset ?? .zero, session: resolver.session,
            environment: resolver.sharedEnvironment)
        scrolled?.attach(to: node)
        resolver.emit(node)
    }
}

/// A proxy to scroll a `ScrollViewReader`'s content: SwiftUI's `ScrollViewProxy`. Under a
/// ``ViewHost`` it scrolls (``ScrollViewProxy/scrollTo(_:anchor:)``); in a still picture it
/// does nothing (the picture is drawn at rest).
public struct ScrollViewProxy {
    let scroller: RuntimeScroller?

    init(scroller: RuntimeScroller? = nil) {
        self.scroller = scroller
    }

    /// Scrolls the scroll view around the view marked `.id(id)` so that the view shows: with
    /// `anchor`, its point at `anchor` lands on the same point of the scroll view; without,
    /// it moves no more than it must. Nothing happens without a runtime, or when no placed view
    /// has the id.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        scroller?.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// Gives its content a `ScrollViewProxy`: SwiftUI's `ScrollViewReader`; lays out as its content.
public struct ScrollViewReader<Content: View>: _PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public func _resolve(into resolver: _ViewResolver) {
        let proxy = ScrollViewProxy(scroller: resolver.runtime.map(RuntimeScroller.init))
        content(proxy)._resolve(into: resolver)
    }
}

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility` (accepted).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

/// Where content margins apply: SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

/// How a scroll view settles: SwiftUI's `ScrollTargetBehavior` (accepted; a picture is at rest).
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles on the views of a `scrollTargetLayout`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Which views a settled scroll may skip.
    public struct LimitBehavior: Hashable, Sendable {
        let rawValue: Int
        public static let automatic = LimitBehavior(rawValue: 0)
        public static let always = LimitBehavior(rawValue: 1)
        public static let never = LimitBehavior(rawValue: 2)
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// How a scroll view bounces: SwiftUI's `ScrollBounceBehavior` (accepted).
public struct ScrollBounceBehavior: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ScrollBounceBehavior(rawValue: 0)
    public static let always = ScrollBounceBehavior(rawValue: 1)
    public static let basedOnSize = ScrollBounceBehavior(rawValue: 2)
}

private enum ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

private enum ScrollViewsShowWholeContentKey: EnvironmentKey {
    static let defaultValue = false
}

private enum IsInsideScrollViewKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is in a scroll view's content (a Trellis primitive: a list row's
    /// controls look like rows only where they are not in a scroll view inside the row, as a
    /// navigation link in a horizontal scroll view of a row has no chevron).
    public var _isInsideScrollView: Bool {
        get { self[IsInsideScrollViewKey.self] }
        set { self[IsInsideScrollViewKey.self] = newValue }
    }

    /// The margins `contentMargins` adds around scroll views' content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// Whether scroll views grow to their whole content along their axes instead of clipping it
    /// to the viewport: a Trellis setting for snapshots and previews of long pages (`false` by
    /// default, which draws what the screen shows).
    public var scrollViewsShowWholeContent: Bool {
        get { self[ScrollViewsShowWholeContentKey.self] }
        set { self[ScrollViewsShowWholeContentKey.self] = newValue }
    }
}

extension View {
    /// Whether scroll indicators show (accepted; none is drawn).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Whether scrolling is disabled (accepted; a picture never scrolls).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// How scroll views settle (accepted).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Marks the layout whose views a view-aligned scroll settles on (accepted).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Binds the scrolled-to view's identity (accepted; a picture is at the start).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Where a scroll view starts (accepted; drawn at its start).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Whether scroll views clip their content (accepted).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// How scroll views bounce (accepted).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }

    /// Adds `insets` around the content of scroll views inside this view, on `edges`.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }

    /// Adds `length` around the content of scroll views inside this view, on `edges`.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let length = length ?? 16
        return contentMargins(
            edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }

    /// Adds `length` around the content of scroll views inside this view.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
