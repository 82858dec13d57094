/// A two-way connection to a value owned elsewhere: SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    /// Where the value lives, when the binding was made from a view's state or a model (nil
    /// for one made from closures): two bindings with one origin are the same binding, which
    /// lets an update see that a view given `$count` again was given nothing new.
    let origin: BindingOrigin?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, origin: nil)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, origin: BindingOrigin?) {
        getValue = get
        setValue = set
        self.origin = origin
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 },
            origin: origin?.appending(keyPath))
    }
}

/// Where a ``Binding``'s value lives: an object (a runtime's kept location, a model) and the
/// key paths from it to the value.
struct BindingOrigin: Equatable {
    let root: AnyObject
    let path: [AnyKeyPath]

    init(root: AnyObject, _ path: AnyKeyPath...) {
        self.root = root
        self.path = path
    }

    private init(root: AnyObject, path: [AnyKeyPath]) {
        self.root = root
        self.path = path
    }

    func appending(_ keyPath: AnyKeyPath) -> BindingOrigin {
        BindingOrigin(root: root, path: path + [keyPath])
    }

    static func == (lhs: BindingOrigin, rhs: BindingOrigin) -> Bool {
        lhs.root === rhs.root && lhs.path == rhs.path
    }
}
