/// What a resolved node does when a ``ViewHost`` drives it: the tap action of a `Button`,
/// `onTapGesture` or `Toggle`, the text binding of a field, an accessibility label to find it
/// by. Kept among the node's layout values (as container values are), and only under a
/// runtime: plain layout stores none.
struct NodeActions {
    /// What a tap does, given where it lands in the node's own coordinates.
    var tap: ((CGPoint) -> Void)?
    /// The text a field edits.
    var textInput: TextInput?
    /// The accessibility label set on the node.
    var accessibilityLabel: String?
    /// Scrolls a scroll view by a distance (positive: towards the content's end); false when it
    /// is already at that end.
    var scroll: ((CGVector) -> Bool)?
    /// What takes a drag that starts on the node (drag gestures, a slider's track), in the
    /// order they were attached.
    var drags: [DragTaker] = []
    /// Set by `allowsHitTesting(false)`: taps pass through the node and what it contains.
    var hitTestingDisabled = false
    /// Set on a presentation (a sheet, an alert): while it is shown, only what it contains can
    /// be tapped or typed into, as the views under a modal presentation cannot be reached.
    var isModal = false
    /// The options of a control that chooses among them without drawing them (a menu picker).
    var choices: Choices?
    /// The ids of the `ForEach` elements whose views this node is (more than one when a
    /// `ForEach`'s element view is itself a `ForEach`'s, flattened into one level).
    var elementIDs: [AnyHashable] = []

    /// A text field's binding, the names it is found by, and its `onSubmit` actions.
    struct TextInput {
        /// Nil for a field of a formatted value, which cannot be typed into yet.
        let text: Binding<String>?
        /// Its title, prompt and label, as a user would name it.
        let names: [String]
        /// The `onSubmit(of: .text)` actions around the field, innermost first.
        let submitActions: [() -> Void]
        /// The `@FocusState` binding of a `focused(_:)` around the field.
        var focus: FocusTarget? = nil
    }

    static let storageKey = ObjectIdentifier(NodeActions.self)

    /// The actions kept on `node`, if any.
    static func of(_ node: LayoutNode) -> NodeActions? {
        node.layoutValues[storageKey] as? NodeActions
    }

    /// Changes the actions kept on `node`.
    static func update(_ node: LayoutNode, _ change: (inout NodeActions) -> Void) {
        var actions = of(node) ?? NodeActions()
        change(&actions)
        node.layoutValues[storageKey] = actions
    }
}

/// Keeps a tap action on the content's nodes, under a runtime.
struct RuntimeTapModifier: NodeAttributeModifier {
    let action: (CGPoint) -> Void

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        guard resolver.runtime != nil else { return }
        // The innermost action wins, as the innermost gesture recogniser does.
        NodeActions.update(node) { if $0.tap == nil { $0.tap = action } }
    }
}

/// Keeps a text field's binding on the content's nodes, under a runtime.
struct RuntimeTextInputModifier: NodeAttributeModifier {
    let text: Binding<String>?
    let names: [String]

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        guard resolver.runtime != nil else { return }
        let submitActions = resolver.environment[SubmitActionsKey.self]
        let focus = resolver.environment[FocusTargetKey.self]
        NodeActions.update(node) { $0.textInput = .init(text: text, names: names, submitActions: submitActions, focus: focus) }
    }
}

/// Keeps a `ForEach` element's id on the nodes of its view, under a runtime.
struct RuntimeElementIDModifier: NodeAttributeModifier {
    let id: AnyHashable

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        NodeActions.update(node) { $0.elementIDs.append(id) }
    }
}

/// Keeps an accessibility label on the content's nodes, under a runtime (a still picture has
/// no use for it, and the layout's printed tree stays as it was).
struct RuntimeAccessibilityLabelModifier: NodeAttributeModifier {
    let label: String

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        guard resolver.runtime != nil else { return }
        NodeActions.update(node) { if $0.accessibilityLabel == nil { $0.accessibilityLabel = label } }
    }
}

/// Keeps `allowsHitTesting(false)` on the content's nodes, under a runtime.
struct RuntimeHitTestingModifier: NodeAttributeModifier {
    let enabled: Bool

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        guard resolver.runtime != nil, !enabled else { return }
        NodeActions.update(node) { $0.hitTestingDisabled = true }
    }
}

/// Marks the content's nodes as a modal presentation, under a runtime.
struct RuntimeModalModifier: NodeAttributeModifier {
    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        guard resolver.runtime != nil else { return }
        NodeActions.update(node) { $0.isModal = true }
    }
}

/// The `onSubmit(of: .text)` actions around a view, innermost first.
enum SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [() -> Void] { [] }
}

extension View {
    /// Under a ``ViewHost``, runs `action` when the view is tapped: for controls that act on a
    /// tap (`Button`, `Toggle`, a stepper's sides). Does nothing in a plain layout.
    public func _onRuntimeTap(_ action: @escaping () -> Void) -> some View {
        modifier(RuntimeTapModifier { _ in action() })
    }

    /// Under a ``ViewHost``, lets text be typed into the view through `text`; `names` (its title,
    /// prompt, label) are what `ViewHost.type(_:into:)` finds it by. Does nothing in a plain layout.
    public func _runtimeTextInput(_ text: Binding<String>?, names: [String]) -> some View {
        modifier(RuntimeTextInputModifier(text: text, names: names))
    }
}
