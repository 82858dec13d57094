/// How a container derives its explicit value of a baseline or custom guide from its
/// children's, as they are placed: the first baseline is the minimum, the last baseline the
/// maximum, and a custom guide the average of the children that set one.
struct ExplicitGuideMerge {
    let key: AlignmentKey
    private var minimum = CGFloat.infinity
    private var maximum = -CGFloat.infinity
    private var sum: CGFloat = 0
    private var count = 0

    init(_ key: AlignmentKey) {
        self.key = key
    }

    /// Adds the explicit value of `node`, placed at `origin` with `proposal`, measured from
    /// `boundsOrigin`; a child that sets none adds nothing.
    mutating func add(_ node: LayoutNode, origin: CGPoint, proposal: ProposedViewSize, boundsOrigin: CGPoint) {
        guard node.explicitGuides.contains(LayoutNode.ExplicitGuides(key)) else { return }
        let size = node.sizeThatFits(proposal)
        guard let value = node.explicitValue(key, size: size, proposal: proposal) else { return }
        let offset = key.axis == .horizontal ? origin.x - boundsOrigin.x : origin.y - boundsOrigin.y
        let placed = offset + value
        minimum = min(minimum, placed)
        maximum = max(maximum, placed)
        sum += placed
        count += 1
    }

    /// The merged value, or `nil` when no child sets the guide.
    var value: CGFloat? {
        guard count > 0 else { return nil }
        switch key.merge {
        case .standard: return nil
        case .firstBaseline: return minimum
        case .lastBaseline: return maximum
        case .average: return sum / CGFloat(count)
        }
    }
}
