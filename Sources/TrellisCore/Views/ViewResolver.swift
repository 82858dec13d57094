/// Turns view values into layout nodes, carrying what flows down the tree while it does:
/// the environment and the axis of the enclosing stack.
public final class _ViewResolver {
    let session: LayoutSession
    /// The runtime keeping state across updates (``ViewHost``), or `nil` for a plain layout,
    /// which then computes no identities and binds no state.
    let runtime: ViewRuntime?
    /// The environment at the view being resolved.
    @exclusivity(unchecked) private(set) var environment: EnvironmentValues
    /// The same, as the nodes resolved here refer to it.
    @exclusivity(unchecked) private(set) var sharedEnvironment: EnvironmentReference
    /// The axis of the nearest enclosing stack (through modifiers), which a `Spacer` follows.
    @exclusivity(unchecked) var stackAxis: Axis?
    /// Whether the views being resolved are a `Grid`'s rows, so that a `GridRow` makes a row
    /// (elsewhere it is a group of views).
    @exclusivity(unchecked) var resolvesGridRows = false
    /// The ancestors gathering preferences, innermost last.
    @exclusivity(unchecked) var preferenceCollectors: [PreferenceCollector] = []

    @exclusivity(unchecked) private var output = ResolvedNodes()
    /// The contents of the custom `ViewModifier`s being resolved, innermost last.
    @exclusivity(unchecked) private var modifierContents: [(_ViewResolver) -> Void] = []

    init(session: LayoutSession, environment: EnvironmentValues, stackAxis: Axis? = nil) {
        self.session = session
        runtime = session.runtime
        self.environment = environment
        sharedEnvironment = EnvironmentReference(session.share(environment))
        self.stackAxis = stackAxis
    }

    /// A resolver starting from an environment the session already shares (content made
    /// during placement, again at every new size, adds none).
    init(session: LayoutSession, sharedEnvironment: EnvironmentReference) {
        self.session = session
        runtime = session.runtime
        environment = sharedEnvironment.values
        self.sharedEnvironment = sharedEnvironment
        stackAxis = nil
    }

    /// The lowest stack address resolving may reach on this thread, or 0 for no limit. Past
    /// it the resolver stops and says so (``ranOutOfStack``): the caller starts again on a
    /// thread with a large stack.
    @exclusivity(unchecked) var stackFloor: UInt = 0
    @exclusivity(unchecked) private(set) var ranOutOfStack = false

    /// Whether there is stack left to resolve one level more (checked where resolving recurses).
    @inline(__always)
    private func hasStackLeft() -> Bool {
        guard stackFloor != 0 else { return true }
        if ranOutOfStack || CallerStack.currentAddress() < stackFloor {
            ranOutOfStack = true
            return false
        }
        return true
    }

    /// The alignment of the last frame resolved, with its shared instance: the frames of a
    /// tree mostly have one alignment, and finding the instance costs more than comparing.
    @exclusivity(unchecked) private var lastAlignment: (alignment: Alignment, shared: Unmanaged<SharedAlignment>)?

    /// The instance of `alignment` that frames keep (see ``SharedAlignment``).
    func sharedAlignment(_ alignment: Alignment) -> Unmanaged<SharedAlignment> {
        if let lastAlignment, lastAlignment.alignment == alignment { return lastAlignment.shared }
        let shared = SharedAlignment.of(alignment)
        lastAlignment = (alignment, shared)
        return shared
    }

    /// Adds a node to the views being resolved at this level.
    func emit(_ node: consuming LayoutNode) {
        output.append(node)
    }

    /// Resolves `view` into this level and wraps each node it added with `modifier`.
    ///
    /// Generic over the modifier rather than taking a closure: a closure is handed each node
    /// borrowed, and a retain and a release per node went with it; `wrap` takes the node over.
    func resolve<V: View, Modifier: NodeWrappingModifier>(_ view: V, wrappingWith modifier: Modifier) {
        guard hasStackLeft() else { return }
        let start = output.count
        view._resolve(into: self)
        // Each node is moved out and its replacement moved in: no reference counting.
        for index in start..<output.count {
            let node = output.take(at: index)
            let wrapped = modifier.wrap(consume node, resolver: self)
            output.put(wrapped, at: index)
        }
    }

    /// Resolves `view` into this level and lets `modifier` change each node it added.
    func resolve<V: View, Modifier: NodeAttributeModifier>(_ view: V, applying modifier: Modifier) {
        guard hasStackLeft() else { return }
        let start = output.count
        view._resolve(into: self)
        for index in start..<output.count {
            // Read before the modifier runs: it may resolve more views into the buffer.
            let node = output.unretainedNode(at: index)
            node._withUnsafeGuaranteedRef { modifier.apply(to: $0, resolver: self) }
        }
    }

    /// The nodes `view` resolves to, without adding them to this level.
    func nodes<V: View>(of view: V) -> [LayoutNode] {
        guard hasStackLeft() else { return [] }
        let start = output.count
        view._resolve(into: self)
        return output.removeLevel(from: start)
    }

    /// The nodes of `view` resolved as the children of a container: the container's stack axis
    /// (nil for a non-stack) applies inside.
    func children<V: View>(of view: V, stackAxis axis: Axis?) -> [LayoutNode] {
        let savedAxis = stackAxis
        let savedGridRows = resolvesGridRows
        stackAxis = axis
        resolvesGridRows = false
        defer {
            stackAxis = savedAxis
            resolvesGridRows = savedGridRows
        }
        return nodes(of: view)
    }

    /// The nodes of `view` resolved as a `Grid`'s rows.
    func gridRows<V: View>(of view: V) -> [LayoutNode] {
        let savedAxis = stackAxis
        let savedGridRows = resolvesGridRows
        stackAxis = nil
        resolvesGridRows = true
        defer {
            stackAxis = savedAxis
            resolvesGridRows = savedGridRows
        }
        return nodes(of: view)
    }

    /// The nodes of `view` with the environment changed by `transform`.
    func withEnvironment(_ transform: (inout EnvironmentValues) -> Void, _ body: () -> Void) {
        let saved = environment
        let savedShared = sharedEnvironment
        transform(&environment)
        sharedEnvironment = EnvironmentReference(session.share(environment))
        body()
        environment = saved
        sharedEnvironment = savedShared
    }

    /// Resolves a composite view through its `body`. `@Environment` properties read the
    /// environment of this point while the body is computed.
    func resolveBody<V: View>(of view: V) {
        guard hasStackLeft() else { return }
        if let runtime {
            runtime.evaluateBody(of: view, in: environment, { view.body }, resolve: { $0._resolve(into: self) })
            return
        }
        let body = view.body
        body._resolve(into: self)
    }

    /// Resolves a custom modifier: its body, in which `content` stands for the modified view.
    func resolve<Content: View, Modifier: ViewModifier>(_ content: Content, modifiedBy modifier: Modifier) {
        guard hasStackLeft() else { return }
        modifierContents.append { resolver in content._resolve(into: resolver) }
        if let runtime {
            runtime.evaluateBody(of: modifier, in: environment, { modifier.body(content: _ViewModifier_Content()) }, resolve: { $0._resolve(into: self) })
        } else {
            let body = modifier.body(content: _ViewModifier_Content())
            body._resolve(into: self)
        }
        modifierContents.removeLast()
    }

    /// Resolves the innermost modifier's content (`_ViewModifier_Content`).
    func resolveModifierContent() {
        guard hasStackLeft() else { return }
        guard let content = modifierContents.popLast() else { return }
        content(self)
        modifierContents.append(content)
    }

    /// Runs `body` with this resolver as the one `@Environment` properties read from.
    func activate<T>(_ body: () -> T) -> T {
        ActiveResolver.$current.withValue(ActiveResolver(self), operation: body)
    }
}

/// The resolver whose environment `@Environment` reads, for the thread resolving a tree.
struct ActiveResolver: @unchecked Sendable {
    // Only read on the thread that set it, while the resolver is alive.
    unowned(unsafe) let resolver: _ViewResolver

    init(_ resolver: _ViewResolver) {
        self.resolver = resolver
    }

    @TaskLocal static var current: ActiveResolver?
}
