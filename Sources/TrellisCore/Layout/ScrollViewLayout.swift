/// A `ScrollView`: proposes its content `nil` along the scroll axes and its own proposal
/// across them; takes its whole proposal along the scroll axes and its content's size across
/// them. The content sits at the top-leading corner (scrolled to the start, or by
/// `contentOffset` when a ``ViewHost`` scrolled it, kept within the content) and is clipped to
/// the viewport, which reaches into the safe area on the edges where the scroll view touches
/// it (content scrolls under the bars, as on iOS).
///
/// With `showsWholeContent` (a snapshot of the whole scrolled content) the scroll view is
/// instead as large as its content along the scroll axes, and clips nothing.
final class ScrollViewNode: UnaryLayoutNode {
    let axes: Axis.Set
    let showsWholeContent: Bool
    /// How far the content is scrolled from its start (a ``ViewHost`` scrolls it; a still
    /// picture is at rest, at zero), kept within the content when placed.
    let contentOffset: CGPoint
    /// The offset the content was last placed at, within its bounds (zero before placement).
    @exclusivity(unchecked) private(set) var placedOffset: CGPoint = .zero
    /// How far the content can scroll along each axis, found at the last placement.
    @exclusivity(unchecked) private(set) var scrollableLength: CGSize = .zero
    /// The viewport's rectangle, in window coordinates, after the last placement.
    @exclusivity(unchecked) private(set) var clipRect: CGRect?

    /// Less than the viewport that its content's `containerRelativeFrame`s measure against
    /// (the content margins).
    let containerInsets: EdgeInsets
    // The session outlives its nodes.
    unowned(unsafe) let session: LayoutSession

    init(
        child: consuming LayoutNode, axes: Axis.Set, showsWholeContent: Bool, containerInsets: EdgeInsets,
        contentOffset: CGPoint = .zero, session: LayoutSession, environment: EnvironmentReference
    ) {
        self.axes = axes
        self.showsWholeContent = showsWholeContent
        self.contentOffset = contentOffset
        self.containerInsets = containerInsets
        self.session = session
        super.init(child: child, environment: environment)
    }

    /// The size `containerRelativeFrame`s inside measure against: the viewport, less the
    /// content margins (an unspecified viewport dimension stays that of the outer container).
    private func containerSize(for proposal: ProposedViewSize) -> ProposedViewSize {
        let outer = session.containerSize
        let width = proposal.width ?? outer.width
        let height = proposal.height ?? outer.height
        return ProposedViewSize(
            width: width.map { max($0 - containerInsets.leading - containerInsets.trailing, 0) },
            height: height.map { max($0 - containerInsets.top - containerInsets.bottom, 0) })
    }

    override var kindName: String { "ScrollView" }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = session.withContainerSize(containerSize(for: proposal)) { childSize(contentProposal(proposal)) }
        if showsWholeContent { return content }
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let childProposal = contentProposal(proposal)
        var viewport = bounds
        if let region = context.safeArea {
            let growth = region.growth(of: bounds, edges: .all)
            viewport = CGRect(
                x: bounds.minX - growth.leading, y: bounds.minY - growth.top,
                width: bounds.width + growth.leading + growth.trailing, height: bounds.height + growth.top + growth.bottom)
        }
        clipRect = showsWholeContent ? nil : viewport
        session.withContainerSize(containerSize(for: proposal)) {
            placeContent(in: bounds, proposal: childProposal, context: context)
        }
    }

    private func placeContent(in bounds: CGRect, proposal childProposal: ProposedViewSize, context: PlacementContext) {
        withChild { child in
            let size = child.sizeThatFits(childProposal)
            // Scrolled no further than the content's end along the scroll axes.
            let scrollable = CGSize(
                width: axes.contains(.horizontal) && !showsWholeContent ? max(size.width - bounds.width, 0) : 0,
                height: axes.contains(.vertical) && !showsWholeContent ? max(size.height - bounds.height, 0) : 0)
            let offset = CGPoint(
                x: min(max(contentOffset.x, 0), scrollable.width), y: min(max(contentOffset.y, 0), scrollable.height))
            scrollableLength = scrollable
            placedOffset = offset
            // Content narrower than the viewport across the scroll axis is centred in it.
            let origin = CGPoint(
                x: axes.contains(.horizontal) ? bounds.minX - offset.x : bounds.minX + (bounds.width - size.width) / 2,
                y: axes.contains(.vertical) ? bounds.minY - offset.y : bounds.minY + (bounds.height - size.height) / 2)
            child.place(at: origin, size: size, proposal: childProposal, context: context)
        }
    }
}
