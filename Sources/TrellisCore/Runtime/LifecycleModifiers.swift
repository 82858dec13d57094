/// The lifecycle modifiers as a runtime sees them: each registers with the runtime where it is
/// resolved (see ``LifecycleRegistry``) and then resolves its content unchanged. In a plain
/// layout they register nothing: a still picture shows the initial state.
struct LifecycleModifier: _PrimitiveViewModifier {
    let kind: LifecycleRegistry.Kind
    let registration: () -> LifecycleRegistry.Registration?

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        if let runtime = resolver.runtime, let made = registration() {
            // The action runs after the update: it reads the environment of its view.
            runtime.register(kind, made.running(in: resolver.environment))
        }
        content._resolve(into: resolver)
    }
}

/// `onSubmit`: adds its action to those the text fields inside find in their environment.
struct SubmitModifier: _PrimitiveViewModifier {
    let triggers: SubmitTriggers
    let action: () -> Void

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        guard resolver.runtime != nil, triggers.contains(.text) else {
            content._resolve(into: resolver)
            return
        }
        resolver.withEnvironment({ $0[SubmitActionsKey.self].insert(action, at: 0) }) {
            content._resolve(into: resolver)
        }
    }
}

extension LifecycleRegistry.Registration {
    /// A watched value of an `onChange(of:)`, calling `action` with the old and new values.
    static func watching<V: Equatable>(_ value: V, initial: Bool, _ action: @escaping (V, V) -> Void) -> Self {
        .change(
            value: value, isEqual: { ($0 as? V) == value },
            fire: { old in action(old as? V ?? value, value) }, initial: initial)
    }
}

extension LifecycleRegistry.Registration {
    /// This registration with its action run in `environment` (see ``ActionEnvironment``).
    func running(in environment: EnvironmentValues) -> Self {
        switch self {
        case .action(let action):
            return .action { ActionEnvironment.run(in: environment, action) }
        case .change(let value, let isEqual, let fire, let initial):
            return .change(value: value, isEqual: isEqual, fire: { old in ActionEnvironment.run(in: environment) { fire(old) } }, initial: initial)
        case .activity(let value, let isEqual, let start):
            return .activity(value: value, isEqual: isEqual, start: { ActionEnvironment.run(in: environment, start) })
        }
    }
}
