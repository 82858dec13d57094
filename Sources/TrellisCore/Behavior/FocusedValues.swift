// Focused values: the values the focused view publishes to commands and other scenes. Nothing
// has focus in a still picture, so every focused value reads nil.

/// A key of a focused value: SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}

/// The values the focused view publishes: SwiftUI's `FocusedValues`. Always empty here.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    /// The value of `key` (nil: nothing is focused).
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A focused view's value: SwiftUI's `@FocusedValue` (always nil here).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// The focused value of an observable type.
    public init(_ objectType: Value.Type) where Value: AnyObject {}
    public var wrappedValue: Value? { nil }
}

/// A binding a focused view publishes: SwiftUI's `@FocusedBinding` (always nil here).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

/// An observable object a focused view publishes: SwiftUI's `@FocusedObject` (always nil here).
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}

extension View {
    /// Publishes `value` under `keyPath` while this view has focus (it never has, here).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    /// Publishes `value` under `keyPath` while this view has focus (it never has, here).
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes an observable `object` while this view has focus (it never has, here).
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Publishes `value` under `keyPath` while this view's scene is active (accepted).
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }
    /// Publishes `value` under `keyPath` while this view's scene is active (accepted).
    @_disfavoredOverload
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View { self }
    /// Publishes an observable `object` while this view's scene is active (accepted).
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Publishes `object` while this view has focus (it never has, here).
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }
    /// Publishes `object` while this view has focus (it never has, here).
    @_disfavoredOverload
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes `object` while this view's scene is active (accepted).
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }
    /// Publishes `object` while this view's scene is active (accepted).
    @_disfavoredOverload
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
