/// A `LazyVStack` or `LazyHStack`: its stack's distribution along the axis, but it takes the
/// whole proposal across the axis (where an eager stack takes its widest child's), placing
/// the stacked children there by its alignment.
final class LazyStackNode: UnaryLayoutNode {
    let axis: Axis
    let alignment: AlignmentKey

    init(stack: consuming LayoutNode, axis: Axis, alignment: AlignmentKey, environment: EnvironmentReference) {
        self.axis = axis
        self.alignment = alignment
        super.init(child: stack, environment: environment)
        let (childSpacing, childPriority) = withChild { ($0.spacing, $0.layoutPriority) }
        spacing = childSpacing
        layoutPriority = childPriority
    }

    override var kindName: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = childSize(proposal)
        if axis == .vertical {
            return CGSize(width: max(proposal.width ?? size.width, size.width), height: size.height)
        }
        return CGSize(width: size.width, height: max(proposal.height ?? size.height, size.height))
    }

    override func childOrigin(childDimensions: ViewDimensions, size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        let frame = ViewDimensions(size: size, source: nil, proposal: .unspecified)
        if axis == .vertical { return CGPoint(x: frame[alignment] - childDimensions[alignment], y: 0) }
        return CGPoint(x: 0, y: frame[alignment] - childDimensions[alignment])
    }
}
