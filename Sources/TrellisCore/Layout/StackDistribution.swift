/// How an HStack or VStack shares its major-axis length among its children.
///
/// 1. Probe every child with 0 and ∞ along the axis: its minimum and maximum, whose difference
///    is its flexibility.
/// 2. Order children by layout priority (high first), then flexibility (least first); source
///    order breaks ties, except that among infinitely flexible children the larger minimum goes
///    first.
/// 3. Reserve the minimums of every lower-priority group, then, group by group, offer each child
///    an equal share of what is left and subtract what it takes.
///
/// The numbers of one distribution live in the stack's ``_StackLayoutCache``; nothing here
/// allocates once that exists.
struct StackDistribution {
    let axis: Axis
    /// The stack's explicit spacing, or `nil` for each pair's preferred distance.
    let spacing: CGFloat?
    /// The stack's alignment guide across the axis.
    let alignment: AlignmentKey

    /// Fills `cache` with the distribution for a proposal of `major` along the axis and
    /// `minor` across it, unless it holds that one already (or one for a proposal that differs
    /// only on `independentAxes`, along which no child's size depends on the proposal). When
    /// `placing`, the offers must be the shares of `major` itself: children are placed with them.
    func distribute(
        _ nodes: NodeList, major: CGFloat?, minor: CGFloat?, cache: _StackLayoutCache,
        independentAxes: Axis.Set = [], placing: Bool = false
    ) {
        let key = SizeCache.Key(ProposedViewSize(
            width: independentAxes.contains(Axis.Set(axis)) ? nil : major,
            height: independentAxes.contains(Axis.Set(axis.other)) ? nil : minor))
        if cache.prepare(for: nodes) {
            if !nodes.isEmpty { _ = survey(nodes, gapsInto: cache) }
        } else if cache.lastProposal == key && (!placing || cache.offeredMajor == major) {
            return
        }
        let count = nodes.count
        let offers = cache.offers
        let lengths = cache.lengths
        let breadths = cache.breadths
        let guides = cache.guides
        var majorLength = cache.totalSpacing
        var top = CGFloat.infinity
        var bottom = -CGFloat.infinity
        // Whether the probes already measured every child as placed (rigid children without
        // explicit guides look the same whatever they are offered along the axis).
        var measured = false

        /// Records how child `index` measures as placed, and the union of the children so far.
        func record(_ index: Int, length: CGFloat, breadth: CGFloat, guide: CGFloat) {
            lengths[index] = length
            breadths[index] = breadth
            guides[index] = guide
            majorLength += length
            // An infinitely broad child aligned by a fraction of itself has an infinite guide:
            // its far edge is ∞ − ∞, and the stack is infinitely broad, not NaN.
            let low = -guide, high = breadth - guide
            top = min(top, low.isNaN ? -.infinity : low)
            bottom = max(bottom, high.isNaN ? .infinity : high)
        }

        if let major {
            let minimums = cache.minimums
            let flexibilities = cache.flexibilities
            let priorities = cache.priorities
            let minimumProposal = ProposedViewSize(major: 0, minor: minor, axis: axis)
            let maximumProposal = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
            var inSourceOrder = true
            var previousFlexibility = -CGFloat.infinity
            var previousMinimum = CGFloat.infinity
            let firstPriority = nodes.first?.layoutPriority
            // Children that all ignore the proposal along the axis have one length each.
            let rigid = independentAxes.contains(Axis.Set(axis))
            measured = rigid
            for index in 0..<count {
                let node = nodes[index]
                let minimumSize = node.sizeThatFits(minimumProposal)
                let minimum = minimumSize.value(along: axis)
                let maximum = rigid ? minimum : node.sizeThatFits(maximumProposal).value(along: axis)
                if measured {
                    if node.explicitGuides.isEmpty {
                        record(
                            index, length: minimum, breadth: minimumSize.value(along: axis.other),
                            guide: defaultGuide(of: minimumSize, proposal: minimumProposal))
                    } else {
                        measured = false
                    }
                }
                var flexibility = maximum - minimum
                if flexibility.isNaN { flexibility = 0 }
                let priority = node.layoutPriority
                minimums[index] = minimum
                flexibilities[index] = flexibility
                priorities[index] = CGFloat(priority)
                // Uniform children keep the source order and need no sort: one priority,
                // flexibilities that never decrease, and among the infinitely flexible ones
                // minimums that never increase.
                if inSourceOrder {
                    if priority != firstPriority || flexibility < previousFlexibility
                        || (flexibility.isInfinite && previousFlexibility.isInfinite && minimum > previousMinimum) {
                        inSourceOrder = false
                    }
                    previousFlexibility = flexibility
                    previousMinimum = minimum
                }
            }
            if inSourceOrder {
                shareOut(
                    major - cache.totalSpacing, nodes: nodes, order: 0..<count, minor: minor, rigid: rigid,
                    uniformPriority: true, cache: cache)
            } else {
                var order = cache.order
                cache.order = []
                order.removeAll(keepingCapacity: true)
                order.append(contentsOf: 0..<count)
                order.sort { a, b in
                    let priorityA = priorities[a]
                    let priorityB = priorities[b]
                    if priorityA != priorityB { return priorityA > priorityB }
                    let flexA = flexibilities[a]
                    let flexB = flexibilities[b]
                    if flexA != flexB { return flexA < flexB }
                    if flexA.isInfinite && minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
                    return a < b
                }
                shareOut(
                    major - cache.totalSpacing, nodes: nodes, order: order, minor: minor, rigid: rigid,
                    uniformPriority: false, cache: cache)
                cache.order = order
            }
        } else {
            for index in 0..<count { offers[index] = .nan }
        }

        if !measured {
            majorLength = cache.totalSpacing
            top = .infinity
            bottom = -.infinity
        }
        for index in 0..<count where !measured {
            let offer = offers[index]
            let proposal = ProposedViewSize(major: offer.isNaN ? nil : offer, minor: minor, axis: axis)
            let dimensions = nodes[index].dimensions(proposal)
            record(
                index, length: dimensions.size.value(along: axis), breadth: dimensions.size.value(along: axis.other),
                guide: dimensions.setsNoGuide ? defaultGuide(of: dimensions.size, proposal: proposal) : dimensions[alignment])
        }
        if count == 0 {
            top = 0
            bottom = 0
        }
        cache.alignmentOffset = -top
        cache.minorLength = infiniteIfNaN(bottom - top)
        cache.majorLength = majorLength
        cache.lastProposal = key
        cache.offeredMajor = major
    }

    /// The stack's guide in a child of `size` that sets no guide: `ViewDimensions`'s default,
    /// a fraction of the size for the standard guides, without going through its subscript.
    @inline(__always)
    private func defaultGuide(of size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if let fraction = alignment.standardFraction {
            return fraction * (alignment.axis == .horizontal ? size.width : size.height)
        }
        return ViewDimensions(size: size, source: nil, proposal: proposal)[alignment]
    }

    /// Step 3: reserves the minimums of the lower priority groups, then offers each child, in
    /// `order`, an equal share of what is left. `rigid` children take their minimum whatever
    /// they are offered; with a `uniformPriority` there is one group.
    private func shareOut<Order: RandomAccessCollection<Int>>(
        _ length: CGFloat, nodes: NodeList, order: Order, minor: CGFloat?, rigid: Bool, uniformPriority: Bool,
        cache: _StackLayoutCache
    ) {
        let minimums = cache.minimums
        let offers = cache.offers
        let priorities = cache.priorities
        var available = length
        guard let firstIndex = order.first else { return }
        let topPriority = priorities[firstIndex]
        var groups = 1
        if !uniformPriority {
            for index in order where priorities[index] != topPriority {
                available -= minimums[index]
                groups = 2
            }
        }
        var start = order.startIndex
        while start != order.endIndex {
            let priority = priorities[order[start]]
            // A group has at least one member, so a NaN priority cannot stall the loop.
            var end = order.index(after: start)
            var members = 1
            while end != order.endIndex && (groups == 1 || priorities[order[end]] == priority) {
                end = order.index(after: end)
                members += 1
            }
            if start != order.startIndex {
                for position in order[start..<end] { available += minimums[position] }
            }
            var remaining = members
            for index in order[start..<end] {
                let offer = Self.share(of: available, among: remaining, proposed: length)
                offers[index] = offer
                available -= rigid
                    ? minimums[index]
                    : nodes[index].sizeThatFits(ProposedViewSize(major: offer, minor: minor, axis: axis)).value(along: axis)
                remaining -= 1
            }
            start = end
        }
    }

    /// Spec § 5, step 3: `max(available / remaining, 0)`, for the arithmetic of ∞ too. When an
    /// infinite proposal has been taken by an infinite child, what is left, ∞ − ∞, is NaN: the
    /// rest are still offered ∞, since taking from an unlimited length leaves it unlimited (and
    /// a NaN offer would answer a NaN size). Otherwise a NaN (a NaN proposal, a child that
    /// answered NaN) offers 0.
    @inline(__always)
    static func share(of available: CGFloat, among remaining: Int, proposed length: CGFloat) -> CGFloat {
        let share = available / CGFloat(remaining)
        if share >= 0 { return share }
        return share.isNaN && length == .infinity ? .infinity : 0
    }

    func sizeThatFits(
        _ proposal: ProposedViewSize, nodes: [LayoutNode], cache: @autoclosure () -> _StackLayoutCache,
        independentAxes: Axis.Set = []
    ) -> CGSize {
        nodes.withNodeList { sizeThatFits(proposal, nodes: $0, cache: cache, independentAxes: independentAxes) }
    }

    private func sizeThatFits(
        _ proposal: ProposedViewSize, nodes: NodeList, cache makeCache: () -> _StackLayoutCache, independentAxes: Axis.Set
    ) -> CGSize {
        let major = proposal.value(along: axis)
        let minor = proposal.value(along: axis.other)
        if nodes.count == 1 {
            let only = onlyChild(nodes[0], major: major, minor: minor)
            return CGSize(major: only.majorLength, minor: only.minorLength, axis: axis)
        }
        let cache = makeCache()
        distribute(nodes, major: major, minor: minor, cache: cache, independentAxes: independentAxes)
        return CGSize(major: cache.majorLength, minor: cache.minorLength, axis: axis)
    }

    /// The distribution for a stack of one child, which needs no probing: the child is offered
    /// all of the length whatever its flexibility. (The arithmetic is the general case's.)
    private func onlyChild(
        _ node: UnretainedNode, major: CGFloat?, minor: CGFloat?
    ) -> (
        offer: CGFloat?, size: CGSize, guide: CGFloat, alignmentOffset: CGFloat, minorLength: CGFloat, majorLength: CGFloat
    ) {
        let offer = major.map { max($0, 0) }
        let dimensions = node.dimensions(ProposedViewSize(major: offer, minor: minor, axis: axis))
        let guide = dimensions[alignment]
        // As in `record`: an infinitely broad child's far edge (∞ − ∞) is infinitely far.
        let low = -guide, high = dimensions.size.value(along: axis.other) - guide
        let top = low.isNaN ? -CGFloat.infinity : low
        let bottom = high.isNaN ? CGFloat.infinity : high
        return (offer, dimensions.size, guide, -top, infiniteIfNaN(bottom - top), 0 + dimensions.size.value(along: axis))
    }

    /// Where each child goes inside `bounds`, and with what proposal: `place` is called once
    /// per child, in order.
    func placeChildren(
        in bounds: CGRect, proposal: ProposedViewSize, nodes: [LayoutNode], cache: @autoclosure () -> _StackLayoutCache,
        independentAxes: Axis.Set = [],
        place: (_ index: Int, _ origin: CGPoint, _ size: CGSize, _ proposal: ProposedViewSize) -> Void
    ) {
        nodes.withNodeList {
            placeChildren(
                in: bounds, proposal: proposal, nodes: $0, cache: cache(), independentAxes: independentAxes, place: place)
        }
    }

    func placeChildren(
        in bounds: CGRect, proposal: ProposedViewSize, nodes: NodeList, cache makeCache: @autoclosure () -> _StackLayoutCache,
        independentAxes: Axis.Set,
        place: (_ index: Int, _ origin: CGPoint, _ size: CGSize, _ proposal: ProposedViewSize) -> Void
    ) {
        let minor = proposal.value(along: axis.other) ?? bounds.size.value(along: axis.other)
        if nodes.count == 1 {
            let only = onlyChild(nodes[0], major: proposal.value(along: axis), minor: minor)
            let position = axis == .horizontal ? bounds.minX : bounds.minY
            let minorOrigin = axis == .horizontal ? bounds.minY : bounds.minX
            place(
                0, CGPoint(major: position, minor: alignedPosition(minorOrigin, only.alignmentOffset, only.guide), axis: axis),
                only.size,
                ProposedViewSize(major: only.offer, minor: minor, axis: axis))
            return
        }
        let cache = makeCache()
        distribute(
            nodes, major: proposal.value(along: axis), minor: minor, cache: cache, independentAxes: independentAxes,
            placing: true)
        let offers = cache.offers
        let lengths = cache.lengths
        let breadths = cache.breadths
        let guides = cache.guides
        let gaps = cache.gaps
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let minorOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        let alignmentOffset = cache.alignmentOffset
        for index in 0..<nodes.count {
            let offer = offers[index]
            place(
                index, CGPoint(major: position, minor: alignedPosition(minorOrigin, alignmentOffset, guides[index]), axis: axis),
                CGSize(major: lengths[index], minor: breadths[index], axis: axis),
                ProposedViewSize(major: offer.isNaN ? nil : offer, minor: minor, axis: axis))
            position += lengths[index] + gaps[index]
        }
    }

    /// A stack's explicit value of a baseline or custom guide: its children's merged, as they
    /// are placed in `bounds`. Standard guides never leave a stack. A vertical stack's first
    /// baseline is its first child's, its last baseline its last child's.
    func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, nodes: [LayoutNode],
        cache: @autoclosure () -> _StackLayoutCache
    ) -> CGFloat? {
        guard key.merge != .standard else { return nil }
        let chosen: Int?
        switch key.merge {
        case .firstBaseline where axis == .vertical && key.axis == .vertical: chosen = nodes.indices.first
        case .lastBaseline where axis == .vertical && key.axis == .vertical: chosen = nodes.indices.last
        default:
            var merged = ExplicitGuideMerge(key)
            placeChildren(in: bounds, proposal: proposal, nodes: nodes, cache: cache()) { index, origin, _, childProposal in
                merged.add(nodes[index], origin: origin, proposal: childProposal, boundsOrigin: bounds.origin)
            }
            return merged.value
        }
        guard let chosen else { return nil }
        var value: CGFloat?
        placeChildren(in: bounds, proposal: proposal, nodes: nodes, cache: cache()) { index, origin, _, childProposal in
            guard index == chosen else { return }
            value = origin.y - bounds.minY + nodes[index].dimensions(childProposal)[key]
        }
        return value
    }
}
