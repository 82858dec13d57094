/// `.fixedSize(horizontal:vertical:)`: proposes `nil` on the fixed axes, so the child takes its
/// ideal size there, and passes the proposal through on the others.
final class FixedSizeNode: UnaryLayoutNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool, environment: EnvironmentReference) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, environment: environment)
        layoutPriority = child.layoutPriority
        spacing = child.spacing
    }

    override var kindName: String { "FixedSize" }
    override var detail: String { "horizontal: \(horizontal), vertical: \(vertical)" }

    private func proposalForChild(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposalForChild(proposal))
    }

    override func childPlacementProposal(for proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        proposalForChild(proposal)
    }
}
