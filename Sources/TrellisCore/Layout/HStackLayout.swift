/// A horizontal stack as a `Layout`: what `HStack` uses, and what `AnyLayout` can switch to.
public struct HStackLayout: Layout, NamedLayout {
    /// The vertical guide children align on.
    public var alignment: VerticalAlignment
    /// The distance between neighbours, or `nil` for each pair's preferred distance.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var distribution: StackDistribution {
        StackDistribution(axis: .horizontal, spacing: spacing, alignment: alignment.key)
    }
    var layoutName: String { "HStack" }

    /// The last distribution of space, reused when the children are placed.
    public typealias Cache = _StackLayoutCache

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        distribution.sizeThatFits(proposal, nodes: subviews.nodes, cache: cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        distribution.placeChildren(in: bounds, proposal: proposal, nodes: subviews.nodes, cache: cache) { index, origin, _, proposal in
            subviews[index].place(at: origin, proposal: proposal)
        }
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        distribution.survey(subviews.nodes, cache: cache).spacing
    }
}
