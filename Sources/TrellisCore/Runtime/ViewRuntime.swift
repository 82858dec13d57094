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
/// An update evaluates again only the bodies invalidated (they read state that was written, or
/// hold a model that changed) and those whose view value or environment reads differ; the
/// others' last bodies are reused. The tree is still resolved into new nodes and laid out from
/// scratch (register V1).
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
    /// Invalidations from outside updates: models that changed, updates asked for.
    let invalidations = RuntimeInvalidations()
    /// Subscriptions to the `objectWillChange` of the observable objects views hold.
    var objectSubscriptions: [ObjectIdentifier: AnyCancellable] = [:]

    /// Whether a write or a model change calls for another update.
    var needsUpdate: Bool { !dirty.isEmpty || invalidations.isPending }

    func recordRead(of location: AnyStateLocation) {
        if let reader = readers.last { location.readers.insert(reader) }
        recording?.state.append(location)
    }

    func recordWrite(to location: AnyStateLocation) {
        // A value no body read changes nothing on screen, as in SwiftUI.
        dirty.formUnion(location.readers)
    }

    /// Records that the body being made read an environment value (`@Environment` and the
    /// like), so that the body is made again when the value is different.
    func recordEnvironmentRead<Value>(_ read: @escaping (EnvironmentValues) -> Value, saw value: Value) {
        recording?.environment.append(EnvironmentRead(read, saw: value))
    }

    // MARK: Bodies

    /// How many bodies (views' and custom modifiers') the current or last update evaluated.
    private(set) var bodyEvaluations = 0
    /// How many bodies the current or last update found invalidated when it began.
    private(set) var invalidatedAtStart = 0
    /// The bodies invalidated and not yet evaluated again in the current update.
    private var pending: Set<ViewIdentity> = []
    /// Each body's last evaluation, by identity.
    private var kept: [ViewIdentity: KeptBody] = [:]
    /// The bodies the current update reached (evaluated or reused).
    private var reached: Set<ViewIdentity> = []
    /// What the body being made reads, while it is made.
    private var recording: BodyReads?

    /// Resolves the body of `owner` (a custom view or modifier) at its identity: binds its kept
    /// properties, and resolves with `resolve` the body its last evaluation made when nothing it
    /// depends on changed (its value, the state and environment values it read), else the body
    /// `makeBody` makes now, recording what that reads.
    func evaluateBody<Owner, Body>(
        of owner: Owner, in environment: EnvironmentValues, _ makeBody: () -> Body, resolve: (Body) -> Void
    ) {
        path.append(.body(ObjectIdentifier(Owner.self)))
        defer { path.removeLast() }
        let identity = ViewIdentity(components: path)
        bindProperties(of: owner, identity: identity)
        readers.append(identity)
        defer { readers.removeLast() }
        reached.insert(identity)
        let isInvalidated = !pending.isEmpty && pending.contains(identity)
        if !isInvalidated, !(owner is _BodyEvaluatedEveryUpdate), let last = kept[identity], let body = last.body as? Body,
            last.isCurrent(for: owner, in: environment)
        {
            for location in last.reads.state { location.readers.insert(identity) }
            resolve(body)
            return
        }
        pending.remove(identity)
        bodyEvaluations += 1
        let outer = recording
        recording = BodyReads()
        let invalidations = self.invalidations
        let sendable = SendableIdentity(identity: identity)
        // `@Observable` models read by the body are observed, as SwiftUI observes them.
        let body = withObservationTracking(makeBody, onChange: { invalidations.invalidate(sendable.identity) })
        kept[identity] = KeptBody(owner: owner, body: body, reads: recording ?? BodyReads())
        recording = outer
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
                observed.observe(in: self, by: identity)
                found = true
            } else if child.value is DynamicProperty {
                // A custom property wrapper keeps its own `@State`s, as SwiftUI looks into them.
                found = bindProperties(in: Mirror(reflecting: child.value), prefix: prefix + label + ".", identity: identity) || found
            }
        }
        return found
    }

    // MARK: Updates

    /// Starts an update: the bodies invalidated since the last one are to be evaluated again,
    /// and what the last one recorded is recorded again.
    func beginUpdate() {
        bodyEvaluations = 0
        liveKeys = []
        pending = dirty.union(invalidations.take())
        invalidatedAtStart = pending.count
        dirty = []
        reached = []
        for location in locations.values { location.readers = [] }
        lifecycle.beginUpdate()
    }

    /// Starts the current update again from scratch (a tree too deep for the calling thread is
    /// resolved again on a thread with a large stack): what the abandoned pass recorded is
    /// forgotten, what the last update recorded is kept to compare with. Bodies the abandoned
    /// pass evaluated are kept: they are current.
    func restartUpdate() {
        bodyEvaluations = 0
        liveKeys = []
        reached = []
        for location in locations.values { location.readers = [] }
        lifecycle.restartUpdate()
    }

    /// Ends an update: the state and bodies of views that are gone are dropped (a view that
    /// comes back starts again from its initial values, as in SwiftUI), and the lifecycle
    /// actions due are returned for the host to run.
    func endUpdate() -> [() -> Void] {
        locations = locations.filter { liveKeys.contains($0.key) }
        // Every body reached is kept: when as many are kept, none is gone.
        if kept.count != reached.count { kept = kept.filter { reached.contains($0.key) } }
        invalidations.keepHolders(in: reached)
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

/// An `ObservableObject` a view holds (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`):
/// the runtime subscribes to its `objectWillChange`.
protocol RuntimeObservedProperty {
    func observe(in runtime: ViewRuntime, by identity: ViewIdentity)
}

extension ViewRuntime {
    /// Subscribes once to `object`'s changes, which invalidate the bodies holding it: the one
    /// at `identity`, or else the body being evaluated.
    func observe<Object: ObservableObject>(_ object: Object, by identity: ViewIdentity? = nil) {
        let key = ObjectIdentifier(object)
        invalidations.hold(key, by: identity ?? readers.last)
        guard objectSubscriptions[key] == nil else { return }
        let invalidations = self.invalidations
        objectSubscriptions[key] = object.objectWillChange.sink { _ in invalidations.objectWillChange(key) }
    }
}

extension Optional where Wrapped == ViewRuntime {
    /// Resolves `body` one identity step further down when there is a runtime, else just runs it.
    func within<T>(_ component: IdentityComponent, _ body: () -> T) -> T {
        if let runtime = self { return runtime.within(component, body) }
        return body()
    }
}
