/// `.alignmentGuide(_:computeValue:)`: gives the child an explicit value for one guide,
/// computed from its own dimensions. It never changes size, priority or spacing.
final class AlignmentGuideNode: UnaryLayoutNode {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    init(child: LayoutNode, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat, environment: EnvironmentReference) {
        self.key = key
        self.computeValue = computeValue
        super.init(child: child, environment: environment)
        layoutPriority = child.layoutPriority
        spacing = child.spacing
        explicitGuides.formUnion(ExplicitGuides(key))
    }

    override var kindName: String { "AlignmentGuide" }
    override var detail: String { key.name }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    override func childOrigin(childDimensions: ViewDimensions, size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        .zero
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == self.key {
            return computeValue(child.dimensions(proposal))
        }
        return super.explicitAlignment(key, size: size, proposal: proposal)
    }
}
