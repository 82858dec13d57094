/// An environment shared by every node resolved under it.
///
/// The layout session owns these for as long as its nodes live, so a node refers to its
/// environment without retaining it: a retain and a release per node were a measurable part
/// of resolving a large tree.
final class SharedEnvironment {
    let values: EnvironmentValues

    init(_ values: EnvironmentValues) {
        self.values = values
    }

    /// The default environment, for nodes that belong to no session (placeholders).
    nonisolated(unsafe) static let standalone = SharedEnvironment(EnvironmentValues())
}
