extension View {
    /// Tags this view with `tag`: the value a `Picker` (or a `TabView`) selects it by. It has
    /// no effect on layout.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> ModifiedContent<Self, _TagModifier> {
        modifier(_TagModifier(value: AnyHashable(tag)))
    }
}

/// The modifier `tag(_:)` adds: it keeps the tag where a container can read it.
public struct _TagModifier: _PrimitiveViewModifier {
    /// The tag.
    public let value: AnyHashable

    public func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        resolver.resolve(content, applying: ContainerTagModifier(value: value))
    }
}

/// Keeps a tag among the container values of the tagged view's nodes, where a custom
/// container's `Subview` reads it.
private struct ContainerTagModifier: NodeAttributeModifier {
    let value: AnyHashable

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        ContainerValues.update(node) { $0.tag = value }
    }
}

/// A view that carries a tag (`tag(_:)` was applied to it last).
public protocol _TaggedView: View {
    /// The tag.
    var _tag: AnyHashable { get }
}

extension ModifiedContent: _TaggedView where Content: View, Modifier == _TagModifier {
    public var _tag: AnyHashable { modifier.value }
}
