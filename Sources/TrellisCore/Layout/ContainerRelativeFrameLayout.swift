/// `.containerRelativeFrame`: a frame whose length on its axes comes from the nearest
/// container's size (a scroll view's viewport, or the window's safe area) rather than from the
/// proposal. The child is proposed that length there (the proposal on the other axes) and
/// aligned in the frame.
final class ContainerRelativeFrameNode: UnaryLayoutNode {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    // The session outlives its nodes.
    unowned(unsafe) let session: LayoutSession

    init(
        child: consuming LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat,
        session: LayoutSession, environment: EnvironmentReference
    ) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
        self.session = session
        super.init(child: child, environment: environment)
        spacing = withChild { $0.spacing }
    }

    override var kindName: String { "ContainerRelativeFrame" }

    /// The frame's lengths: the container's, through `length`, on the frame's axes.
    private func frameProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let container = session.containerSize
        var result = proposal
        if axes.contains(.horizontal), let width = container.width ?? proposal.width {
            result.width = max(length(width, .horizontal), 0)
        }
        if axes.contains(.vertical), let height = container.height ?? proposal.height {
            result.height = max(length(height, .vertical), 0)
        }
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let framed = frameProposal(proposal)
        let size = childSize(framed)
        return CGSize(
            width: axes.contains(.horizontal) ? framed.width ?? size.width : size.width,
            height: axes.contains(.vertical) ? framed.height ?? size.height : size.height)
    }

    override func childPlacementProposal(for proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        frameProposal(proposal)
    }

    override func childOrigin(childDimensions: ViewDimensions, size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        alignedOrigin(of: childDimensions, in: size, alignment: alignment)
    }
}
