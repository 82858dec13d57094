/// An overlaying stack as a `Layout`: what `ZStack` uses.
///
/// Every child is proposed the stack's proposal; only the children of the highest layout
/// priority decide the size (the union of their frames aligned on the guides). Lower-priority
/// children align to the same point and may overflow.
public struct ZStackLayout: Layout, NamedLayout {
    /// The guides children align on.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var layoutName: String { "ZStack" }

    /// The union of the top-priority children aligned on the guides, relative to the
    /// alignment point. An infinitely large child aligned by a fraction of itself has an
    /// infinite guide; its far edge (∞ − ∞) counts as infinitely far, so the union is infinite,
    /// not NaN.
    private func union(of dimensions: [ViewDimensions], subviews: Subviews) -> CGRect {
        let top = subviews.map(\.priority).max() ?? 0
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (subview, dimensions) in zip(subviews, dimensions) where subview.priority == top {
            let left = -dimensions[alignment.horizontal], upper = -dimensions[alignment.vertical]
            let right = dimensions.width + left, lower = dimensions.height + upper
            minX = min(minX, left.isNaN ? -.infinity : left)
            minY = min(minY, upper.isNaN ? -.infinity : upper)
            maxX = max(maxX, right.isNaN ? .infinity : right)
            maxY = max(maxY, lower.isNaN ? .infinity : lower)
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        // Edges both infinitely far on one side (a finite child whose explicit guide is
        // infinite, its content filling an unspecified proposal): an infinite extent, not NaN.
        return CGRect(x: minX, y: minY, width: infiniteIfNaN(maxX - minX), height: infiniteIfNaN(maxY - minY))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        union(of: subviews.map { $0.dimensions(in: proposal) }, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        let dimensions = subviews.map { $0.dimensions(in: childProposal) }
        let union = union(of: dimensions, subviews: subviews)
        for (subview, dimensions) in zip(subviews, dimensions) {
            subview.place(
                at: CGPoint(
                    x: alignedPosition(bounds.minX, -union.minX, dimensions[alignment.horizontal]),
                    y: alignedPosition(bounds.minY, -union.minY, dimensions[alignment.vertical])),
                proposal: childProposal)
        }
    }
}
