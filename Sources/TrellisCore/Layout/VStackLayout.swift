/// A vertical stack as a `Layout`: what `VStack` uses, and what `AnyLayout` can switch to.
public struct VStackLayout: Layout, NamedLayout {
    /// The horizontal guide children align on.
    public var alignment: HorizontalAlignment
    /// The distance between neighbours, or `nil` for each pair's preferred distance.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var distribution: StackDistribution {
        StackDistribution(axis: .vertical, spacing: spacing, alignment: alignment.key)
    }
    var layoutName: String { "VStack" }

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

    /// A vertical stack's first baseline is its first child's, its last baseline its last child's.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        distribution.explicitAlignment(guide.key, in: bounds, proposal: proposal, nodes: subviews.nodes, cache: cache)
    }
}
