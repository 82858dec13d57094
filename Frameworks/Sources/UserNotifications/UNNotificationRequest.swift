/// A notification's content: UserNotifications' `UNNotificationContent`.
open class UNNotificationContent: @unchecked Sendable {
    /// The title.
    open internal(set) var title = ""
    /// The subtitle.
    open internal(set) var subtitle = ""
    /// The body text.
    open internal(set) var body = ""
    /// The badge number.
    open internal(set) var badge: NSNumber?
    /// The sound.
    open internal(set) var sound: UNNotificationSound?
    /// The category, for actions.
    open internal(set) var categoryIdentifier = ""
    /// The thread notifications are grouped by.
    open internal(set) var threadIdentifier = ""
    /// Custom data.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// How it interrupts.
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active

    public init() {}
}

/// Content to fill in: UserNotifications' `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }

    public override init() {}
}

/// How a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// A notification's sound: UserNotifications' `UNNotificationSound`.
public final class UNNotificationSound: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    /// The system's sound.
    public static let `default` = UNNotificationSound(name: "default")
    /// The critical-alert sound.
    public static let defaultCritical = UNNotificationSound(name: "defaultCritical")
    /// A sound file in the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
    public static func == (lhs: UNNotificationSound, rhs: UNNotificationSound) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A sound file's name.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// When a notification fires: UserNotifications' `UNNotificationTrigger`.
open class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// A trigger after a time interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval in seconds.
    public let timeInterval: TimeInterval
    /// A trigger `timeInterval` seconds from now (Apple requires 60 or more when repeating).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// A trigger at a date.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The date components to match.
    public let dateComponents: DateComponents
    /// A trigger when the date matches `dateComponents`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    /// The next date the trigger fires.
    open func nextTriggerDate() -> Date? { Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime) }
}

/// A notification to schedule: UserNotifications' `UNNotificationRequest`.
public final class UNNotificationRequest: @unchecked Sendable {
    /// The request's identifier.
    public let identifier: String
    /// The content.
    public let content: UNNotificationContent
    /// When it fires (nil: at once).
    public let trigger: UNNotificationTrigger?

    /// A request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A delivered notification: UserNotifications' `UNNotification`.
public final class UNNotification: @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// Its request.
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// The user's response to a notification: UserNotifications' `UNNotificationResponse`.
public final class UNNotificationResponse: @unchecked Sendable {
    /// The notification.
    public let notification: UNNotification
    /// The action chosen.
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The action identifier of opening the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of dismissing it.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A group of notification actions: UserNotifications' `UNNotificationCategory`.
public final class UNNotificationCategory: Hashable, @unchecked Sendable {
    /// The category's identifier.
    public let identifier: String
    /// Its actions.
    public let actions: [UNNotificationAction]
    /// A category.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
    }
    public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// Options of a category.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
}

/// A button on a notification: UserNotifications' `UNNotificationAction`.
public final class UNNotificationAction: @unchecked Sendable {
    /// The action's identifier.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// An action.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
    }
}

/// Options of an action.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
