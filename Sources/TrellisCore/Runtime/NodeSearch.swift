/// Finding views in a laid-out tree as a user names them: by the words a `Text` shows, an
/// accessibility identifier or label, or a text field's title or prompt; then the node that
/// acts on them (the nearest enclosing node with a tap action, a field's text binding).
///
/// Only placed nodes are searched: what the layout did not place (a hidden tab, a branch not
/// taken) cannot be tapped.
struct NodeSearch {
    /// A placed node and its ancestors, outermost first.
    struct Found {
        let node: LayoutNode
        let ancestors: [LayoutNode]
    }

    /// Every placed node, parents before children, in source order, with its ancestors.
    let nodes: [Found]

    private init(nodes: [Found]) {
        self.nodes = nodes
    }

    /// The nodes a user can reach: with a presentation shown (a sheet, an alert), only what
    /// the frontmost one contains, as what is under a modal presentation cannot be tapped.
    func reachable() -> NodeSearch {
        guard let modal = nodes.last(where: { NodeActions.of($0.node)?.isModal == true })?.node else { return self }
        return NodeSearch(nodes: nodes.filter { $0.node === modal || $0.ancestors.contains { $0 === modal } })
    }

    init(root: LayoutNode) {
        var found: [Found] = []
        var pending: [(LayoutNode, [LayoutNode])] = [(root, [])]
        while let (node, ancestors) = pending.popLast() {
            guard node.isPlaced else { continue }
            found.append(Found(node: node, ancestors: ancestors))
            let inner = ancestors + [node]
            for child in node.placedChildren.reversed() { pending.append((child, inner)) }
        }
        nodes = found
    }

    /// The names `node` itself can be found by.
    static func names(of node: LayoutNode) -> [String] {
        var names: [String] = []
        if let text = node as? TextNode { names.append(text.resolved.string) }
        for case .identifier(let id) in node.effects { names.append(id) }
        if let actions = NodeActions.of(node) {
            if let label = actions.accessibilityLabel { names.append(label) }
            if let input = actions.textInput { names += input.names }
            if let choices = actions.choices { names += choices.names }
        }
        return names
    }

    /// The placed nodes named `name`, in source order.
    func matches(_ name: String) -> [Found] {
        nodes.filter { Self.names(of: $0.node).contains(name) }
    }

    /// The node nearest `found` that has an action `has` accepts: `found` itself, then its
    /// ancestors innermost first, then (for a name set around a control) its descendants.
    func actingNode(for found: Found, where has: (NodeActions) -> Bool) -> LayoutNode? {
        for candidate in [found.node] + found.ancestors.reversed() {
            if let actions = NodeActions.of(candidate), has(actions) { return candidate }
        }
        return descendants(of: found.node).first { NodeActions.of($0).map(has) ?? false }
    }

    /// The placed nodes under `node`, in source order.
    func descendants(of node: LayoutNode) -> [LayoutNode] {
        nodes.filter { found in found.ancestors.contains { $0 === node } }.map(\.node)
    }

    /// What a user could name each node with an action `has` accepts by: its own names, or the
    /// words shown inside it (for error messages listing what could be tapped or typed into).
    func describeActingNodes(where has: (NodeActions) -> Bool) -> [String] {
        var described: [String] = []
        for found in nodes {
            guard let actions = NodeActions.of(found.node), has(actions) else { continue }
            var names = Self.names(of: found.node)
            if names.isEmpty { names = descendants(of: found.node).flatMap(Self.names(of:)) }
            let name = names.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "(unnamed \(found.node.kindName))"
            if !described.contains(name) { described.append(name) }
        }
        return described
    }

    /// The string shown by the first `Text` at or under the node marked `identifier`.
    func text(of identifier: String) -> String? {
        for found in nodes where found.node.effects.contains(where: { if case .identifier(identifier) = $0 { true } else { false } }) {
            if let text = found.node as? TextNode { return text.resolved.string }
            if let text = descendants(of: found.node).lazy.compactMap({ $0 as? TextNode }).first { return text.resolved.string }
        }
        return nil
    }
}
