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
        content._resolve(into: resolver)
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
