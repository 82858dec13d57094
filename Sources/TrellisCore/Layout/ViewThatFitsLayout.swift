/// `ViewThatFits`: the first child whose ideal size fits the proposal on the constrained axes,
/// or the last child when none does. Only that child is placed and drawn.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    @exclusivity(unchecked) private var chosen: LayoutNode?

    init(children: [LayoutNode], axes: Axis.Set, environment: EnvironmentReference) {
        self.axes = axes
        super.init(children: children, environment: environment)
        levels = LayoutNode.levels(over: children)
        if let first = children.first {
            spacing = first.spacing
        }
        for child in children { explicitGuides.formUnion(child.explicitGuides) }
    }

    override var kindName: String { "ViewThatFits" }

    func choice(for proposal: ProposedViewSize) -> LayoutNode? {
        let measuring = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for child in children {
            let ideal = child.sizeThatFits(measuring)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        chosen = choice(for: proposal)
        chosen?.place(at: bounds.origin, proposal: proposal, context: context)
    }

    override var placedChildren: [LayoutNode] { chosen.map { [$0] } ?? [] }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        choice(for: proposal)?.explicitValue(key, size: size, proposal: proposal)
    }
}

/// A view that shows the first of its children that fits the space offered.
public struct ViewThatFits<Content: View>: _PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first child whose ideal size fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        let children = resolver.children(of: content, stackAxis: nil)
        resolver.emit(ViewThatFitsNode(children: children, axes: axes, environment: resolver.sharedEnvironment))
    }
}
