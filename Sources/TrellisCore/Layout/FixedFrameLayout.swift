/// `.frame(width:height:alignment:)`: proposes the given dimensions to its child and takes them
/// as its own size; an unspecified dimension adopts the child's behaviour.
final class FixedFrameNode: UnaryLayoutNode {
    // NaN for an unconstrained dimension (a valid one never is): 16 bytes instead of 32.
    private let storedWidth: CGFloat
    private let storedHeight: CGFloat
    private let sharedAlignment: Unmanaged<SharedAlignment>

    var alignment: Alignment { sharedAlignment._withUnsafeGuaranteedRef { $0.alignment } }

    var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }

    init(
        child: consuming LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Unmanaged<SharedAlignment>,
        environment: EnvironmentReference
    ) {
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
        sharedAlignment = alignment
        var constrained = Edge.Set()
        if width != nil { constrained.formUnion(.horizontal) }
        if height != nil { constrained.formUnion(.vertical) }
        // Read from the child while it is still this initialiser's own (no retains).
        let childSpacing = child.framedSpacing(resetting: constrained)
        var axes = child.proposalIndependentAxes
        // Two fixed dimensions, or a leaf that answers cheaply (a colour), make an answer
        // cheaper than looking it up: grid cells and wide rows of framed colours need no
        // cache. Only a leaf: a chain of uncached frames would ask down the whole chain at
        // every level it places.
        let trivial = (child.isTriviallySized && child.levels == 1) || (width != nil && height != nil)
        let childKeepsNoAnswers = child.keepsNoAnswers
        super.init(child: child, environment: environment)
        if !childSpacing.isStandard { spacing = childSpacing }
        // On an axis it does not fix, the frame passes the proposal on to its child.
        if width != nil { axes.insert(.horizontal) }
        if height != nil { axes.insert(.vertical) }
        proposalIndependentAxes = axes
        isTriviallySized = trivial
        subnodesKeepNoAnswers = childKeepsNoAnswers
    }

    override var kindName: String { "Frame" }
    override var detail: String {
        "width: \(width.map(formatLength) ?? "nil"), height: \(height.map(formatLength) ?? "nil")"
    }

    private func proposalForChild(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height {
            return CGSize(width: width, height: height)
        }
        let childSize = childSize(proposalForChild(proposal))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    override func childPlacementProposal(for proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        proposalForChild(proposal)
    }

    override func childOrigin(childDimensions: ViewDimensions, size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        sharedAlignment._withUnsafeGuaranteedRef { shared in
            // Standard guides, and a child that sets none (nearly always): `alignedOrigin`'s
            // arithmetic, without copying the alignment and looking its guides up.
            if let x = shared.horizontalFraction, let y = shared.verticalFraction, childDimensions.setsNoGuide {
                return CGPoint(
                    x: coincident(x * size.width - x * childDimensions.width),
                    y: coincident(y * size.height - y * childDimensions.height))
            }
            return alignedOrigin(of: childDimensions, in: size, alignment: shared.alignment)
        }
    }
}
