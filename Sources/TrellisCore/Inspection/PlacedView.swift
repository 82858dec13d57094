/// One view as it was laid out: what `ViewLayout.placedViews` lists.
public struct PlacedView: Hashable, Sendable {
    /// The kind of view or modifier ("HStack", "FlexibleFrame", "Text", "Rectangle"…).
    public var kind: String
    /// Its depth in the layout tree (the root is 0).
    public var depth: Int
    /// The proposal it was placed with.
    public var proposal: ProposedViewSize
    /// Its frame in window coordinates, moved by every offset applied to it or its ancestors.
    public var frame: CGRect
    /// Its accessibility identifiers.
    public var identifiers: [String]
    /// The characters of a `Text`, or `nil` for other views.
    public var text: String?
}

extension ViewLayout {
    /// Every placed view, parents before children, in source order.
    public var placedViews: [PlacedView] {
        var result: [PlacedView] = []
        var stack: [(LayoutNode, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            guard node.isPlaced else { continue }
            var identifiers: [String] = []
            for case .identifier(let id) in node.effects { identifiers.append(id) }
            result.append(PlacedView(
                kind: node.kindName, depth: depth, proposal: node.placedProposal, frame: node.globalFrame(),
                identifiers: identifiers, text: (node as? TextNode)?.resolved.string))
            for child in node.placedChildren.reversed() {
                stack.append((child, depth + 1))
            }
        }
        return result
    }
}
