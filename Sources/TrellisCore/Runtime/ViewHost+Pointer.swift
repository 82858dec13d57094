/// Events at a point and from a keyboard, as a canvas in `trellis serve` sends them: a tap
/// where the pointer is, keys typed into the field a tap focused.
extension ViewHost {
    /// What an event at a point or from the keyboard did, in words a person reads.
    public enum EventOutcome: Equatable, Sendable, CustomStringConvertible {
        /// A control or a tap gesture acted; the name is what it shows or is labelled.
        case tapped(String)
        /// A text field now takes the keys typed.
        case focused(String)
        /// Text was typed into, or deleted from, the focused field.
        case edited(String)
        /// The focused field was submitted (the return key).
        case submitted(String)
        /// A drag gesture or a control following the pointer (a slider) took a drag; the name
        /// is what the view shows or is named by.
        case dragged(String)
        /// A scroll view moved its content.
        case scrolled
        /// Nothing there acts on a tap, or no field is focused; the reason says which.
        case ignored(String)

        public var description: String {
            switch self {
            case .tapped(let name): "tapped “\(name)”"
            case .focused(let name): "editing “\(name)”"
            case .edited(let name): "typed into “\(name)”"
            case .submitted(let name): "submitted “\(name)”"
            case .dragged(let name): "dragged “\(name)”"
            case .scrolled: "scrolled"
            case .ignored(let reason): reason
            }
        }
    }

    /// The text field typing goes to: the name it is found by after an update, and which of
    /// the fields with that name it is.
    struct FocusedField: Hashable {
        let name: String
        let index: Int
    }

    /// The name of the text field keys go to, if a tap focused one and it is still shown.
    public var focusedField: String? {
        guard let focus, focusedInput() != nil else { return nil }
        return focus.name
    }

    /// Taps at `point`, in window coordinates: the frontmost view drawn there, then the nearest
    /// view around it that acts on a tap (a `Button`, `onTapGesture`, a `Toggle`, a stepper's
    /// side), acts, and the view updates. A text field tapped takes the keys typed next.
    ///
    /// Hit testing follows the laid-out frames and the drawing order (later siblings and
    /// presentations over earlier ones); views under `allowsHitTesting(false)` and disabled
    /// controls do not act. A tap on nothing that acts changes nothing and says so.
    @discardableResult
    public func tap(at point: CGPoint) throws -> EventOutcome {
        let search = NodeSearch(root: layout.root).reachable()
        guard let hit = search.frontmost(at: point) else {
            resignFocus()
            try updateIfNeeded()
            return .ignored("nothing is drawn at (\(Self.format(point.x)), \(Self.format(point.y)))")
        }
        for candidate in [hit.node] + hit.ancestors.reversed() {
            guard let actions = NodeActions.of(candidate) else { continue }
            if let input = actions.textInput {
                guard candidate.environment.isEnabled else { return .ignored("the field is disabled") }
                let field = takeFocus(candidate, input: input, in: search)
                // Setting its `@FocusState` may change what bodies show.
                try updateIfNeeded()
                return .focused(field.name)
            }
            if let tap = actions.tap {
                guard candidate.environment.isEnabled else { return .ignored("the control is disabled") }
                resignFocus()
                let frame = candidate.frame
                ActionEnvironment.run(in: candidate.environment) { tap(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)) }
                try updateIfNeeded()
                return .tapped(search.shownName(of: candidate))
            }
        }
        resignFocus()
        try updateIfNeeded()
        return .ignored("nothing at (\(Self.format(point.x)), \(Self.format(point.y))) acts on a tap")
    }

    /// Scrolls the innermost scroll view under `point` (window coordinates) by `distance`
    /// (positive towards the content's end, as a scroll wheel turned down or a finger dragged
    /// up), no further than the content's ends, then updates. Scroll views keep their offset
    /// across updates, per identity.
    @discardableResult
    public func scroll(at point: CGPoint, by distance: CGVector) throws -> EventOutcome {
        let search = NodeSearch(root: layout.root)
        guard let hit = search.frontmost(at: point) else {
            return .ignored("nothing is drawn at (\(Self.format(point.x)), \(Self.format(point.y)))")
        }
        for candidate in [hit.node] + hit.ancestors.reversed() {
            guard let scroll = NodeActions.of(candidate)?.scroll else { continue }
            guard scroll(distance) else { return .ignored("the scroll view is at its end") }
            try updateIfNeeded()
            return .scrolled
        }
        return .ignored("nothing at (\(Self.format(point.x)), \(Self.format(point.y))) scrolls")
    }

    /// Types `text` at the end of the focused field's text, then updates.
    @discardableResult
    public func typeKeys(_ text: String) throws -> EventOutcome {
        try editFocusedField { $0 += text }
    }

    /// Deletes the last character of the focused field's text (the delete key), then updates.
    @discardableResult
    public func deleteBackward() throws -> EventOutcome {
        try editFocusedField { if !$0.isEmpty { $0.removeLast() } }
    }

    /// Submits the focused field (the return key): its `onSubmit` actions run, then the view
    /// updates. The field keeps the focus unless an action moved it: setting a `@FocusState`
    /// bound with `focused(_:equals:)` sends the next keys to that field, as a sign-in form
    /// moving from the email to the password field on return does.
    @discardableResult
    public func submitFocusedField() throws -> EventOutcome {
        guard let (node, input) = focusedInput(), let focus else { return .ignored("no text field is being edited") }
        ActionEnvironment.run(in: node.environment) { for action in input.submitActions { action() } }
        try updateIfNeeded()
        return .submitted(focus.name)
    }

    private func editFocusedField(_ edit: (inout String) -> Void) throws -> EventOutcome {
        guard let (_, input) = focusedInput(), let focus else { return .ignored("no text field is being edited") }
        guard let binding = input.text else { return .ignored("“\(focus.name)” edits a formatted value, which cannot be typed into") }
        var text = binding.wrappedValue
        edit(&text)
        binding.wrappedValue = text
        try updateIfNeeded()
        return .edited(focus.name)
    }

    /// The focused field's node and input in the current layout.
    func focusedInput() -> (LayoutNode, NodeActions.TextInput)? {
        guard let focus else { return nil }
        let search = NodeSearch(root: layout.root)
        let fields = search.matches(focus.name).compactMap { search.actingNode(for: $0) { $0.textInput != nil } }
        guard focus.index < fields.count, let input = NodeActions.of(fields[focus.index])?.textInput else { return nil }
        return (fields[focus.index], input)
    }

    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}

extension NodeSearch {
    /// The frontmost placed node whose frame holds `point`: the last in drawing order (source
    /// order, children over their parents) that is not under `allowsHitTesting(false)`, nor
    /// scrolled out of its scroll view's viewport.
    func frontmost(at point: CGPoint) -> Found? {
        Self.inDrawingOrder(nodes).last { found in
            found.node.frame.contains(point)
                && !([found.node] + found.ancestors).contains { node in
                    NodeActions.of(node)?.hitTestingDisabled == true
                        || (node as? ScrollViewNode)?.clipRect.map { !$0.contains(point) } == true
                }
        }
    }

    /// `nodes` (parents before children, in source order) in the order they are drawn: a
    /// background (and what it contains) before the view it is behind, a mask not at all (it
    /// is not seen, so it takes no touches).
    static func inDrawingOrder(_ nodes: [Found]) -> [Found] {
        var behind: [ObjectIdentifier: LayoutNode] = [:]
        var masks = Set<ObjectIdentifier>()
        for found in nodes {
            guard let overlay = found.node as? OverlayNode, overlay.children.count == 2 else { continue }
            switch overlay.role {
            case .background: behind[ObjectIdentifier(overlay.primary)] = overlay.secondary
            case .mask: masks.insert(ObjectIdentifier(overlay.secondary))
            case .overlay: break
            }
        }
        guard !behind.isEmpty || !masks.isEmpty else { return nodes }
        // Each node's subtree, so that a background's can be moved before its primary's.
        var subtrees: [ObjectIdentifier: [Found]] = [:]
        var roots: [ObjectIdentifier] = []
        // The nodes searched may be a part of the tree (a modal presentation's): a node whose
        // parent is not among them starts a subtree of its own.
        let searched = Set(nodes.map { ObjectIdentifier($0.node) })
        for found in nodes {
            let id = ObjectIdentifier(found.node)
            if let parent = found.ancestors.last, searched.contains(ObjectIdentifier(parent)) {
                subtrees[ObjectIdentifier(parent), default: []].append(found)
            } else {
                roots.append(id)
            }
        }
        let byID = Dictionary(nodes.map { (ObjectIdentifier($0.node), $0) }, uniquingKeysWith: { first, _ in first })
        var result: [Found] = []
        func visit(_ found: Found) {
            let id = ObjectIdentifier(found.node)
            guard !masks.contains(id) else { return }
            result.append(found)
            let children = subtrees[id] ?? []
            let moved = Set(children.compactMap { child in behind[ObjectIdentifier(child.node)].map(ObjectIdentifier.init) })
            for child in children where moved.contains(ObjectIdentifier(child.node)) { visit(child) }
            for child in children where !moved.contains(ObjectIdentifier(child.node)) { visit(child) }
        }
        for root in roots { if let found = byID[root] { visit(found) } }
        return result
    }

    /// What a person would call `node`: its own names, else the first words shown inside it.
    func shownName(of node: LayoutNode) -> String {
        let names = Self.names(of: node) + descendants(of: node).flatMap(Self.names(of:))
        return names.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? node.kindName
    }
}
