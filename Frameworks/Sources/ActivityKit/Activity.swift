// `import ActivityKit` on Linux: Live Activities' attributes and content, so an app's activity
// code compiles. There are no Live Activities here: `Activity.request` throws
// `ActivityAuthorizationError.unsupported` and `Activity.activities` is empty.
@_exported import Foundation

/// What a Live Activity shows, fixed and changing: ActivityKit's `ActivityAttributes`.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The part that changes.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's changing content and when it goes stale: ActivityKit's `ActivityContent`.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
    /// The content state.
    public var state: State
    /// When the content is out of date.
    public var staleDate: Date?
    /// How relevant it is beside the app's other activities.
    public var relevanceScore: Double

    /// Content with a stale date and relevance.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// A Live Activity: ActivityKit's `Activity`.
///
/// None can be started on Linux: `request` throws `ActivityAuthorizationError.unsupported`.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's identifier.
    public let id: String
    /// Its fixed attributes.
    public let attributes: Attributes
    /// Its current content.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// Its state.
    public private(set) var activityState: ActivityState
    /// The push token that updates it.
    public var pushToken: Data? { nil }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
        activityState = .active
    }

    /// The app's running activities of this type: none.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starts an activity: throws, as there are no Live Activities here.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Starts an activity with a content state (iOS 16.1): throws.
    @available(*, deprecated, message: "Use request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Updates the content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        self.content = content
    }

    /// Ends the activity, with final content if given.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
}

/// A Live Activity's state: ActivityKit's `ActivityState`.
public enum ActivityState: Hashable, Sendable {
    case active, dismissed, ended, stale
}

/// When an ended activity leaves the Lock Screen: ActivityKit's `ActivityUIDismissalPolicy`.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let date: Date?
    let name: String
    /// The system's default (up to four hours).
    public static let `default` = ActivityUIDismissalPolicy(date: nil, name: "default")
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(date: nil, name: "immediate")
    /// At a date.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(date: date, name: "after") }
}

/// How an activity is updated remotely: ActivityKit's `PushType`.
public struct PushType: Hashable, Sendable {
    let name: String
    /// By push notifications to the activity's token.
    public static let token = PushType(name: "token")
}
