/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: proposes the largest
/// (fit) or smallest (fill) size of the ratio that fits the proposal, and takes the child's
/// answer; the child is centred.
final class AspectRatioNode: UnaryLayoutNode {
    /// width / height, or `nil` for the child's ideal size's ratio.
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode, environment: EnvironmentReference) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child, environment: environment)
        spacing = child.spacing
    }

    override var kindName: String { "AspectRatio" }
    override var detail: String { "\(ratio.map(formatLength) ?? "ideal"), \(contentMode)" }

    private func proposalForChild(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if proposal.width == nil && proposal.height == nil { return proposal }
        let shape: CGSize
        if let ratio {
            shape = CGSize(width: ratio, height: 1)
        } else {
            shape = child.sizeThatFits(.unspecified)
        }
        // A degenerate ratio gives no shape to scale: pass the proposal through.
        guard shape.width > 0, shape.height > 0, shape.width.isFinite, shape.height.isFinite else { return proposal }
        let scaleX = proposal.width.map { $0 / shape.width } ?? .infinity
        let scaleY = proposal.height.map { $0 / shape.height } ?? .infinity
        let scale = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposalForChild(proposal))
    }

    override func childPlacementProposal(for proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        proposalForChild(proposal)
    }
}
