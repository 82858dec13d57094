/// How an HStack or VStack shares its major-axis length among its children.
///
/// 1. Probe every child with 0 and ∞ along the axis: its minimum and maximum, whose difference
///    is its flexibility.
/// 2. Order children by layout priority (high first), then flexibility (least first); source
///    order breaks ties, except that among infinitely flexible children the larger minimum goes
///    first.
/// 3. Reserve the minimums of every lower-priority group, then, group by group, offer each child
///    an equal share of what is left and subtract what it takes.
struct StackDistribution {
    let axis: Axis
    /// The stack's explicit spacing, or `nil` for each pair's preferred distance.
    let spacing: CGFloat?
    /// The stack's alignment guide across the axis.
    let alignment: AlignmentKey

    /// The result of one distribution: what each child was offered and took.
    struct Result {
        /// The major-axis proposal of each child.
        var offers: [CGFloat?]
        /// Each child's dimensions for its offer.
        var dimensions: [ViewDimensions]
        /// The distance after each child (the last is 0).
        var gaps: [CGFloat]
        /// Where the children's alignment guide sits below the top of their union, and the
        /// union's extent, across the axis.
        var alignmentOffset: CGFloat
        var minorLength: CGFloat
        var majorLength: CGFloat
    }

    /// The distance between each child and the next.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard !subviews.isEmpty else { return [] }
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        for index in 0..<(subviews.count - 1) {
            gaps[index] = spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
        return gaps
    }

    func distribute(_ subviews: LayoutSubviews, major: CGFloat?, minor: CGFloat?) -> Result {
        let count = subviews.count
        let gaps = gaps(subviews)
        let totalSpacing = gaps.reduce(0, +)
        var offers = [CGFloat?](repeating: nil, count: count)

        if let major {
            var minimums = [CGFloat](repeating: 0, count: count)
            var flexibilities = [CGFloat](repeating: 0, count: count)
            for (index, subview) in subviews.enumerated() {
                let minimum = subview.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis)).value(along: axis)
                let maximum = subview.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis)).value(along: axis)
                minimums[index] = minimum
                let flexibility = maximum - minimum
                flexibilities[index] = flexibility.isNaN ? 0 : flexibility
            }
            let order = isInSourceOrder(subviews, flexibilities: flexibilities) ? Array(0..<count) : (0..<count).sorted { a, b in
                let priorityA = subviews[a].priority
                let priorityB = subviews[b].priority
                if priorityA != priorityB { return priorityA > priorityB }
                let flexA = flexibilities[a]
                let flexB = flexibilities[b]
                if flexA != flexB { return flexA < flexB }
                if flexA.isInfinite && minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
                return a < b
            }

            // Everything below the top priority group is first reserved at its minimum.
            var available = major - totalSpacing
            let topPriority = order.first.map { subviews[$0].priority }
            for index in order where subviews[index].priority != topPriority {
                available -= minimums[index]
            }
            var start = 0
            while start < order.count {
                let priority = subviews[order[start]].priority
                var end = start
                while end < order.count && subviews[order[end]].priority == priority { end += 1 }
                if start > 0 {
                    for position in start..<end { available += minimums[order[position]] }
                }
                var remaining = end - start
                for position in start..<end {
                    let index = order[position]
                    let offer = max(available / CGFloat(remaining), 0)
                    offers[index] = offer
                    let taken = subviews[index].sizeThatFits(ProposedViewSize(major: offer, minor: minor, axis: axis))
                    available -= taken.value(along: axis)
                    remaining -= 1
                }
                start = end
            }
        }

        var dimensions: [ViewDimensions] = []
        dimensions.reserveCapacity(count)
        var majorLength = totalSpacing
        var top = CGFloat.infinity
        var bottom = -CGFloat.infinity
        for (index, subview) in subviews.enumerated() {
            let childDimensions = subview.dimensions(in: ProposedViewSize(major: offers[index], minor: minor, axis: axis))
            dimensions.append(childDimensions)
            majorLength += childDimensions.size.value(along: axis)
            let guide = childDimensions[alignment]
            top = min(top, -guide)
            bottom = max(bottom, childDimensions.size.value(along: axis.other) - guide)
        }
        if count == 0 {
            top = 0
            bottom = 0
        }
        return Result(
            offers: offers, dimensions: dimensions, gaps: gaps, alignmentOffset: -top, minorLength: bottom - top,
            majorLength: majorLength)
    }

    /// Whether the distribution order is simply the source order: one priority, and
    /// flexibilities that never decrease and are never infinite twice (so no minimum decides).
    /// The common case of uniform children then needs no sort.
    private func isInSourceOrder(_ subviews: LayoutSubviews, flexibilities: [CGFloat]) -> Bool {
        guard let first = subviews.first else { return true }
        let priority = first.priority
        var previous = -CGFloat.infinity
        var sawInfinite = false
        for (subview, flexibility) in zip(subviews, flexibilities) {
            if subview.priority != priority || flexibility < previous { return false }
            if flexibility.isInfinite {
                if sawInfinite { return false }
                sawInfinite = true
            }
            previous = flexibility
        }
        return true
    }

    /// The distribution for a proposal, from the cache when it was just computed.
    func distribute(_ subviews: LayoutSubviews, major: CGFloat?, minor: CGFloat?, cache: _StackLayoutCache) -> Result {
        if let result = cache.result(major: major, minor: minor) { return result }
        let result = distribute(subviews, major: major, minor: minor)
        cache.store(result, major: major, minor: minor)
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache) -> CGSize {
        let result = distribute(subviews, major: proposal.value(along: axis), minor: proposal.value(along: axis.other), cache: cache)
        return CGSize(major: result.majorLength, minor: result.minorLength, axis: axis)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache) {
        let minor = proposal.value(along: axis.other) ?? bounds.size.value(along: axis.other)
        let result = distribute(subviews, major: proposal.value(along: axis), minor: minor, cache: cache)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let guideLine = (axis == .horizontal ? bounds.minY : bounds.minX) + result.alignmentOffset
        for (index, subview) in subviews.enumerated() {
            let dimensions = result.dimensions[index]
            let minorOrigin = guideLine - dimensions[alignment]
            subview.place(
                at: CGPoint(major: position, minor: minorOrigin, axis: axis),
                proposal: ProposedViewSize(major: result.offers[index], minor: minor, axis: axis))
            position += dimensions.size.value(along: axis) + result.gaps[index]
        }
    }

    /// A stack's spacing as its neighbours see it: its first child's leading edge, its last
    /// child's trailing edge, and the union of all children's edges across the axis.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        var result = first.spacing
        for subview in subviews.dropFirst() {
            result.formUnion(subview.spacing, edges: Edge.Set(axis: axis.other))
        }
        if axis == .horizontal {
            result.trailing = last.spacing.trailing
        } else {
            result.bottom = last.spacing.bottom
        }
        return result
    }
}
