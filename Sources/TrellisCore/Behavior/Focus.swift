// Focus and text input: accepted with SwiftUI's signatures. Nothing has focus in a still
// picture, so a keyboard is never shown.

/// A value that says which view has focus: SwiftUI's `@FocusState` (nothing has focus here:
/// `false`, or `nil`).
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }

    private let state: State<Value>

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(state: state) }

    // Declared in the type itself (not in constrained extensions) so that `@FocusState var
    // isFocused: Bool` finds them as the wrapper's default initialisers.
    /// A focus state that is not focused.
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// A focus state with no focused value.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
}

extension FocusState: RuntimeBoundProperty {
    func bind(in runtime: ViewRuntime, key: StateKey) { state.bind(in: runtime, key: key) }
}

extension FocusState.Binding: RuntimeComparableProperty {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return state.bindingOrigin == other.state.bindingOrigin
    }
}

/// The label of the return key: SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
    private let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How text input is capitalised: SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
    /// Binds this view's focus to `condition`. Nothing has focus in a still picture; under a
    /// ``ViewHost`` a text field inside is focused when `condition` is true, and a tap on the
    /// field sets it (see ``ViewHost/focusedField``).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(target: FocusTarget(condition)))
    }
    /// Binds this view's focus to `binding` equalling `value`. Nothing has focus in a still
    /// picture; under a ``ViewHost`` a text field inside is focused when the binding equals
    /// `value`, and a tap on the field sets it to `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(target: FocusTarget(binding, equals: value)))
    }
    /// Whether this view can take focus (accepted).
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Sets the return key's label (no keyboard is shown).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Sets how typed text is capitalised (accepted).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Turns autocorrection off (accepted).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Sets the keyboard's dismissal on scrolling (accepted).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// How scrolling dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}
