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

    /// The last distributions of space, reused when the children are placed.
    public typealias Cache = _StackLayoutCache

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        distribution.sizeThatFits(proposal, subviews: subviews, cache: cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        distribution.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        distribution.spacing(subviews)
    }

    /// A vertical stack's first baseline is its first child's, its last baseline its last child's.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        let index: Int?
        switch guide.key.merge {
        case .firstBaseline: index = subviews.indices.first
        case .lastBaseline: index = subviews.indices.last
        default: return subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal)
        }
        guard let index, let container = subviews.first?.container else { return nil }
        let placement = container.placements(in: bounds, proposal: proposal)[index]
        let dimensions = subviews[index].dimensions(in: placement.proposal)
        return placement.origin.y - bounds.minY + dimensions[guide]
    }
}
