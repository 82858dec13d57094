/// What `focused(_:)` and `focused(_:equals:)` bind a text field's focus to, as a ``ViewHost``
/// drives it: whether the `@FocusState` says the field is focused, and how to say it is, or is
/// no longer.
struct FocusTarget {
    let isFocused: () -> Bool
    let focus: () -> Void
    let resign: () -> Void

    init(_ condition: FocusState<Bool>.Binding) {
        isFocused = { condition.wrappedValue }
        focus = { if !condition.wrappedValue { condition.wrappedValue = true } }
        resign = { if condition.wrappedValue { condition.wrappedValue = false } }
    }

    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        isFocused = { binding.wrappedValue == value }
        focus = { if binding.wrappedValue != value { binding.wrappedValue = value } }
        // Nothing focused is `nil` for an optional value (SwiftUI's only unfocused value).
        resign = {
            guard binding.wrappedValue == value, let none = (Value.self as? _NilFocusValue.Type)?.unfocused as? Value else { return }
            binding.wrappedValue = none
        }
    }
}

/// An optional `@FocusState` value's "nothing focused".
private protocol _NilFocusValue {
    static var unfocused: Self { get }
}

extension Optional: _NilFocusValue {
    static var unfocused: Self { nil }
}

/// The focus binding around the views resolved inside `focused(_:)`; a text field takes it.
enum FocusTargetKey: EnvironmentKey {
    static var defaultValue: FocusTarget? { nil }
}

/// `focused(_:)`: under a runtime, the text fields inside take the binding (a still picture
/// has no focus).
struct FocusedModifier: _PrimitiveViewModifier {
    let target: FocusTarget

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        guard let runtime = resolver.runtime else {
            content._resolve(into: resolver)
            return
        }
        runtime.hasFocusBindings = true
        resolver.withEnvironment({ $0[FocusTargetKey.self] = target }) {
            content._resolve(into: resolver)
        }
    }
}
