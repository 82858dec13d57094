/// `@FocusState` under a host: the field typing goes to (``ViewHost/focusedField``) and the
/// focus states bound with `focused(_:)` and `focused(_:equals:)` follow each other. A tap on
/// a field sets its focus state (and clears the others'); a focus state set by code (in
/// `onAppear`, `onSubmit`, a button's action) moves typing to its field after the update.
extension ViewHost {
    /// Focuses the text field `node` (its `input`): typing goes to it, and its focus state says
    /// so while the other fields' say they are not focused.
    func takeFocus(_ node: LayoutNode, input: NodeActions.TextInput, in search: NodeSearch) -> FocusedField {
        let field = focusedField(for: node, input: input, in: search)
        for (other, otherInput) in textInputs(in: search) where other !== node {
            otherInput.focus?.resign()
        }
        focus = field
        input.focus?.focus()
        return field
    }

    /// No field takes the keys any more; the focused one's focus state says so.
    func resignFocus() {
        if let (_, input) = focusedInput() { input.focus?.resign() }
        focus = nil
    }

    /// Moves typing to the field whose focus state code set since the last update (the other
    /// fields' are then cleared, as SwiftUI's focus system clears them); stops typing into a
    /// field whose focus state was cleared. A field claims the focus anew when its focus state
    /// says it is focused and did not after the last update, so that two fields bound to one
    /// Boolean do not take the focus from each other for ever.
    func followFocusState() {
        guard runtime.hasFocusBindings else { return }
        let search = NodeSearch(root: layout.root).reachable()
        let current = focusedInput()
        let inputs = textInputs(in: search)
        func claims() -> [(LayoutNode, NodeActions.TextInput, FocusedField)] {
            inputs.filter { $0.1.focus?.isFocused() == true }.map { ($0.0, $0.1, focusedField(for: $0.0, input: $0.1, in: search)) }
        }
        if let claim = claims().first(where: { !focusClaims.contains($0.2) && $0.0 !== current?.0 }) {
            _ = takeFocus(claim.0, input: claim.1, in: search)
        } else if let current, let target = current.1.focus, !target.isFocused() {
            focus = nil
        }
        focusClaims = Set(claims().map(\.2))
    }

    /// The placed text fields, in source order.
    private func textInputs(in search: NodeSearch) -> [(LayoutNode, NodeActions.TextInput)] {
        search.nodes.compactMap { found in NodeActions.of(found.node)?.textInput.map { (found.node, $0) } }
    }

    /// How `node` is found again after an update: by its first name, and which of the fields
    /// with that name it is.
    private func focusedField(for node: LayoutNode, input: NodeActions.TextInput, in search: NodeSearch) -> FocusedField {
        let name = input.names.first { !$0.isEmpty } ?? "text field"
        let index = search.matches(name).firstIndex { found in
            search.actingNode(for: found) { $0.textInput != nil } === node
        } ?? 0
        return FocusedField(name: name, index: index)
    }
}
