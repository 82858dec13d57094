/// The services and records shared by one view tree while it is resolved and laid out.
final class LayoutSession {
    let textMeasurer: any TextMeasuring
    let imageProvider: any ImageProviding
    @exclusivity(unchecked) private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Every environment the tree's nodes refer to (they do not retain them).
    @exclusivity(unchecked) private var environments: [SharedEnvironment] = []

    init(textMeasurer: any TextMeasuring, imageProvider: any ImageProviding) {
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
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
