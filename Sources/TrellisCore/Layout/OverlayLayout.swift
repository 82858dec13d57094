/// `.overlay` and `.background`: the primary view alone decides size, priority, spacing and
/// guides; the secondary view is proposed the primary's size and aligned to it. A background
/// differs only in being drawn first.
final class OverlayNode: LayoutNode {
    /// Where the secondary view goes: in front, behind, or as the primary's mask.
    enum Role {
        case overlay, background, mask
    }

    let alignment: Alignment
    let role: Role

    var primary: LayoutNode { children[0] }
    var secondary: LayoutNode { children[1] }

    init(primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, role: Role, environment: EnvironmentReference) {
        self.alignment = alignment
        self.role = role
        super.init(children: [primary, secondary], environment: environment)
        levels = LayoutNode.levels(over: children)
        layoutPriority = primary.layoutPriority
        spacing = primary.spacing
        explicitGuides = primary.explicitGuides
        proposalIndependentAxes = primary.proposalIndependentAxes
    }

    override var kindName: String {
        switch role {
        case .overlay: "Overlay"
        case .background: "Background"
        case .mask: "Mask"
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        primary.sizeThatFits(proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        primary.place(at: bounds.origin, proposal: proposal, context: context)
        let primaryDimensions = primary.dimensions(proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        let secondaryDimensions = secondary.dimensions(secondaryProposal)
        let origin = CGPoint(
            x: alignedPosition(bounds.minX, primaryDimensions[alignment.horizontal], secondaryDimensions[alignment.horizontal]),
            y: alignedPosition(bounds.minY, primaryDimensions[alignment.vertical], secondaryDimensions[alignment.vertical]))
        secondary.place(at: origin, proposal: secondaryProposal, context: context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        primary.explicitValue(key, size: size, proposal: proposal)
    }
}
