// Lifecycle and data: accepted with SwiftUI's signatures. A still picture shows the views as
// their initial state describes them: appearance actions and tasks are not run (a task could
// change the state after the picture is taken; running it would make pictures depend on time).
// Under a `ViewHost` (Runtime/), `onAppear`, `onDisappear`, `onChange(of:)` and `onSubmit` run,
// and tasks run on an executor the host drains (ViewHost+Tasks).

extension View {
    /// Runs `action` when the view appears (not run in a still picture, which shows the initial
    /// state; run once per appearance under a ``ViewHost``).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(kind: .appear) { action.map { .action($0) } })
    }
    /// Runs `action` when the view disappears (never in a still picture; under a ``ViewHost``
    /// when an update no longer has the view).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(kind: .disappear) { action.map { .action($0) } })
    }
    /// Starts `action` as a task when the view appears, and cancels it when the view
    /// disappears (never in a still picture; under a ``ViewHost``, after the update that placed
    /// the view, on an executor the host drains: see ``ViewHost/settle()``).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: true, priority: priority, action: action))
    }
    /// Starts `action` as a task when the view appears and again, the running one cancelled,
    /// whenever `id` changes; cancels it when the view disappears (under a ``ViewHost`` only).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
    /// Runs `action` with the old and new value when `value` changes (never in a still picture;
    /// after the update that changed it under a ``ViewHost``).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(LifecycleModifier(kind: .change) { .watching(value, initial: initial, action) })
    }
    /// Runs `action` when `value` changes (never in a still picture; under a ``ViewHost``, yes).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(LifecycleModifier(kind: .change) { .watching(value, initial: initial) { _, _ in action() } })
    }
    /// Runs `action` with the new value when `value` changes (SwiftUI's older form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(LifecycleModifier(kind: .change) { .watching(value, initial: false) { _, new in action(new) } })
    }
    /// Makes the view refreshable with `action` (never run).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Runs `action` when the user submits a text field inside (never in a still picture;
    /// `ViewHost.submit(_:)` submits one).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(SubmitModifier(triggers: triggers, action: action))
    }
    /// Runs `action` when the app is asked to open a URL (never).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

/// What submits a value: SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// A value kept in the user's defaults: SwiftUI's `@AppStorage`. Trellis keeps no defaults: the
/// value is the default given, changed only while one layout runs.
@propertyWrapper
public struct AppStorage<Value> {
    private let state: State<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage: RuntimeBoundProperty {
    // Kept per view as `@State` is (there are no user defaults to share it through).
    func bind(in runtime: ViewRuntime, key: StateKey) { state.bind(in: runtime, key: key) }
}

extension SceneStorage: RuntimeBoundProperty {
    func bind(in runtime: ViewRuntime, key: StateKey) { state.bind(in: runtime, key: key) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: nil, key, store: store)
    }
}

/// A value kept with the scene: SwiftUI's `@SceneStorage`, here its default value.
@propertyWrapper
public struct SceneStorage<Value> {
    private let state: State<Value>

    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }
}

/// A length that scales with Dynamic Type: SwiftUI's `@ScaledMetric`. Read while a view is
/// made, it is the base value times the text style's size at the environment's
/// `dynamicTypeSize` over its size at `.large` (the base value itself at the default size).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public var wrappedValue: Value {
        let resolver = ActiveResolver.current?.resolver
        let size = resolver?.environment.dynamicTypeSize ?? .large
        resolver?.runtime?.recordEnvironmentRead({ $0.dynamicTypeSize }, saw: size)
        return baseValue * Value(size.scale(relativeTo: textStyle))
    }
}

/// An observable object from an ancestor's `environmentObject(_:)`: SwiftUI's
/// `@EnvironmentObject`. Reading one no ancestor provided stops, as in SwiftUI, with its message.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let resolver = ActiveResolver.current?.resolver, let object = resolver.environment[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        // Under a runtime, a view reading the object is updated when it changes, or when an
        // ancestor supplies another.
        if let runtime = resolver.runtime {
            runtime.observe(object)
            runtime.recordEnvironmentRead({ $0[EnvironmentObjectKey<ObjectType>.self].map(ObjectIdentifier.init) }, saw: ObjectIdentifier(object))
        }
        return object
    }

    public var projectedValue: EnvironmentObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }, origin: BindingOrigin(root: object, keyPath))
    }
}

/// Where `environmentObject(_:)` keeps an object, one key per type.
enum EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of this view's descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.self) { $0[EnvironmentObjectKey<T>.self] = object }
    }
}
