/// The services and records shared by one view tree while it is resolved and laid out.
final class LayoutSession {
    let textMeasurer: any TextMeasuring
    let imageProvider: any ImageProviding
    /// The runtime keeping state across updates, when a ``ViewHost`` drives the tree.
    let runtime: ViewRuntime?
    @exclusivity(unchecked) private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Every environment the tree's nodes refer to (they do not retain them).
    @exclusivity(unchecked) private var environments: [SharedEnvironment] = []

    /// The sizes of the containers `containerRelativeFrame` measures against, innermost last:
    /// the window's safe area at the bottom, then each scroll view being laid out.
    @exclusivity(unchecked) var containerSizes: [ProposedViewSize] = []

    /// The size of the innermost container, `nil` on an axis no container sizes.
    var containerSize: ProposedViewSize { containerSizes.last ?? .unspecified }

    /// Runs `body` with `size` as the innermost container's size.
    func withContainerSize<T>(_ size: ProposedViewSize, _ body: () -> T) -> T {
        containerSizes.append(size)
        defer { containerSizes.removeLast() }
        return body()
    }

    init(textMeasurer: any TextMeasuring, imageProvider: any ImageProviding, runtime: ViewRuntime? = nil) {
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
        self.runtime = runtime
    }

    /// `values` as an environment nodes can share, kept alive for as long as the session.
    func share(_ values: EnvironmentValues) -> SharedEnvironment {
        let shared = SharedEnvironment(values)
        environments.append(shared)
        return shared
    }

    func report(_ diagnostic: LayoutDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Forgets the diagnostics reported after the first `count`: a tree resolved a second
    /// time reports its problems again.
    func forgetDiagnostics(after count: Int) {
        if diagnostics.count > count { diagnostics.removeSubrange(count...) }
    }
}
