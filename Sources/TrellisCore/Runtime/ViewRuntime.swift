#if canImport(Combine)
import Combine
#else
import OpenCombineShim
#endif

/// Keeps a view tree alive across updates, as SwiftUI's view graph does: the state of each
/// view (per ``ViewIdentity``), which bodies read which state, the actions lifecycle modifiers
/// registered, and how many bodies each update evaluated.
///
/// A runtime is attached to a layout session only by ``ViewHost``; the resolver asks for it
/// (`_ViewResolver.runtime`) and, when there is none (every plain layout), computes nothing of
/// this. The layout algorithms never see it.
///
/// One update re-resolves the whole tree with the kept state (register V1): the dirty set says
/// which bodies a write invalidated, for the incremental update to come.
final class ViewRuntime {
    // MARK: Identity

    /// The identity path of the view being resolved.
    private(set) var path: [IdentityComponent] = []

    /// Resolves `body` one structural step further down.
    @inline(__always)
    func within<T>(_ component: IdentityComponent, _ body: () -> T) -> T {
        path.append(component)
        defer { path.removeLast() }
        return body()
    }

    /// Resolves `body` at a path saved earlier: content made again where it was declared
    /// (a subview drawn by its container, a `GeometryReader`'s content made at placement) keeps
    /// the identity it had there.
    func at<T>(_ saved: [IdentityComponent], _ body: () -> T) -> T {
        let current = path
        path = saved
        defer { path = current }
        return body()
    }

    /// The identity of the view at the current path.
    var identity: ViewIdentity { ViewIdentity(components: path) }

    // MARK: State

    /// Every kept value, by view identity and property label.
    private var locations: [StateKey: AnyStateLocation] = [:]
    /// The keys bound during the current update: the others belong to views that are gone.
    private var liveKeys: Set<StateKey> = []
    /// Types found to have no kept properties, so that they are not reflected again.
    private var typesWithoutProperties: Set<ObjectIdentifier> = []

    /// The location of the value kept under `key`, made from `initial` the first time.
    func location<Value>(for key: StateKey, initial: () -> Value) -> StateLocation<Value> {
        liveKeys.insert(key)
        if let kept = locations[key] as? StateLocation<Value> { return kept }
        let made = StateLocation(initial(), runtime: self)
        locations[key] = made
        return made
    }

    /// How many values the runtime keeps (for tests of state being dropped).
    var keptValueCount: Int { locations.count }

    // MARK: Reads, writes and invalidation

    /// The bodies being evaluated, innermost last: a read is recorded against the last.
    private var readers: [ViewIdentity] = []
    /// Bodies whose state changed since they were evaluated.
    private(set) var dirty: Set<ViewIdentity> = []
    /// Set when an observed model (`@Observable`, an `ObservableObject`) changed.
    let modelChanges = ModelChangeFlag()
    /// Subscriptions to the `objectWillChange` of the observable objects views hold.
    var objectSubscriptions: [ObjectIdentifier: AnyCancellable] = [:]

    /// Whether a write or a model change calls for another update.
    var needsUpdate: Bool { !dirty.isEmpty || modelChanges.isSet }

    func recordRead(of location: AnyStateLocation) {
        if let reader = readers.last { location.readers.insert(reader) }
    }

    func recordWrite(to location: AnyStateLocation) {
        // A value no body read changes nothing on screen, as in SwiftUI.
        dirty.formUnion(location.readers)
    }

    // MARK: Bodies

    /// How many bodies (views' and custom modifiers') the current or last update evaluated.
    private(set) var bodyEvaluations = 0

    /// Evaluates the body of `owner` (a custom view or modifier) at its identity: binds its kept
    /// properties, records what the body reads, and resolves the body with `resolve`.
    func evaluateBody<Owner, Body>(of owner: Owner, _ makeBody: () -> Body, resolve: (Body) -> Void) {
        path.append(.body(ObjectIdentifier(Owner.self)))
        defer { path.removeLast() }
        let identity = ViewIdentity(components: path)
        bindProperties(of: owner, identity: identity)
        readers.append(identity)
        defer { readers.removeLast() }
        bodyEvaluations += 1
        let flag = modelChanges
        // `@Observable` models read by the body are observed, as SwiftUI observes them.
        let body = withObservationTracking(makeBody, onChange: { flag.set() })
        resolve(body)
    }

    /// Binds the kept properties of `owner` (found by reflection) to their locations.
    private func bindProperties(of owner: Any, identity: ViewIdentity) {
        let type = ObjectIdentifier(Swift.type(of: owner))
        guard !typesWithoutProperties.contains(type) else { return }
        if !bindProperties(in: Mirror(reflecting: owner), prefix: "", identity: identity) {
            typesWithoutProperties.insert(type)
        }
    }

    /// Whether `mirror` had any property the runtime binds or observes.
    private func bindProperties(in mirror: Mirror, prefix: String, identity: ViewIdentity) -> Bool {
        var found = false
        for child in mirror.children {
            guard let label = child.label else { continue }
            if let bound = child.value as? RuntimeBoundProperty {
                bound.bind(in: self, key: StateKey(identity: identity, label: prefix + label))
                found = true
            } else if let observed = child.value as? RuntimeObservedProperty {
                observed.observe(in: self)
                found = true
            } else if child.value is DynamicProperty {
                // A custom property wrapper keeps its own `@State`s, as SwiftUI looks into them.
                found = bindProperties(in: Mirror(reflecting: child.value), prefix: prefix + label + ".", identity: identity) || found
            }
        }
        return found
    }

    // MARK: Updates

    /// Starts an update: what the last one recorded is recorded again.
    func beginUpdate() {
        bodyEvaluations = 0
        liveKeys = []
        dirty = []
        modelChanges.reset()
        for location in locations.values { location.readers = [] }
        lifecycle.beginUpdate()
    }

    /// Starts the current update again from scratch (a tree too deep for the calling thread is
    /// resolved again on a thread with a large stack): what the abandoned pass recorded is
    /// forgotten, what the last update recorded is kept to compare with.
    func restartUpdate() {
        bodyEvaluations = 0
        liveKeys = []
        for location in locations.values { location.readers = [] }
        lifecycle.restartUpdate()
    }

    /// Ends an update: the state of views that are gone is dropped (a view that comes back
    /// starts again from its initial values, as in SwiftUI), and the lifecycle actions due are
    /// returned for the host to run.
    func endUpdate() -> [() -> Void] {
        locations = locations.filter { liveKeys.contains($0.key) }
        return lifecycle.endUpdate()
    }

    // MARK: Lifecycle

    let lifecycle = LifecycleRegistry()

    /// Where the views' tasks run: the host drains it (see ``HostTaskExecutor``).
    let taskExecutor = HostTaskExecutor()

    /// Set once a `focused(_:)` was resolved: the host then follows `@FocusState` writes.
    var hasFocusBindings = false

    /// The root of the host's current layout, for actions that look for a placed view
    /// (`ScrollViewProxy.scrollTo`). Weak: the host's layout keeps it.
    weak var currentRoot: LayoutNode?

    /// Registers what a lifecycle modifier at the current path asks for.
    func register(_ kind: LifecycleRegistry.Kind, _ registration: LifecycleRegistry.Registration) {
        lifecycle.register(kind, at: path, registration)
    }
}

/// Set from any thread when an observed model changes (Observation calls its `onChange` where
/// the model was written); read by the host between updates.
final class ModelChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var changed = false

    func set() { lock.withLock { changed = true } }
    func reset() { lock.withLock { changed = false } }
    var isSet: Bool { lock.withLock { changed } }
}

/// An `ObservableObject` a view holds (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`):
/// the runtime subscribes to its `objectWillChange`.
protocol RuntimeObservedProperty {
    func observe(in runtime: ViewRuntime)
}

extension ViewRuntime {
    /// Subscribes once to `object`'s changes: any of them calls for an update.
    func observe<Object: ObservableObject>(_ object: Object) {
        let key = ObjectIdentifier(object)
        guard objectSubscriptions[key] == nil else { return }
        let flag = modelChanges
        objectSubscriptions[key] = object.objectWillChange.sink { _ in flag.set() }
    }
}

extension Optional where Wrapped == ViewRuntime {
    /// Resolves `body` one identity step further down when there is a runtime, else just runs it.
    func within<T>(_ component: IdentityComponent, _ body: () -> T) -> T {
        if let runtime = self { return runtime.within(component, body) }
        return body()
    }
}
