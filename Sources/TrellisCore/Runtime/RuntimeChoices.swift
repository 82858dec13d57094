/// Choosing among options that are not drawn: a menu picker's options, a menu's items. A
/// still picture shows such a control closed, and Trellis does not draw its open menu, so a
/// ``ViewHost`` chooses by name instead (``ViewHost/select(_:in:)``).
extension NodeActions {
    /// A control's options and what choosing each does.
    struct Choices {
        /// The control's title and label, as a user would name it.
        let names: [String]
        /// The options, in order.
        let options: [Option]

        struct Option {
            /// The words the option shows.
            let name: String
            let choose: () -> Void
        }
    }
}

/// Keeps a control's options on the content's nodes, under a runtime.
struct RuntimeChoicesModifier: NodeAttributeModifier {
    let choices: NodeActions.Choices

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        guard resolver.runtime != nil else { return }
        NodeActions.update(node) { if $0.choices == nil { $0.choices = choices } }
    }
}

extension View {
    /// Under a ``ViewHost``, lets ``ViewHost/select(_:in:)`` choose among `options` (each named
    /// by the words it shows) of the control named by `names` (its title, its label): for
    /// controls whose options are not drawn, a menu picker or a menu. Does nothing in a plain
    /// layout.
    public func _runtimeChoices(names: [String], options: [(name: String, choose: () -> Void)]) -> some View {
        modifier(
            RuntimeChoicesModifier(
                choices: .init(names: names, options: options.map { .init(name: $0.name, choose: $0.choose) })))
    }
}

extension ViewHost {
    /// Chooses `option` in the picker or menu named `control`, as opening it and tapping the
    /// option would: a `Picker`'s selection becomes the option's tag, a `Menu`'s button runs
    /// its action. Then the view updates.
    ///
    /// ```swift
    /// try host.select("Large", in: "Size")     // Picker("Size", selection: $size) { … }
    /// try host.select("Rename", in: "Actions")  // Menu("Actions") { Button("Rename") { … } }
    /// ```
    ///
    /// `control` is the picker's title or label, the menu's title, or an accessibility label or
    /// identifier set on either; `option` is the text the option shows. A segmented picker can
    /// also be tapped by its segments' names (``tap(_:)``).
    ///
    /// - Throws: ``ViewHostError/noChoices(_:controls:)`` when no picker or menu is named
    ///   `control`, ``ViewHostError/noOption(_:in:options:)`` when it has no such option,
    ///   ``ViewHostError/disabled(_:)`` when it is disabled.
    public func select(_ option: String, in control: String) throws {
        let search = NodeSearch(root: layout.root).reachable()
        let hasChoices: (NodeActions) -> Bool = { $0.choices != nil }
        guard let node = search.matches(control).lazy.compactMap({ search.actingNode(for: $0, where: hasChoices) }).first,
            let choices = NodeActions.of(node)?.choices
        else {
            throw ViewHostError.noChoices(control, controls: search.describeActingNodes(where: hasChoices))
        }
        guard node.environment.isEnabled else { throw ViewHostError.disabled(control) }
        guard let chosen = choices.options.first(where: { $0.name == option }) else {
            throw ViewHostError.noOption(option, in: control, options: choices.options.map(\.name))
        }
        ActionEnvironment.run(in: node.environment) { chosen.choose() }
        try updateIfNeeded()
    }
}
