/// What a body's last evaluation made and what it depended on, so that an update can reuse it
/// instead of evaluating the body again (SwiftUI re-runs a body only when its view value, the
/// state it read or the environment values it read changed).
struct KeptBody {
    /// The view (or modifier) value whose body this is.
    let owner: Any
    /// The body it made.
    let body: Any
    /// What the evaluation read; an update reusing the body records the reads again, so that a
    /// later write still finds the body.
    let reads: BodyReads

    /// Whether this body is still the body of `owner` in `environment`.
    func isCurrent<Owner>(for owner: Owner, in environment: EnvironmentValues) -> Bool {
        SameValue.isSame(owner, asAny: self.owner) && reads.environment.allSatisfy { $0.isUnchanged(in: environment) }
    }
}

/// What a body read while it was evaluated: kept values (through `@State`, bindings) and
/// environment values (through `@Environment`, `@EnvironmentObject`, `@ScaledMetric`).
struct BodyReads {
    var state: [AnyStateLocation] = []
    var environment: [EnvironmentRead] = []
}

/// An environment value a body read, and the value it saw.
struct EnvironmentRead {
    let isUnchanged: (EnvironmentValues) -> Bool

    init<Value>(_ read: @escaping (EnvironmentValues) -> Value, saw value: Value) {
        isUnchanged = { SameValue.isSame(read($0), value) }
    }

    func isUnchanged(in environment: EnvironmentValues) -> Bool { isUnchanged(environment) }
}
