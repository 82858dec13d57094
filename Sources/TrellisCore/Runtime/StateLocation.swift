/// Where a ``ViewRuntime`` keeps one `@State` (or `@StateObject`, `@FocusState`) value for one
/// view identity, so that it outlives the view values that are made again at every update.
///
/// A property wrapper bound to a location forwards its reads and writes here; reads are
/// recorded against the body being evaluated, writes mark those bodies dirty.
class AnyStateLocation {
    /// The runtime that keeps this location (weak: a binding kept past its host writes nowhere).
    weak var runtime: ViewRuntime?
    /// The identities whose bodies read this value during the last update.
    var readers: Set<ViewIdentity> = []

    init(runtime: ViewRuntime) {
        self.runtime = runtime
    }

    final func didRead() {
        runtime?.recordRead(of: self)
    }

    final func didWrite() {
        runtime?.recordWrite(to: self)
    }
}

/// A kept value of type `Value`.
final class StateLocation<Value>: AnyStateLocation {
    private var stored: Value

    init(_ value: Value, runtime: ViewRuntime) {
        stored = value
        super.init(runtime: runtime)
    }

    var value: Value {
        get {
            didRead()
            return stored
        }
        set {
            stored = newValue
            didWrite()
        }
    }
}

/// A property wrapper whose value the runtime keeps per view identity (`@State`,
/// `@StateObject`, `@FocusState`): the runtime finds them in a view by reflection and binds
/// each to its location, made from the wrapper's initial value the first time.
protocol RuntimeBoundProperty {
    /// Binds this wrapper's storage to the location `runtime` keeps under `key`.
    func bind(in runtime: ViewRuntime, key: StateKey)
}

/// The key of a kept value: the view's identity and the property's label (`_count`).
struct StateKey: Hashable {
    let identity: ViewIdentity
    let label: String
}
