/// What a `ScrollViewProxy` scrolls with under a runtime: it finds the view marked with an id
/// (`.id(_:)`, or a `ForEach` element's id) in the host's current layout, and the scroll view around it, and scrolls that scroll view
/// (through its scroll action, so the offset is kept as a scroll by hand keeps it).
final class RuntimeScroller {
    private weak var runtime: ViewRuntime?

    init(runtime: ViewRuntime) {
        self.runtime = runtime
    }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        guard let root = runtime?.currentRoot else { return }
        let search = NodeSearch(root: root)
        // A view marked `.id(_:)` first, else a `ForEach` element's view with that id, the
        // innermost `ForEach`'s first (a container may wrap its rows in one of its own); only
        // views inside a scroll view count (a control's own `ForEach` elsewhere may share ids).
        let tests: [(NodeSearch.Found) -> Bool] = [
            { found in
                found.node.effects.contains { effect in
                    if case .identity(let value) = effect { value == id } else { false }
                }
            },
            { NodeActions.of($0.node)?.elementIDs.first == id },
            { NodeActions.of($0.node)?.elementIDs.contains(id) == true },
        ]
        let scrollable = search.nodes.filter { $0.ancestors.contains { $0 is ScrollViewNode } }
        guard let marked = tests.lazy.compactMap({ test in scrollable.first(where: test) }).first,
            let scrollView = marked.ancestors.last(where: { $0 is ScrollViewNode }) as? ScrollViewNode,
            let scroll = NodeActions.of(scrollView)?.scroll
        else { return }
        _ = scroll(Self.distance(showing: marked.node.frame, in: scrollView.frame, anchor: anchor, axes: scrollView.axes))
    }

    /// How far to scroll so that `target` shows in `viewport`: aligned at `anchor`, or by the
    /// least distance that brings it in.
    static func distance(showing target: CGRect, in viewport: CGRect, anchor: UnitPoint?, axes: Axis.Set) -> CGVector {
        func along(_ targetMin: CGFloat, _ targetLength: CGFloat, _ viewMin: CGFloat, _ viewLength: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return (targetMin + unit * targetLength) - (viewMin + unit * viewLength) }
            if targetMin < viewMin { return targetMin - viewMin }
            if targetMin + targetLength > viewMin + viewLength { return min(targetMin + targetLength - (viewMin + viewLength), targetMin - viewMin) }
            return 0
        }
        return CGVector(
            dx: axes.contains(.horizontal) ? along(target.minX, target.width, viewport.minX, viewport.width, anchor?.x) : 0,
            dy: axes.contains(.vertical) ? along(target.minY, target.height, viewport.minY, viewport.height, anchor?.y) : 0)
    }
}
