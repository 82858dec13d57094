/// The environment an action runs in under a ``ViewHost``: that of the view it was declared
/// on. An action runs after the update that resolved its view, when no resolver is active, so
/// without this an `@Environment` property read in it (`dismiss`, `openURL`) would give its
/// default value rather than the one set around the view, as SwiftUI gives.
struct ActionEnvironment: @unchecked Sendable {
    // Only set and read on the thread that runs the host's events.
    let values: EnvironmentValues

    @TaskLocal static var current: ActionEnvironment?

    /// Runs `action` with `environment` as the environment `@Environment` properties read.
    static func run<T>(in environment: EnvironmentValues, _ action: () throws -> T) rethrows -> T {
        try $current.withValue(ActionEnvironment(values: environment), operation: action)
    }
}
