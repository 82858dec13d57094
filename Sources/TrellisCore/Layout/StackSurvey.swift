/// What a stack learns from its children when it is made, apart from sharing out its length.
extension StackDistribution {
    /// What a stack learns from its children once, in one pass over them (a large stack's
    /// children are far apart in memory): its spacing as its neighbours see it (its first
    /// child's leading edge, its last child's trailing edge, and the union of all children's
    /// edges across the axis), the axes along which its size ignores the proposal, whether it
    /// passes baselines or custom guides up, whether every child keeps no answers (see
    /// ``LayoutNode/keepsNoAnswers``), and the gaps between the children, which go into `cache`.
    func survey(
        _ nodes: [LayoutNode], cache: @autoclosure () -> _StackLayoutCache
    ) -> (
        spacing: ViewSpacing, independentAxes: Axis.Set, explicitGuides: LayoutNode.ExplicitGuides, levels: UInt16,
        childrenKeepNoAnswers: Bool
    ) {
        nodes.withNodeList { nodes in
            guard let first = nodes.first else { return (.zero, [], [], 1, true) }
            if nodes.count == 1 {
                // A stack of one child never needs the cache (see `onlyChild`).
                return (
                    first.spacing, first.proposalIndependentAxes, first.explicitGuides.intersection(.other),
                    first.levels == .max ? .max : first.levels + 1, first.keepsNoAnswers)
            }
            let cache = cache()
            _ = cache.prepare(for: nodes)
            return survey(nodes, gapsInto: cache)
        }
    }

    /// The pass of ``survey(_:cache:)`` over one or more children, with the gaps written into
    /// `cache`, already prepared for them.
    func survey(
        _ nodes: NodeList, gapsInto cache: _StackLayoutCache
    ) -> (
        spacing: ViewSpacing, independentAxes: Axis.Set, explicitGuides: LayoutNode.ExplicitGuides, levels: UInt16,
        childrenKeepNoAnswers: Bool
    ) {
        let first = nodes[0]
        let last = nodes[nodes.count - 1]
        let gaps = cache.gaps
        var union = first.spacing
        var previous = union
        var independentAxes: Axis.Set = [.horizontal, .vertical]
        var explicitGuides: LayoutNode.ExplicitGuides = []
        var totalSpacing: CGFloat = 0
        var tallest: UInt16 = 0
        var childrenKeepNoAnswers = true
        for index in 0..<nodes.count {
            let node = nodes[index]
            tallest = max(tallest, node.levels)
            let nodeSpacing = node.spacing
            if index > 0 {
                // Ordinary views' spacing (nearly all) leaves the union as it is.
                if !(union.isStandard && nodeSpacing.isStandard) { union.formUnion(nodeSpacing, bounding: axis.other) }
                let gap = spacing ?? previous.distance(to: nodeSpacing, along: axis)
                gaps[index - 1] = gap
                totalSpacing += gap
            }
            previous = nodeSpacing
            independentAxes.formIntersection(node.proposalIndependentAxes)
            if node.explicitGuides.contains(.other) { explicitGuides = .other }
            if !node.keepsNoAnswers { childrenKeepNoAnswers = false }
        }
        gaps[nodes.count - 1] = 0
        cache.totalSpacing = totalSpacing
        if axis == .horizontal {
            union.trailing = last.spacing.trailing
        } else {
            union.bottom = last.spacing.bottom
        }
        return (union, independentAxes, explicitGuides, tallest == .max ? .max : tallest + 1, childrenKeepNoAnswers)
    }
}
