/// A view laid out in a window: the sizes and frames SwiftUI would give it.
///
/// ```swift
/// let layout = ViewLayout(MyView(), in: ProposedViewSize(width: 390, height: 844))
/// layout.size                 // the root view's size
/// layout.frame(of: "title")   // the frame of the view marked .accessibilityIdentifier("title")
/// print(layout)               // the tree: each view's kind, proposal, size and frame
/// ```
///
/// Like a hosting window, it proposes its size to the root view and centres the answer (at 0 on
/// an axis whose proposal is `nil`). Frames are in window coordinates and never rounded.
public final class ViewLayout: CustomStringConvertible {
    /// The proposal the window makes to the root view.
    public private(set) var proposal: ProposedViewSize
    /// The root view's size.
    public private(set) var size: CGSize = .zero
    /// Where the root view's top-leading corner is in the window.
    public private(set) var origin: CGPoint = .zero
    /// What the view is laid out in.
    private(set) var window: Window

    /// The screen the view is laid out on, when it was given one (`nil` for a bare proposal).
    public var screen: Screen? { window.screen }

    let root: LayoutNode
    let session: LayoutSession
    /// Whether the next `relayout(in:)` must lay out again even at the same proposal.
    private var cachesDiscarded = false

    /// Forgets every size the views answered, so the next `relayout(in:)` lays the resolved
    /// tree out from scratch: what a benchmark needs to time layout apart from resolving the
    /// view value into layout nodes.
    public func discardCachedSizes() {
        // Without retaining the nodes (a retain and a release write to every node: 200,000
        // more dirty cache lines for a 100,000-leaf tree). Children are visited last first, so
        // the nodes layout visits first are the ones touched last.
        var pending = [Unmanaged.passUnretained(root)]
        while let next = pending.popLast() {
            next._withUnsafeGuaranteedRef { node in
                node.discardCachedSizes()
                // Rows of framed colours keep nothing: their lines are left untouched.
                if !node.subnodesKeepNoAnswers {
                    node.forEachSubnode { pending.append(Unmanaged.passUnretained($0)) }
                }
            }
        }
        cachesDiscarded = true
    }

    /// Problems found in the view tree, in SwiftUI's words.
    public var diagnostics: [LayoutDiagnostic] { session.diagnostics }

    /// Lays `view` out in a window proposing `proposal`, measuring text with `textMeasurer` and
    /// images with `imageProvider`.
    ///
    /// The work runs on the calling thread when its stack has room for the tree, and otherwise
    /// on a thread with a large stack (a tree 10,000 views deep needs one).
    public convenience init<V: View>(
        _ view: V, in proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
        textMeasurer: any TextMeasuring, imageProvider: any ImageProviding = NoImageProvider()
    ) {
        self.init(view, window: .proposal(proposal), environment: environment, textMeasurer: textMeasurer, imageProvider: imageProvider)
    }

    /// Lays `view` out on `screen` as an app's window does: the root view is proposed the
    /// size inside the safe-area insets and placed there; views that ignore the safe area
    /// reach the screen's edges. Frames are in screen coordinates.
    public convenience init<V: View>(
        _ view: V, on screen: Screen, environment: EnvironmentValues = EnvironmentValues(),
        textMeasurer: any TextMeasuring, imageProvider: any ImageProviding = NoImageProvider()
    ) {
        self.init(view, window: .screen(screen), environment: environment, textMeasurer: textMeasurer, imageProvider: imageProvider)
    }

    /// Lays `view` out on `device`'s screen held in `orientation` (see ``init(_:on:environment:textMeasurer:imageProvider:)-screen``).
    public convenience init<V: View>(
        _ view: V, on device: Device, orientation: InterfaceOrientation = .portrait,
        environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasuring,
        imageProvider: any ImageProviding = NoImageProvider()
    ) {
        self.init(
            view, window: .screen(device.screen(in: orientation)), environment: environment, textMeasurer: textMeasurer,
            imageProvider: imageProvider)
    }

    /// What the view is laid out in: a bare proposal, or a screen with a safe area.
    enum Window {
        case proposal(ProposedViewSize)
        case screen(Screen)

        var proposal: ProposedViewSize {
            switch self {
            case .proposal(let proposal): return proposal
            case .screen(let screen): return ProposedViewSize(screen.safeBounds.size)
            }
        }

        var screen: Screen? {
            if case .screen(let screen) = self { return screen }
            return nil
        }
    }

    /// Lays `view` out in `window`; with a `runtime` (a ``ViewHost``'s), the views keep their
    /// state in it and register their actions.
    init<V: View>(
        _ view: V, window: Window, environment: EnvironmentValues, textMeasurer: any TextMeasuring,
        imageProvider: any ImageProviding, runtime: ViewRuntime? = nil
    ) {
        self.window = window
        let proposal = window.proposal
        self.proposal = proposal
        if let budget = CallerStack.budget(),
            let (root, session) = ViewLayout.resolveOnCallingThread(
                view, environment: environment, textMeasurer: textMeasurer, imageProvider: imageProvider,
                runtime: runtime, stackBudget: budget)
        {
            self.root = root
            self.session = session
            ViewLayout.place(root, in: window, session: session)
        } else {
            // The pass on the calling thread ran out of stack: its records are forgotten.
            runtime?.restartUpdate()
            let session = LayoutSession(textMeasurer: textMeasurer, imageProvider: imageProvider, runtime: runtime)
            self.session = session
            root = LargeStack.run {
                let resolver = _ViewResolver(session: session, environment: environment)
                return resolver.activate { ViewLayout.resolveRoot(view, resolver: resolver) }
            }
            ViewLayout.place(root, in: window, session: session)
        }
        updateGeometry()
    }

    /// The view resolved on the calling thread within `stackBudget` bytes of its stack, or
    /// `nil` when it is too deep for that.
    private static func resolveOnCallingThread<V: View>(
        _ view: V, environment: EnvironmentValues, textMeasurer: any TextMeasuring, imageProvider: any ImageProviding,
        runtime: ViewRuntime?, stackBudget: Int
    ) -> (LayoutNode, LayoutSession)? {
        let session = LayoutSession(textMeasurer: textMeasurer, imageProvider: imageProvider, runtime: runtime)
        let resolver = _ViewResolver(session: session, environment: environment)
        resolver.stackFloor = CallerStack.currentAddress() - UInt(stackBudget)
        let root = resolver.activate { ViewLayout.resolveRoot(view, resolver: resolver) }
        return resolver.ranOutOfStack ? nil : (root, session)
    }

    /// The root of `view`: its node, or an implicit `VStack` of its nodes when it lists
    /// several; with the presentations its views set (a sheet, an alert) over it.
    private static func resolveRoot<V: View>(_ view: V, resolver: _ViewResolver) -> LayoutNode {
        let collector = PreferenceCollector(WindowPresentationKey.self)
        resolver.preferenceCollectors.append(collector)
        let root = resolveContent(view, resolver: resolver) {
            collector.value = WindowPresentationKey.defaultValue
        }
        resolver.preferenceCollectors.removeLast()
        let presentations = collector.value as! [_WindowPresentation]
        guard !presentations.isEmpty else { return root }
        let layer = resolver.nodes(of: PresentationLayer(content: _ResolvedContent(nodes: [root]), presentations: presentations))
        return layer.count == 1 ? layer[0] : root
    }

    /// `view`'s node, or an implicit `VStack` of its nodes; `beforeResolvingAgain` forgets what
    /// the first resolution gathered, when the stack's children are resolved again.
    private static func resolveContent<V: View>(
        _ view: V, resolver: _ViewResolver, beforeResolvingAgain: () -> Void
    ) -> LayoutNode {
        let reported = resolver.session.diagnostics.count
        let nodes = resolver.nodes(of: view)
        if nodes.count == 1 { return nodes[0] }
        // Resolved again as the children of an implicit VStack, which report their problems again.
        resolver.session.forgetDiagnostics(after: reported)
        resolver.runtime?.lifecycle.resolvingAgain()
        beforeResolvingAgain()
        let children = resolver.children(of: view, stackAxis: .vertical)
        return StackNode(distribution: VStackLayout().distribution, children: children, environment: resolver.sharedEnvironment)
    }

    /// Lays the resolved tree out: on the calling thread when its stack has room for the
    /// tree's levels, else on a thread with a large stack.
    private static func place(_ root: LayoutNode, in window: Window, session: LayoutSession) {
        CallerStack.run(levels: root.levels) { placeHere(root, in: window, session: session) }
    }

    private static func placeHere(_ root: LayoutNode, in window: Window, session: LayoutSession) {
        let proposal = window.proposal
        session.containerSizes = [proposal]
        let size = root.sizeThatFits(proposal)
        var origin = CGPoint(
            x: proposal.width.map { ($0 - size.width) / 2 } ?? 0,
            y: proposal.height.map { ($0 - size.height) / 2 } ?? 0)
        var safeArea: SafeAreaRegion?
        if let screen = window.screen {
            let safe = screen.safeBounds
            origin.x += safe.minX
            origin.y += safe.minY
            safeArea = SafeAreaRegion(outer: screen.bounds, safe: safe)
        }
        root.place(at: origin, proposal: proposal, context: PlacementContext(offset: .zero, safeArea: safeArea, session: session))
    }

    private func updateGeometry() {
        size = root.frame.size
        origin = root.frame.origin
    }

    /// Lays the same tree out again for a new window size. Sizes already answered come from
    /// the caches; the same proposal again does nothing.
    public func relayout(in proposal: ProposedViewSize) {
        relayout(window: .proposal(proposal))
    }

    /// Lays the same tree out again on another screen (a device turned, a canvas resized).
    public func relayout(on screen: Screen) {
        relayout(window: .screen(screen))
    }

    private func relayout(window: Window) {
        guard window.proposal != proposal || window.screen != self.window.screen || cachesDiscarded else { return }
        cachesDiscarded = false
        self.window = window
        proposal = window.proposal
        ViewLayout.place(root, in: window, session: session)
        updateGeometry()
    }

    /// The frame, in window coordinates, of the first view marked
    /// `.accessibilityIdentifier(identifier)`: what a `GeometryReader` in the marked view's
    /// background would report as its global frame (moved by every offset that wraps the
    /// marker, not by one the marker wraps). `nil` when no placed view has the identifier.
    public func frame(of identifier: String) -> CGRect? {
        for node in placedNodesInOrder() {
            for (index, effect) in node.effects.enumerated() {
                if case .identifier(let id) = effect, id == identifier {
                    return node.globalFrame(afterEffects: index + 1)
                }
            }
        }
        return nil
    }

    /// Every placed node, parents before children, in source order.
    func placedNodesInOrder() -> [LayoutNode] {
        var result: [LayoutNode] = []
        var stack: [LayoutNode] = [root]
        while let node = stack.popLast() {
            guard node.isPlaced else { continue }
            result.append(node)
            stack.append(contentsOf: node.placedChildren.reversed())
        }
        return result
    }

    /// The layout tree, one line per view: kind, proposal received, size and frame.
    public var description: String {
        var lines: [String] = []
        var stack: [(LayoutNode, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            guard node.isPlaced else { continue }
            let frame = node.globalFrame()
            var line = String(repeating: "  ", count: depth) + node.kindName
            if !node.detail.isEmpty { line += " [\(node.detail)]" }
            line += " proposal \(node.placedProposal)"
            line += " size (\(formatLength(frame.width)), \(formatLength(frame.height)))"
            line += " at (\(formatLength(frame.minX)), \(formatLength(frame.minY)))"
            let effects = node.effects.map(\.summary)
            if !effects.isEmpty { line += " {" + effects.joined(separator: ", ") + "}" }
            lines.append(line)
            for child in node.placedChildren.reversed() {
                stack.append((child, depth + 1))
            }
        }
        return lines.joined(separator: "\n")
    }

    deinit {
        // Releasing a tree recurses once per level, with less stack than laying it out: a tree
        // that could be laid out here is simply released. A deeper one is taken apart level
        // by level, so that releasing it cannot overflow the stack.
        if let budget = CallerStack.budget(), CallerStack.fits(levels: root.levels, budget: budget) { return }
        var pending = [root]
        while let node = pending.popLast() {
            node.detachSubnodes(into: &pending)
        }
    }
}
