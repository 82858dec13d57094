/// One node of a resolved view tree: the thing that answers proposals and gets placed.
///
/// Each layout behaviour is a subclass named for what it does (`FlexibleFrameNode`,
/// `PaddingNode`, `OverlayNode`…). Subclasses implement ``computeSize(_:)`` and
/// ``placeChildren(in:proposal:context:)``; the base class caches sizes per proposal and records
/// where the node was placed.
///
/// The mutable state of nodes (and of the resolver and layout caches) is marked
/// `@exclusivity(unchecked)`: layout never holds two overlapping accesses to it (a layout's
/// cache is lent as a copy for that reason), and the runtime's dynamic exclusivity checks cost
/// a fifth of all instructions of a layout (callgrind, `wide/1000`).
class LayoutNode {
    // The stored properties are few (104 bytes with the object's header), the flags every pass
    // reads first: a 100,000-leaf tree is limited by how many of its nodes the processor's
    // caches hold (a framed colour was 544 bytes in two nodes, and a layout touched most of
    // their lines; it is 272 now).

    /// Whether the node was placed in the last layout pass.
    @exclusivity(unchecked) private(set) final var isPlaced = false
    /// Which kinds of guide this node, or something it passes guides up from, may set.
    @exclusivity(unchecked) final var explicitGuides: ExplicitGuides = []
    /// The axes along which this node's size does not depend on the proposal (a fixed frame's
    /// fixed dimensions, and what contains only such views): proposals that differ only there
    /// share one cached answer, so a stack probing such a child asks it once.
    @exclusivity(unchecked) final var proposalIndependentAxes: Axis.Set = []
    /// Whether ``computeSize(_:)`` is a cheap function of the proposal alone (a colour, a
    /// frame around one), so its answers are not cached.
    @exclusivity(unchecked) final var isTriviallySized = false
    /// Whether no node under this one ever keeps an answer (see ``keepsNoAnswers``), so that
    /// `ViewLayout.discardCachedSizes()` need not visit them: a 100,000-leaf row of framed
    /// colours is then one node to visit, not 200,001. Set only by nodes whose subnodes are
    /// fixed when they are made (a leaf, a frame, a stack); others keep `false`.
    @exclusivity(unchecked) final var subnodesKeepNoAnswers = false
    /// How many levels of nodes this one heads (1 for a leaf), saturating: layout recurses
    /// once per level, so this says how much stack laying it out needs. Content made during
    /// placement (`GeometryReader`) is of unknown height: `.max`.
    @exclusivity(unchecked) final var levels: UInt16 = 1
    @exclusivity(unchecked) private final var extras: Extras?
    /// The environment the view was resolved in, owned by the layout session.
    final let environmentReference: EnvironmentReference
    /// The nodes this one lays out, in order, for nodes with any number of children (a node
    /// with exactly one keeps it in ``UnaryLayoutNode/child`` instead, which costs no array).
    /// Walk the tree with ``subnodes``.
    @exclusivity(unchecked) final var children: [LayoutNode]
    @exclusivity(unchecked) private final var sizeCache = SizeCache()
    /// Where the node was placed, in window coordinates, before any `offset`.
    @exclusivity(unchecked) private(set) final var frame: CGRect = .zero
    // The proposal the node was placed with, a NaN of its own payload standing for an
    // unspecified dimension: a NaN proposal stays NaN, so the size placed can be asked again.
    @exclusivity(unchecked) private final var placedWidth = LayoutNode.unspecifiedLength
    @exclusivity(unchecked) private final var placedHeight = LayoutNode.unspecifiedLength

    /// How a parent stack ranks this node when it shares out space (kept with the rare
    /// attributes when it is not 0).
    final var layoutPriority: Double {
        get { extras?.layoutPriority ?? 0 }
        set {
            if extras == nil && newValue.bitPattern == 0 { return }
            ensuredExtras.layoutPriority = newValue
        }
    }

    /// What this node asks of its neighbours in a stack (kept with the rare attributes unless
    /// it is an ordinary view's).
    final var spacing: ViewSpacing {
        get { extras?.spacing ?? ViewSpacing() }
        set {
            if extras == nil && newValue.isStandard { return }
            ensuredExtras.spacing = newValue
        }
    }

    /// The environment the view was resolved in (render attributes: colours, fonts).
    final var environment: EnvironmentValues { environmentReference.values }

    /// What few nodes have: render effects, a zIndex, layout values, an offset inherited from
    /// an ancestor, a layout priority, spacing other than an ordinary view's. Kept apart so
    /// that the many nodes without them stay small.
    private final class Extras {
        var layoutPriority: Double = 0
        var spacing = ViewSpacing()
        var effects: [RenderEffect] = []
        var zIndex: Double = 0
        var layoutValues: [ObjectIdentifier: Any] = [:]
        var inheritedOffset: CGSize = .zero
        var guideAnswers: [GuideQuery: CGFloat?] = [:]
    }

    /// A guide asked of a node, and the proposal it was asked for.
    private struct GuideQuery: Hashable {
        let key: AlignmentKey
        let proposal: SizeCache.Key
    }

    private final var ensuredExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// Render-only modifiers, innermost first.
    final var effects: [RenderEffect] {
        get { extras?.effects ?? [] }
        set { ensuredExtras.effects = newValue }
    }
    /// Drawing order among siblings (`zIndex`).
    final var zIndex: Double {
        get { extras?.zIndex ?? 0 }
        set { ensuredExtras.zIndex = newValue }
    }
    /// Values set with `layoutValue(key:value:)`.
    final var layoutValues: [ObjectIdentifier: Any] {
        get { extras?.layoutValues ?? [:] }
        set { ensuredExtras.layoutValues = newValue }
    }

    private static let unspecifiedLength = CGFloat(bitPattern: 0x7FF8_0000_0000_0ACE)

    private static func proposal(_ length: CGFloat) -> CGFloat? {
        length.bitPattern == unspecifiedLength.bitPattern ? nil : length
    }

    /// The proposal the node was placed with.
    final var placedProposal: ProposedViewSize {
        ProposedViewSize(width: Self.proposal(placedWidth), height: Self.proposal(placedHeight))
    }

    /// The sum of the offsets of every ancestor (not this node's own): kept with the rare
    /// attributes, since it is zero unless an ancestor has an `offset`.
    final var inheritedOffset: CGSize { extras?.inheritedOffset ?? .zero }

    init(children: [LayoutNode] = [], environment: EnvironmentReference) {
        self.children = children
        environmentReference = environment
    }

    /// The levels of a node over `children` (containers set theirs with it).
    static func levels(over children: [LayoutNode]) -> UInt16 {
        children.withNodeList { nodes in
            var tallest: UInt16 = 0
            for index in nodes.indices { tallest = max(tallest, nodes[index].levels) }
            return tallest == .max ? .max : tallest + 1
        }
    }

    /// A short name of the node's kind, for printed trees.
    var kindName: String { String(describing: type(of: self)) }

    /// Extra detail for printed trees (a frame's constraints, a text's string).
    var detail: String { "" }

    // MARK: Sizing

    /// The size this node chooses for `proposal`, answered from the cache when it can be.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // Answering costs less than looking the answer up.
        if isTriviallySized { return computeSize(proposal) }
        var keyed = proposal
        if !proposalIndependentAxes.isEmpty {
            // A node whose size depends on no proposal has one answer.
            if proposalIndependentAxes == [.horizontal, .vertical], let size = sizeCache.first { return size }
            if proposalIndependentAxes.contains(.horizontal) { keyed.width = nil }
            if proposalIndependentAxes.contains(.vertical) { keyed.height = nil }
        }
        let key = SizeCache.Key(keyed)
        if let size = sizeCache.size(for: key) { return size }
        let size = computeSize(proposal)
        sizeCache.store(size, for: key)
        return size
    }

    /// Whether neither this node nor any node under it keeps an answer to forget: a trivially
    /// sized node caches no size, and one that sets no guide (or a leaf) keeps no guide's.
    final var keepsNoAnswers: Bool {
        isTriviallySized && (levels == 1 || explicitGuides.isEmpty) && subnodesKeepNoAnswers
    }

    /// How many proposals this node has answered (for tests of the cache).
    var cachedAnswerCount: Int { sizeCache.count }

    /// Forgets every size answered, so the next layout computes them again.
    func discardCachedSizes() {
        sizeCache.removeAll()
        if let extras, !extras.guideAnswers.isEmpty { extras.guideAnswers = [:] }
    }

    /// The size this node chooses for `proposal`. Subclasses override; never call directly.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// This node's dimensions (size and alignment guides) for `proposal`.
    final func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), source: self, proposal: proposal)
    }

    /// Which kinds of guide this node, or something it passes guides up from, may set
    /// explicitly. Most subtrees set none, and a guide query then stops at once instead of
    /// walking down the tree.
    struct ExplicitGuides: OptionSet {
        let rawValue: UInt8
        /// leading, center, trailing, top, bottom (never passed out of a container).
        static let standard = ExplicitGuides(rawValue: 1)
        /// Text baselines and custom guides.
        static let other = ExplicitGuides(rawValue: 2)

        init(rawValue: UInt8) { self.rawValue = rawValue }
        init(_ key: AlignmentKey) { self = key.merge == .standard ? .standard : .other }
    }

    /// The explicit value of a guide, or `nil` when the node sets none.
    final func explicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard explicitGuides.contains(ExplicitGuides(key)) else { return nil }
        // A leaf answers from its own measurement. A container asks its children, and is asked
        // two or three times per layout by its parent (sizing, placing, its own guide): kept,
        // the answers make N levels of guides cost N questions instead of 3^N.
        guard levels > 1 else { return explicitAlignment(key, size: size, proposal: proposal) }
        let query = GuideQuery(key: key, proposal: SizeCache.Key(proposal))
        if let answer = extras?.guideAnswers[query] { return answer }
        let answer = explicitAlignment(key, size: size, proposal: proposal)
        ensuredExtras.guideAnswers[query] = answer
        return answer
    }

    /// The explicit value of a guide, for a node of `size` that answered `proposal`, or `nil`
    /// when this node sets none (then the guide's default applies). Subclasses override; call
    /// ``explicitValue(_:size:proposal:)``.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        nil
    }

    // MARK: Placement

    /// The sum of this node's own offsets.
    final var ownOffset: CGSize {
        var total = CGSize.zero
        for effect in effects {
            if let offset = effect.offset {
                total.width += offset.width
                total.height += offset.height
            }
        }
        return total
    }

    /// Places the node with its top-leading corner at `origin` and lays out its children.
    final func place(at origin: CGPoint, proposal: ProposedViewSize, context: PlacementContext) {
        place(at: origin, size: sizeThatFits(proposal), proposal: proposal, context: context)
    }

    /// Places the node as ``place(at:proposal:context:)`` does, when the parent already knows
    /// the size the node chose for `proposal`.
    final func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, context: PlacementContext) {
        // Every layout places from the leading edge as if left to right; a right-to-left parent's
        // children are mirrored within it here, once, as SwiftUI's `finalizeLayoutDirection`
        // does. Nothing else in layout needs to know the direction.
        let x = context.mirrorAxis.map { $0 - origin.x - size.width } ?? origin.x
        // A view after or in the middle of an infinite one (−∞ + ∞) has no position; it is put
        // at 0, the window's origin, the one finite point there is. SwiftUI draws neither.
        frame = CGRect(x: x.isNaN ? 0 : x, y: origin.y.isNaN ? 0 : origin.y, width: size.width, height: size.height)
        placedWidth = proposal.width ?? Self.unspecifiedLength
        placedHeight = proposal.height ?? Self.unspecifiedLength
        if context.offset != .zero {
            ensuredExtras.inheritedOffset = context.offset
        } else if let extras {
            extras.inheritedOffset = .zero
        }
        isPlaced = true
        let mirrorAxis = environmentReference.isRightToLeft ? frame.minX + frame.maxX : nil
        if extras?.effects.isEmpty ?? true {
            if mirrorAxis == nil && context.mirrorAxis == nil {
                placeChildren(in: frame, proposal: proposal, context: context)
            } else {
                var inner = context
                inner.mirrorAxis = mirrorAxis
                placeChildren(in: frame, proposal: proposal, context: inner)
            }
        } else {
            var inner = context.offsetBy(ownOffset)
            inner.mirrorAxis = mirrorAxis
            for case .coordinateSpace(let name) in effects {
                inner.namedOrigins[name] = CGPoint(x: frame.minX + inner.offset.width, y: frame.minY + inner.offset.height)
            }
            placeChildren(in: frame, proposal: proposal, context: inner)
        }
    }

    /// Places the children inside `bounds`, the frame this node chose for `proposal`.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {}

    /// Every node this one lays out, in order.
    var subnodes: [LayoutNode] { children }

    /// The children that were placed and are drawn, in source order.
    var placedChildren: [LayoutNode] { subnodes }

    /// Calls `body` with each of ``subnodes``, without making an array of them.
    func forEachSubnode(_ body: (LayoutNode) -> Void) {
        children.withNodeList { nodes in
            for index in nodes.indices { nodes[index].withNode(body) }
        }
    }

    /// Hands this node's subnodes over to `nodes` and lets go of them, so a deep tree can be
    /// taken apart without recursion.
    func detachSubnodes(into nodes: inout [LayoutNode]) {
        nodes.append(contentsOf: children)
        children = []
    }

    /// The frame a `GeometryReader` in a background of this node would report in `.global`:
    /// the layout frame moved by every ancestor's offset and by this node's own offsets applied
    /// after the first `count` effects.
    final func globalFrame(afterEffects count: Int = 0) -> CGRect {
        var dx = inheritedOffset.width
        var dy = inheritedOffset.height
        for effect in effects.dropFirst(count) {
            if let offset = effect.offset {
                dx += offset.width
                dy += offset.height
            }
        }
        return frame.translatedBy(dx: dx, dy: dy)
    }
}

/// What a node needs to know while it is placed: the accumulated offset of its ancestors, and
/// the services to resolve views whose content depends on their size (`GeometryReader`).
struct PlacementContext {
    /// Offsets of every ancestor, summed.
    var offset: CGSize
    /// The global origins of the named coordinate spaces around the node.
    var namedOrigins: [AnyHashable: CGPoint] = [:]
    /// The safe area around the node, or `nil` in a window without one.
    var safeArea: SafeAreaRegion?
    /// When the parent is right to left: the sum of its left and right edges, about which the
    /// node's x is mirrored (x' = axis − x − width).
    var mirrorAxis: CGFloat?
    /// The session that resolves views laid out late.
    // The session outlives every placement pass.
    unowned(unsafe) let session: LayoutSession

    init(offset: CGSize, safeArea: SafeAreaRegion? = nil, session: LayoutSession) {
        self.offset = offset
        self.safeArea = safeArea
        self.session = session
    }

    func offsetBy(_ delta: CGSize) -> PlacementContext {
        var copy = self
        copy.offset.width += delta.width
        copy.offset.height += delta.height
        return copy
    }
}
