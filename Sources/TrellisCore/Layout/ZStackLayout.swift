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
    /// alignment point.
    private func union(of dimensions: [ViewDimensions], subviews: Subviews) -> CGRect {
        let top = subviews.map(\.priority).max() ?? 0
        var union = CGRect.null
        for (subview, dimensions) in zip(subviews, dimensions) where subview.priority == top {
            let frame = CGRect(
                x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical],
                width: dimensions.width, height: dimensions.height)
            union = union.union(frame)
        }
        return union.isNull ? .zero : union
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        union(of: subviews.map { $0.dimensions(in: proposal) }, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        let dimensions = subviews.map { $0.dimensions(in: childProposal) }
        let union = union(of: dimensions, subviews: subviews)
        let anchor = CGPoint(x: bounds.minX - union.minX, y: bounds.minY - union.minY)
        for (subview, dimensions) in zip(subviews, dimensions) {
            subview.place(
                at: CGPoint(x: anchor.x - dimensions[alignment.horizontal], y: anchor.y - dimensions[alignment.vertical]),
                proposal: childProposal)
        }
    }
}
