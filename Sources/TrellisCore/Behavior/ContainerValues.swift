/// Container values: iOS 18's values a view sets for the custom container it is a subview of,
/// which that container reads from its `Subview`s. Trellis has no `Subview` collections yet
/// (docs/api-surface.md), so no container reads them: `containerValue(_:_:)` is accepted and
/// changes nothing drawn.

/// A key of a container value: SwiftUI's `ContainerValueKey`.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The container values of a subview: SwiftUI's `ContainerValues`.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var tag: AnyHashable?

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

extension View {
    /// Sets a value for the custom container this view is in (no container reads it here).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View { self }
}
