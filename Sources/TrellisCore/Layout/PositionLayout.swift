/// `.position(x:y:)`: takes the whole proposal (the child's size on unspecified axes), proposes
/// its own size to the child and puts the child's centre at the point.
final class PositionNode: UnaryLayoutNode {
    let position: CGPoint

    init(child: LayoutNode, position: CGPoint, environment: EnvironmentReference) {
        self.position = position
        super.init(child: child, environment: environment)
    }

    override var kindName: String { "Position" }
    override var detail: String { "(\(formatLength(position.x)), \(formatLength(position.y)))" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        let childSize = child.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }

    override func childPlacementProposal(for proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        ProposedViewSize(size)
    }

    override func childOrigin(childDimensions: ViewDimensions, size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        CGPoint(x: position.x - childDimensions.width / 2, y: position.y - childDimensions.height / 2)
    }
}
