/// How far a scroll view is scrolled under a runtime: kept per scroll view identity, as its
/// `@State` would be, so a scroll survives updates and is reset when the scroll view goes.
///
/// The offset the node is placed at is kept within its content (``ScrollViewNode`` clamps it);
/// a scroll action adds to the offset the scroll view was last placed at.
struct RuntimeScrollOffset {
    private let location: StateLocation<CGPoint>
    private let runtime: ViewRuntime

    init(runtime: ViewRuntime) {
        self.runtime = runtime
        location = runtime.location(for: StateKey(identity: runtime.identity, label: "ScrollView.contentOffset"), initial: { .zero })
    }

    /// The kept offset (read by the enclosing body, so that scrolling updates it).
    var offset: CGPoint { location.value }

    /// Lets a ``ViewHost`` scroll `node`: the action moves its offset by a distance and says
    /// whether it moved (not past either end).
    func attach(to node: ScrollViewNode) {
        let location = self.location
        let runtime = self.runtime
        NodeActions.update(node) { actions in
            actions.scroll = { [weak node, weak runtime] distance in
                guard let node else { return false }
                let start = node.placedOffset
                let limit = node.scrollableLength
                let next = CGPoint(
                    x: min(max(start.x + distance.dx, 0), limit.width), y: min(max(start.y + distance.dy, 0), limit.height))
                guard next != start else { return false }
                location.value = next
                // A scroll view outside any body has no reader to invalidate: update anyway.
                runtime?.invalidations.requestUpdate()
                return true
            }
        }
    }
}
