/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value for a view whose ancestors set none.
    static var defaultValue: Value { get }
}

/// The values that flow down a view tree: fonts, line limits, the display scale…
///
/// Set them with `.environment(\.keyPath, value)` (or modifiers like `.font`), read them with
/// `@Environment(\.keyPath)`. Add your own with an ``EnvironmentKey`` and a computed property.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The default environment (an iPhone-like display at scale 3, left-to-right).
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped first: a missing entry must give the default even when the value type
            // is optional (`nil as? T?` would succeed as `nil`).
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

extension EnvironmentValues: RuntimeComparableProperty {
    /// The same entries with the same values: a body reading the whole environment
    /// (`@Environment(\.self)`) is reused when an update made it again alike.
    func isSame(as other: Any) -> Bool {
        guard let other = other as? EnvironmentValues, values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let otherValue = other.values[key], SameValue.isSameAny(value, otherValue) else { return false }
        }
        return true
    }
}

/// A property wrapper that reads a value from the view's environment: SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the point in the tree where the view's body is being computed; in an
    /// action a ``ViewHost`` runs (a tap, a submit), the value where the view acted on was
    /// resolved, so that `dismiss()` in a button's action dismisses the button's sheet; the
    /// default environment elsewhere.
    public var wrappedValue: Value {
        if let resolver = ActiveResolver.current?.resolver {
            let value = resolver.environment[keyPath: keyPath]
            // Under a runtime, the body reading it is made again when the value is different.
            if let runtime = resolver.runtime {
                let keyPath = self.keyPath
                runtime.recordEnvironmentRead({ $0[keyPath: keyPath] }, saw: value)
            }
            return value
        }
        let environment = ActionEnvironment.current?.values ?? EnvironmentValues()
        return environment[keyPath: keyPath]
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentWriter { $0[keyPath: keyPath] = value })
    }
}

extension View {
    /// Changes an environment value for this view and its descendants with `transform`, which
    /// receives the value set above.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
    }
}

/// A modifier that changes the environment of its content; it has no layout of its own.
struct _EnvironmentWriter: _PrimitiveViewModifier {
    let transform: (inout EnvironmentValues) -> Void

    func _resolve<Content: View>(content: Content, into resolver: _ViewResolver) {
        resolver.withEnvironment(transform) {
            content._resolve(into: resolver)
        }
    }
}
