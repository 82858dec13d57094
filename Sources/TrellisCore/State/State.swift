/// A value a view owns: SwiftUI's `@State`. Laid out once, the value is the initial one unless
/// the view changes it while its body is computed; under a ``ViewHost`` the runtime keeps it per
/// view identity across updates.
@propertyWrapper
public struct State<Value> {
    fileprivate final class Storage {
        var value: Value
        /// Where a runtime keeps the value, when one does: reads and writes (bindings captured
        /// in actions included) go there, so they outlive this view value.
        var location: StateLocation<Value>?
        init(_ value: Value) { self.value = value }

        var current: Value {
            get { location?.value ?? value }
            set {
                if let location {
                    location.value = newValue
                } else {
                    value = newValue
                }
            }
        }
    }

    private let storage: Storage

    public init(wrappedValue value: Value) {
        storage = Storage(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { storage.current }
        nonmutating set { storage.current = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        // Under a runtime the binding is known by the kept location, which outlives this value.
        return Binding(get: { storage.current }, set: { storage.current = $0 }, origin: bindingOrigin)
    }
}

extension State {
    /// Where the value lives, for bindings to it (see ``BindingOrigin``).
    var bindingOrigin: BindingOrigin { BindingOrigin(root: storage.location ?? storage) }
}

extension State: RuntimeBoundProperty {
    func bind(in runtime: ViewRuntime, key: StateKey) {
        let storage = self.storage
        storage.location = runtime.location(for: key, initial: { storage.value })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// An observable object passed to a view: SwiftUI's `@ObservedObject`.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: ObservedObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }, origin: BindingOrigin(root: object, keyPath))
    }
}

extension ObservedObject: RuntimeObservedProperty {
    func observe(in runtime: ViewRuntime, by identity: ViewIdentity) { runtime.observe(wrappedValue, by: identity) }
}

/// An observable object a view owns: SwiftUI's `@StateObject`. The object is made when the
/// view is first resolved; under a ``ViewHost`` the runtime keeps it per view identity, so it is
/// made once for as long as the view is there.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    fileprivate final class Storage {
        let make: () -> ObjectType
        var object: ObjectType?
        init(_ make: @escaping () -> ObjectType) { self.make = make }

        var current: ObjectType {
            if let object { return object }
            let made = make()
            object = made
            return made
        }
    }

    private let storage: Storage

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(thunk)
    }

    public var wrappedValue: ObjectType { storage.current }

    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }
}

extension StateObject: RuntimeBoundProperty {
    func bind(in runtime: ViewRuntime, key: StateKey) {
        let storage = self.storage
        // The kept object is made once per identity: a new view value's thunk is not called.
        let location = runtime.location(for: key, initial: { storage.current })
        let object = location.value
        storage.object = object
        runtime.observe(object, by: key.identity)
    }
}
