/// `.ignoresSafeArea`: sized as its child at the proposal, then, on each chosen edge where its
/// frame reaches the safe area's edge, the child is proposed and given the band beyond it too.
final class SafeAreaIgnoringNode: UnaryLayoutNode {
    let edges: Edge.Set

    init(child: consuming LayoutNode, edges: Edge.Set, environment: EnvironmentReference) {
        self.edges = edges
        super.init(child: child, environment: environment)
        let (childSpacing, childPriority) = withChild { ($0.spacing, $0.layoutPriority) }
        spacing = childSpacing
        layoutPriority = childPriority
    }

    override var kindName: String { "IgnoresSafeArea" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        childSize(proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let region = context.safeArea else {
            super.placeChildren(in: bounds, proposal: proposal, context: context)
            return
        }
        let growth = region.growth(of: bounds, edges: edges)
        let grown = CGRect(
            x: bounds.minX - growth.leading, y: bounds.minY - growth.top,
            width: bounds.width + growth.leading + growth.trailing, height: bounds.height + growth.top + growth.bottom)
        let childProposal = ProposedViewSize(
            width: growth.leading + growth.trailing > 0 ? grown.width : proposal.width,
            height: growth.top + growth.bottom > 0 ? grown.height : proposal.height)
        withChild { child in
            let size = child.sizeThatFits(childProposal)
            let origin = CGPoint(x: grown.midX - size.width / 2, y: grown.midY - size.height / 2)
            child.place(at: origin, size: size, proposal: childProposal, context: context)
        }
    }
}

/// `.safeAreaPadding`: padding whose bands count as outside the safe area for the content, so
/// a view in it that ignores the safe area reaches over them.
final class SafeAreaPaddingNode: UnaryLayoutNode {
    let insets: EdgeInsets

    init(child: consuming LayoutNode, insets: EdgeInsets, environment: EnvironmentReference) {
        self.insets = insets
        super.init(child: child, environment: environment)
        spacing = withChild { $0.spacing }
    }

    override var kindName: String { "SafeAreaPadding" }

    private func proposalForChild(_ proposal: ProposedViewSize) -> ProposedViewSize {
        proposal.inset(by: insets)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = childSize(proposalForChild(proposal))
        return CGSize(
            width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        var inner = context
        inner.safeArea = context.safeArea?.narrowed(to: bounds, by: insets)
        let childProposal = proposalForChild(proposal)
        withChild { child in
            child.place(
                at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: childProposal,
                context: inner)
        }
    }
}

/// `.safeAreaInset`: the inset view sits along one edge at its own size across that edge; the
/// content is laid out in the rest (less `spacing`), with the inset view's band outside its
/// safe area, so content that ignores the safe area runs under it.
final class SafeAreaInsetNode: LayoutNode {
    let edge: Edge
    let alignment: AlignmentKey
    let spacingBetween: CGFloat

    var content: LayoutNode { children[0] }
    var inset: LayoutNode { children[1] }

    init(content: LayoutNode, inset: LayoutNode, edge: Edge, alignment: AlignmentKey, spacing: CGFloat, environment: EnvironmentReference) {
        self.edge = edge
        self.alignment = alignment
        self.spacingBetween = spacing
        super.init(children: [content, inset], environment: environment)
        levels = LayoutNode.levels(over: children)
        layoutPriority = content.layoutPriority
        self.spacing = content.spacing
    }

    override var kindName: String { "SafeAreaInset" }

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The inset view's proposal: the container's length along the edge, its ideal across.
    private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        isVertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// The depth of the band the inset view and the spacing take.
    private func bandDepth(_ proposal: ProposedViewSize) -> CGFloat {
        let size = inset.sizeThatFits(insetProposal(proposal))
        return (isVertical ? size.height : size.width) + spacingBetween
    }

    private func contentProposal(_ proposal: ProposedViewSize, band: CGFloat) -> ProposedViewSize {
        isVertical
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - band, 0) })
            : ProposedViewSize(width: proposal.width.map { max($0 - band, 0) }, height: proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let band = bandDepth(proposal)
        let size = content.sizeThatFits(contentProposal(proposal, band: band))
        return isVertical
            ? CGSize(width: size.width, height: size.height + band) : CGSize(width: size.width + band, height: size.height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let band = bandDepth(proposal)
        let contentProposal = contentProposal(proposal, band: band)
        var bandInsets = EdgeInsets()
        var contentOrigin = bounds.origin
        switch edge {
        case .top:
            bandInsets.top = band
            contentOrigin.y += band
        case .leading:
            bandInsets.leading = band
            contentOrigin.x += band
        case .bottom: bandInsets.bottom = band
        case .trailing: bandInsets.trailing = band
        }
        var inner = context
        inner.safeArea = context.safeArea?.narrowed(to: bounds, by: bandInsets)
        content.place(at: contentOrigin, proposal: contentProposal, context: inner)

        let insetProposal = ProposedViewSize(
            width: isVertical ? bounds.width : nil, height: isVertical ? nil : bounds.height)
        let dimensions = inset.dimensions(insetProposal)
        let frame = ViewDimensions(size: bounds.size, source: nil, proposal: .unspecified)
        var origin = bounds.origin
        if isVertical {
            origin.x += frame[alignment] - dimensions[alignment]
            if edge == .bottom { origin.y = bounds.maxY - dimensions.height }
        } else {
            origin.y += frame[alignment] - dimensions[alignment]
            if edge == .trailing { origin.x = bounds.maxX - dimensions.width }
        }
        inset.place(at: origin, size: dimensions.size, proposal: insetProposal, context: context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        nil
    }
}

/// A view laid out as the root of a window of its own (a sheet's card): its frame is its
/// content's safe rectangle, and the unsafe bands of the enclosing window that it touches are
/// the only ones its content may reach into. So a list in a sheet fills the card, and runs
/// under the home indicator, but not above the sheet's top.
final class SafeAreaContainerNode: UnaryLayoutNode {
    override var kindName: String { "SafeAreaContainer" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        childSize(proposal)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        var inner = context
        if let region = context.safeArea {
            let growth = region.growth(of: bounds, edges: .all)
            let outer = CGRect(
                x: bounds.minX - growth.leading, y: bounds.minY - growth.top,
                width: bounds.width + growth.leading + growth.trailing, height: bounds.height + growth.top + growth.bottom)
            let insets = region.insets(of: bounds)
            let safe = CGRect(
                x: max(bounds.minX, outer.minX + insets.leading), y: max(bounds.minY, outer.minY + insets.top),
                width: 0, height: 0)
            let safeMax = CGPoint(x: min(bounds.maxX, outer.maxX - insets.trailing), y: min(bounds.maxY, outer.maxY - insets.bottom))
            inner.safeArea = SafeAreaRegion(
                outer: outer,
                safe: CGRect(x: safe.minX, y: safe.minY, width: max(safeMax.x - safe.minX, 0), height: max(safeMax.y - safe.minY, 0)))
        }
        super.placeChildren(in: bounds, proposal: proposal, context: inner)
    }
}
