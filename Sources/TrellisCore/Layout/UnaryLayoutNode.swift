/// A node with exactly one child that it proposes a size to and positions: the shape shared
/// by frames, padding, fixedSize, aspectRatio and position.
///
/// Subclasses say what they propose to the child and where the child goes; placement and the
/// propagation of the child's explicit alignment guides (moved by the child's position) follow.
class UnaryLayoutNode: LayoutNode {
    // Owned (+1) by hand, so that layout can call the child without retaining and releasing
    // it on every call: reference counting dominated placement's wall time.
    @exclusivity(unchecked) private final var childReference: Unmanaged<LayoutNode>

    /// The node this one lays out.
    final var child: LayoutNode { childReference.takeUnretainedValue() }

    // The child is taken over: passed on, not retained and released again (subclasses read it
    // with `withChild` after this).
    init(child: consuming LayoutNode, environment: EnvironmentReference) {
        let childGuides = child.explicitGuides
        let childLevels = child.levels
        childReference = .passRetained(child)
        super.init(environment: environment)
        explicitGuides = childGuides
        levels = childLevels == .max ? .max : childLevels + 1
    }

    /// Runs `body` on the child, without a retain.
    @inline(__always)
    final func withChild<R>(_ body: (LayoutNode) -> R) -> R {
        childReference._withUnsafeGuaranteedRef(body)
    }

    deinit {
        childReference.release()
    }

    /// The child's size for `proposal`.
    @inline(__always)
    final func childSize(_ proposal: ProposedViewSize) -> CGSize {
        childReference._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal) }
    }

    override final var subnodes: [LayoutNode] { [child] }

    override final func forEachSubnode(_ body: (LayoutNode) -> Void) {
        withChild(body)
    }

    override final func detachSubnodes(into nodes: inout [LayoutNode]) {
        nodes.append(childReference.takeRetainedValue())
        childReference = .passRetained(UnaryLayoutNode.detachedChild)
    }

    /// What a detached node points to instead of its child.
    nonisolated(unsafe) private static let detachedChild = LayoutNode(environment: .standalone)

    /// The proposal the child is placed with, when this node answered `proposal` with `size`.
    func childPlacementProposal(for proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        proposal
    }

    /// Where the child goes, relative to this node's top-leading corner.
    func childOrigin(childDimensions: ViewDimensions, size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        CGPoint(
            x: coincident((size.width - childDimensions.width) / 2),
            y: coincident((size.height - childDimensions.height) / 2))
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let childProposal = childPlacementProposal(for: proposal, size: bounds.size)
        childReference._withUnsafeGuaranteedRef { child in
            let dimensions = child.dimensions(childProposal)
            let origin = childOrigin(childDimensions: dimensions, size: bounds.size, proposal: proposal)
            child.place(
                at: CGPoint(x: alignedPosition(bounds.minX, origin.x, 0), y: alignedPosition(bounds.minY, origin.y, 0)),
                size: dimensions.size,
                proposal: childProposal, context: context)
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let childProposal = childPlacementProposal(for: proposal, size: size)
        let dimensions = child.dimensions(childProposal)
        guard let value = child.explicitValue(key, size: dimensions.size, proposal: childProposal) else { return nil }
        let origin = childOrigin(childDimensions: dimensions, size: size, proposal: proposal)
        return value + (key.axis == .horizontal ? origin.x : origin.y)
    }
}

/// The origin that aligns a child of `childDimensions` inside a frame of `size`: the frame's
/// guide is the plain default of its size (0, ½, 1 for the standard guides); the child's is its
/// explicit guide when it has one.
func alignedOrigin(of childDimensions: ViewDimensions, in size: CGSize, alignment: Alignment) -> CGPoint {
    CGPoint(
        x: alignedOffset(of: childDimensions, in: size, key: alignment.horizontal.key),
        y: alignedOffset(of: childDimensions, in: size, key: alignment.vertical.key))
}

@inline(__always)
private func alignedOffset(of childDimensions: ViewDimensions, in size: CGSize, key: AlignmentKey) -> CGFloat {
    // The common case, a standard guide the child does not set, without building dimensions.
    if let fraction = key.standardFraction, !childDimensions.mayHaveExplicitValue(key) {
        let horizontal = key.axis == .horizontal
        return coincident(
            fraction * (horizontal ? size.width : size.height)
                - fraction * (horizontal ? childDimensions.width : childDimensions.height))
    }
    let frame = ViewDimensions(size: size, source: nil, proposal: .unspecified)
    return coincident(frame[key] - childDimensions[key])
}

/// An offset between two guides, where guides infinitely far on the same side (an infinite
/// view centred in an infinite frame) give ∞ − ∞: the guides coincide, and the view lies on its
/// parent rather than at NaN.
@inline(__always)
func coincident(_ offset: CGFloat) -> CGFloat {
    offset.isNaN ? 0 : offset
}

/// `origin + parentGuide − childGuide`, the position that puts a child's guide on its parent's,
/// where infinite views can make it ∞ − ∞: guides both infinitely far coincide (as above). (A
/// position still NaN is left to ``LayoutNode/place(at:size:proposal:context:)``.)
@inline(__always)
func alignedPosition(_ origin: CGFloat, _ parentGuide: CGFloat, _ childGuide: CGFloat) -> CGFloat {
    let position = origin + parentGuide - childGuide
    return position.isNaN ? origin + coincident(parentGuide - childGuide) : position
}

/// The extent between two edges that are both infinitely far on one side (∞ − ∞): infinite.
@inline(__always)
func infiniteIfNaN(_ extent: CGFloat) -> CGFloat {
    extent.isNaN ? .infinity : extent
}
