/// Container values: iOS 18's values a view sets for the custom container it is a subview of,
/// which that container reads from its `Subview`s (`subview.containerValues.icon`). They travel
/// on the view's node, read through the modifiers around it, outermost first.

/// A key of a container value: SwiftUI's `ContainerValueKey`.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The container values of a subview: SwiftUI's `ContainerValues`.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]
    var tag: AnyHashable?

    public init() {}

    /// The value of `key`, or its default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The subview's tag, if it is of `type`.
    public func tag<V: Hashable>(for type: V.Type) -> V? { tag?.base as? V }
    /// Whether the subview's tag is `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool { self.tag == AnyHashable(tag) }
}

extension ContainerValues {
    /// The values set on `node`, or on the view a chain of modifiers around it wraps; a value
    /// set further out wins.
    static func of(_ node: LayoutNode) -> ContainerValues {
        var merged = ContainerValues()
        var current: LayoutNode? = node
        while let candidate = current {
            if let set = candidate.layoutValues[storageKey] as? ContainerValues {
                merged.values.merge(set.values) { outer, _ in outer }
                if merged.tag == nil { merged.tag = set.tag }
            }
            switch candidate {
            case let unary as UnaryLayoutNode: current = unary.child
            case let overlay as OverlayNode: current = overlay.primary
            default: current = nil
            }
        }
        return merged
    }

    /// Where a node keeps the values set on it, among its layout values.
    static let storageKey = ObjectIdentifier(ContainerValues.self)

    /// Changes the values kept on `node`.
    static func update(_ node: LayoutNode, _ change: (inout ContainerValues) -> Void) {
        var values = node.layoutValues[storageKey] as? ContainerValues ?? ContainerValues()
        change(&values)
        node.layoutValues[storageKey] = values
    }
}

extension View {
    /// Sets a value for the custom container this view is in, which reads it from the view's
    /// ``Subview/containerValues``.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueModifier { $0[keyPath: keyPath] = value })
    }
}

private struct ContainerValueModifier: NodeAttributeModifier {
    let set: (inout ContainerValues) -> Void

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        ContainerValues.update(node, set)
    }
}
