// Observable models (the Observation module's `@Observable`), as SwiftUI reads them: through
// `@Bindable`, `@Environment(Model.self)` and `environment(_:)`. A still picture reads the
// current values; nothing is observed.
public import Observation

/// Bindings to the properties of an observable object: SwiftUI's `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }, origin: BindingOrigin(root: object, keyPath))
    }
}

/// Where `environment(_:)` keeps an observable object, one key per type.
enum ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension Environment {
    /// Reads the observable object of type `objectType` an ancestor supplied with
    /// `environment(_:)`. Reading one no ancestor supplied stops with SwiftUI's message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\.[observable: ObservableKeyPathBox<Value>()])
    }

    /// Reads the observable object of type `objectType`, or nil when no ancestor supplied one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\.[optionalObservable: ObservableKeyPathBox<T>()])
    }
}

/// A hashable stand-in for an observable type, so a key path can name the type.
public struct ObservableKeyPathBox<Object: AnyObject>: Hashable, Sendable {
    init() {}
}

extension EnvironmentValues {
    /// The observable object of a type, supplied by `environment(_:)`.
    public subscript<Object: AnyObject>(observable box: ObservableKeyPathBox<Object>) -> Object {
        guard let object = self[ObservableObjectKey<Object>.self] else {
            fatalError("No Observable object of type \(Object.self) found. A View.environmentObject(_:) for "
                + "\(Object.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// The observable object of a type, or nil.
    public subscript<Object: AnyObject>(optionalObservable box: ObservableKeyPathBox<Object>) -> Object? {
        self[ObservableObjectKey<Object>.self]
    }
}

extension View {
    /// Supplies the observable `object` to this view's descendants' `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.self) { $0[ObservableObjectKey<T>.self] = object }
    }
}
