/// An `HStack` or `VStack`: its children share out its length with ``StackDistribution``.
///
/// The same algorithm serves `HStackLayout` and `VStackLayout` used as `Layout`s; this node
/// runs it on its children directly, without the `Layout` protocol's subview proxies, because
/// stacks are most of the containers in any tree.
final class StackNode: LayoutNode {
    let distribution: StackDistribution
    // Made on first use: a stack of one child never needs one.
    @exclusivity(unchecked) private var cacheStorage: _StackLayoutCache?

    private var cache: _StackLayoutCache {
        if let cacheStorage { return cacheStorage }
        let made = _StackLayoutCache()
        cacheStorage = made
        return made
    }

    init(distribution: StackDistribution, children: [LayoutNode], environment: EnvironmentReference) {
        self.distribution = distribution
        super.init(children: children, environment: environment)
        if children.isEmpty {
            // An empty stack takes no part in its parent's distribution of space.
            layoutPriority = -.infinity
            spacing = .zero
            subnodesKeepNoAnswers = true
        } else {
            // Children that ignore the proposal on an axis make a stack that ignores it too.
            (spacing, proposalIndependentAxes, explicitGuides, levels, subnodesKeepNoAnswers) =
                distribution.survey(children, cache: cache)
        }
    }

    override var kindName: String { distribution.axis == .horizontal ? "HStack" : "VStack" }

    override func discardCachedSizes() {
        super.discardCachedSizes()
        cacheStorage?.invalidate()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        distribution.sizeThatFits(
            proposal, nodes: children, cache: cache, independentAxes: proposalIndependentAxes)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        children.withNodeList { nodes in
            distribution.placeChildren(
                in: bounds, proposal: proposal, nodes: nodes, cache: cache, independentAxes: proposalIndependentAxes
            ) { index, origin, size, proposal in
                nodes[index].place(at: origin, size: size, proposal: proposal, context: context)
            }
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        distribution.explicitAlignment(
            key, in: CGRect(origin: .zero, size: size), proposal: proposal, nodes: children, cache: cache)
    }
}
