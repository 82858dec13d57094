// SwiftUI's input modifiers that Gestures.swift and Focus.swift do not declare: named and
// enabled gestures, keys, Apple Pencil, haptics, focus, window activation. A still picture
// receives no input: each is accepted and does nothing (divergences B1).

extension View {
    /// Attaches `gesture` when `isEnabled` (never recognised in a still picture; a drag, under
    /// a ``ViewHost``, as `gesture(_:including:)`).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .normal, enabled: isEnabled))
    }
    /// Attaches `gesture` under `name` (never recognised in a still picture; a drag, under a
    /// ``ViewHost``, as `gesture(_:including:)`).
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .normal, enabled: isEnabled))
    }
    /// Attaches `gesture`, recognised with the view's others, when `isEnabled`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .simultaneous, enabled: isEnabled))
    }
    /// Attaches `gesture` under `name`, recognised with the view's others.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .simultaneous, enabled: isEnabled))
    }
    /// Attaches `gesture` ahead of the view's subviews' when `isEnabled`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .high, enabled: isEnabled))
    }
    /// Attaches `gesture` under `name`, ahead of the view's subviews'.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(RuntimeGestureModifier(gesture: gesture, priority: .high, enabled: isEnabled))
    }
    /// Lets the system's edge gestures wait for this view's (accepted).
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// Triggers this control with a hand gesture (accepted).
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { self }
    /// Lets clicks that activate the window reach this view (accepted).
    public func allowsWindowActivationEvents() -> some View { self }
    /// Lets clicks that activate the window reach this view (accepted).
    public func allowsWindowActivationEvents(_ value: Bool?) -> some View { self }
    /// Sets whether this view opens when something is dragged over it (accepted).
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }

    /// Runs `action` when `key` is pressed (no keyboard here).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    /// Runs `action` when `key` goes through `phases` (no keyboard here).
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` when a key of `characters` is pressed (no keyboard here).
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` when one of `keys` is pressed (no keyboard here).
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` when any key is pressed (no keyboard here).
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` on a double tap of Apple Pencil (never, here).
    public func onPencilDoubleTap(perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void) -> some View { self }
    /// Runs `action` on a squeeze of Apple Pencil (never, here).
    public func onPencilSqueeze(perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void) -> some View { self }

    /// Plays `feedback` when `trigger` changes (never, in a still picture).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Plays `feedback` when `trigger` changes and `condition` holds (never, here).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }
    /// Plays the feedback `feedback` chooses when `trigger` changes (never, here).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }
    /// Plays the feedback `feedback` chooses when `trigger` changes (never, here).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }

    /// Makes this view focusable for `interactions` (nothing has focus here).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
    /// Turns this view's focus effect off (no focus effect is drawn).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
    /// Gives `binding` the value `value` when focus first enters (nothing has focus here).
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }
    /// Keeps this view out of selection (accepted).
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Adds a context menu for selected items of `itemType` (never opened in a still picture).
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View { self }
}
