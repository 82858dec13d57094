/// Why an activity could not start: ActivityKit's `ActivityAuthorizationError`.
public enum ActivityAuthorizationError: LocalizedError, Sendable, Equatable {
    case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier
    case missingProcessIdentifier, persistenceFailure, reconnectNotPermitted, targetMaximumExceeded
    case unentitled, unsupported, unsupportedTarget, visibility

    public var errorDescription: String? {
        switch self {
        case .unsupported: "There are no Live Activities on Linux: ActivityKit cannot start one here."
        case .denied: "The user turned Live Activities off."
        default: "The Live Activity could not start."
        }
    }
}

/// Whether the app may start Live Activities: ActivityKit's `ActivityAuthorizationInfo`.
///
/// They are never enabled on Linux.
public final class ActivityAuthorizationInfo: Sendable {
    /// The app's authorisation.
    public init() {}

    /// Whether activities are enabled: no.
    public var areActivitiesEnabled: Bool { false }

    /// Whether frequent updates are enabled: no.
    public var frequentPushesEnabled: Bool { false }
}
