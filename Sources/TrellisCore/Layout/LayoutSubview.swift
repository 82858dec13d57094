/// A proxy for one subview of a `Layout` container: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    // The container keeps its children alive for as long as its subviews exist.
    unowned(unsafe) let node: LayoutNode
    let index: Int
    unowned(unsafe) let container: ContainerNode

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(proposal)
    }

    /// Places the subview: `anchor` of the subview (top-leading by default) goes to `position`,
    /// and the subview is given `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        container.record(index: index, origin: origin, proposal: proposal)
    }

    /// The subview's layout priority (`layoutPriority`; −∞ for a Spacer).
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// The subviews of a `Layout` container.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]
    /// The subviews' nodes, in order (for the built-in stacks, which measure nodes directly).
    let nodes: [LayoutNode]

    init(nodes: [LayoutNode], container: ContainerNode?) {
        self.nodes = nodes
        if let container {
            var elements: [LayoutSubview] = []
            elements.reserveCapacity(nodes.count)
            for (index, node) in nodes.enumerated() {
                elements.append(LayoutSubview(node: node, index: index, container: container))
            }
            self.elements = elements
        } else {
            elements = []
        }
    }

    private init(elements: [LayoutSubview]) {
        self.elements = elements
        nodes = elements.map(\.node)
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements: Array(elements[bounds])) }

    /// The layout direction of the container.
    public var layoutDirection: LayoutDirection {
        elements.first?.container.environment.layoutDirection ?? .leftToRight
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elements == rhs.elements
    }

    /// The default merge of the subviews' explicit values for `key`, with the subviews placed
    /// as the container would place them in `bounds`.
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        guard key.merge != .standard, let container = elements.first?.container else { return nil }
        var merged = ExplicitGuideMerge(key)
        for (subview, placement) in zip(elements, container.placements(in: bounds, proposal: proposal)) {
            merged.add(subview.node, origin: placement.origin, proposal: placement.proposal, boundsOrigin: bounds.origin)
        }
        return merged.value
    }
}

/// A key for a value that a subview passes to its `Layout` container.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Sets a value that the enclosing `Layout` reads through `LayoutSubview`'s subscript.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

private struct LayoutValueModifier: NodeAttributeModifier {
    let key: ObjectIdentifier
    let value: Any

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        node.layoutValues[key] = value
    }
}
