/// A type that defines the geometry of a collection of views: SwiftUI's `Layout`.
///
/// Trellis's own stacks are `Layout`s, so a custom layout gets exactly the semantics of the
/// built-in ones. Use a layout as a view by calling it with content:
///
/// ```swift
/// MyFlowLayout { Text("A"); Text("B") }
/// ```
public protocol Layout {
    /// Properties of the layout, such as the axis a `Spacer` inside it follows.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values for the layout, made once per container.
    associatedtype Cache = Void
    /// The subviews of the container.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing preferences of the container, as its neighbours see them.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview inside `bounds` with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit value of a horizontal guide, or `nil`.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?
    /// The container's explicit value of a vertical guide, or `nil`.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// By default a container's spacing is the union of its subviews'.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result: ViewSpacing?
        for subview in subviews {
            result = result.map { $0.union(subview.spacing) } ?? subview.spacing
        }
        return result ?? .zero
    }

    /// By default the subviews' explicit values merge: standard guides never leave a
    /// container, baselines take the first (minimum) or last (maximum), custom guides average.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal)
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

/// Properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The axis of a stack-like layout (a `Spacer` inside it expands along it), or `nil`.
    public var stackOrientation: Axis?

    public init() {}
}

extension Layout {
    /// Uses this layout as a container view for `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A `Layout` used as a view.
struct LayoutView<L: Layout, Content: View>: _PrimitiveView {
    let layout: L
    let content: Content

    func _resolve(into resolver: _ViewResolver) {
        let children = resolver.children(of: content, stackAxis: L.layoutProperties.stackOrientation)
        resolver.emit(LayoutContainerNode(layout: layout, children: children, environment: resolver.sharedEnvironment))
    }
}
