/// `.padding`: proposes the proposal less the insets (never below zero) and adds the insets to
/// the child's size; the child sits at (leading, top).
final class PaddingNode: UnaryLayoutNode {
    let insets: EdgeInsets

    init(child: consuming LayoutNode, insets: EdgeInsets, edges: Edge.Set, environment: EnvironmentReference) {
        self.insets = insets
        super.init(child: child, environment: environment)
        let (childSpacing, childAxes) = withChild { ($0.spacing, $0.proposalIndependentAxes) }
        // Only the edges actually padded: `.padding(0)` changes nothing.
        var padded = Edge.Set()
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        spacing = childSpacing.resetting(padded)
        proposalIndependentAxes = childAxes
    }

    override var kindName: String { "Padding" }
    override var detail: String {
        "top: \(formatLength(insets.top)), leading: \(formatLength(insets.leading)), bottom: \(formatLength(insets.bottom)), trailing: \(formatLength(insets.trailing))"
    }

    private func proposalForChild(_ proposal: ProposedViewSize) -> ProposedViewSize {
        proposal.inset(by: insets)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = childSize(proposalForChild(proposal))
        return CGSize(
            width: childSize.width + insets.leading + insets.trailing,
            height: childSize.height + insets.top + insets.bottom)
    }

    override func childPlacementProposal(for proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        proposalForChild(proposal)
    }

    override func childOrigin(childDimensions: ViewDimensions, size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        CGPoint(x: insets.leading, y: insets.top)
    }
}

extension ProposedViewSize {
    /// This proposal less `insets` on its specified dimensions, never below zero: what padding
    /// proposes to what it pads.
    @inline(__always)
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: height.map { max($0 - insets.top - insets.bottom, 0) })
    }
}
