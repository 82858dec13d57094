/// A root screen with screens pushed over it, only the top one shown: how a navigation stack
/// shows what was pushed. A Trellis primitive.
///
/// With nothing pushed the root resolves as if the stack were not there (a plain layout, which
/// never pushes, is unchanged). With screens pushed, the root and every covered screen are
/// still resolved, so that their state is kept and the destinations they declare are known,
/// but only the top screen is laid out, drawn and can be tapped; the covered screens set no
/// preference an ancestor sees, and under a runtime their views have disappeared (their
/// `onDisappear` runs when they are covered, their `onAppear` when they are shown again).
public struct _ScreenStack<Root: View>: _PrimitiveView {
    let root: Root
    let pushedIDs: [AnyHashable]
    let screen: (Int) -> AnyView

    /// Shows `root`, or over it the screens `screen` makes for the positions of `pushedIDs`
    /// (the last on top). `screen` is called after the root and the screens under it were
    /// resolved, so that it may use what they registered while resolving; each pushed screen's
    /// identity is its id, so a screen pushed again under a new id starts from fresh state.
    public init(root: Root, pushedIDs: [AnyHashable], screen: @escaping (Int) -> AnyView) {
        self.root = root
        self.pushedIDs = pushedIDs
        self.screen = screen
    }

    public func _resolve(into resolver: _ViewResolver) {
        guard !pushedIDs.isEmpty else { return root._resolve(into: resolver) }
        let ancestorsCollectors = resolver.preferenceCollectors
        resolver.preferenceCollectors = []
        let lifecycle = resolver.runtime?.lifecycle
        func covered<T>(_ body: () -> T) -> T { lifecycle.map { $0.covered(body) } ?? body() }
        // At the root's own path, so that its state survives a push.
        _ = covered { resolver.nodes(of: root) }
        var shown: [LayoutNode] = []
        for (position, id) in pushedIDs.enumerated() {
            let isTop = position == pushedIDs.count - 1
            resolver.preferenceCollectors = isTop ? ancestorsCollectors : []
            let view = screen(position)
            let nodes = resolver.runtime.within(.element(id)) { isTop ? resolver.nodes(of: view) : covered { resolver.nodes(of: view) } }
            if isTop { shown = nodes }
        }
        resolver.preferenceCollectors = ancestorsCollectors
        for node in shown { resolver.emit(node) }
    }
}
