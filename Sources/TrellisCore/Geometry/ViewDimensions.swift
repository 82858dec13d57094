/// A view's size and its alignment guides, as its parent sees it.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// Where explicit guides come from: the measured node and the proposal it answered. The
    /// tree owns its nodes for longer than any dimensions computed during layout, so the
    /// reference is neither retained nor released.
    private let node: Unmanaged<LayoutNode>?
    let proposal: ProposedViewSize
    /// The kinds of guide the node may set explicitly, copied so that the common case (none)
    /// is answered without touching the node.
    private let explicitGuides: LayoutNode.ExplicitGuides

    init(size: CGSize, source: LayoutNode?, proposal: ProposedViewSize) {
        self.size = size
        node = source.map { Unmanaged.passUnretained($0) }
        explicitGuides = source?.explicitGuides ?? []
        self.proposal = proposal
    }

    /// The measured node, if any.
    var source: LayoutNode? { node?.takeUnretainedValue() }

    /// Whether the view sets no guide explicitly (nearly every view).
    var setsNoGuide: Bool { explicitGuides.isEmpty }

    /// Whether the view may set the guide identified by `key` explicitly.
    @inline(__always)
    func mayHaveExplicitValue(_ key: AlignmentKey) -> Bool {
        !explicitGuides.isEmpty && explicitGuides.contains(LayoutNode.ExplicitGuides(key))
    }

    /// The explicit value of the guide identified by `key`, or `nil`.
    @inline(__always)
    private func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard !explicitGuides.isEmpty, explicitGuides.contains(LayoutNode.ExplicitGuides(key)), let node else { return nil }
        return node._withUnsafeGuaranteedRef { $0.explicitValue(key, size: size, proposal: proposal) }
    }

    /// The value of a horizontal guide: its explicit value if the view sets one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[guide.key]
    }

    /// The value of a vertical guide: its explicit value if the view sets one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[guide.key]
    }

    /// The explicit value of a horizontal guide, or `nil` when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue(guide.key)
    }

    /// The explicit value of a vertical guide, or `nil` when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue(guide.key)
    }

    /// The value of the guide identified by `key`.
    subscript(key: AlignmentKey) -> CGFloat {
        if let explicit = explicitValue(key) { return explicit }
        if let fraction = key.standardFraction {
            return fraction * (key.axis == .horizontal ? size.width : size.height)
        }
        return key.id.defaultValue(in: self)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.source === rhs.source && lhs.proposal == rhs.proposal
    }
}
