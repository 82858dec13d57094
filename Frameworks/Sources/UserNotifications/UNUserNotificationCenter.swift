// `import UserNotifications` on Linux: scheduling local notifications. Nothing is ever shown:
// permission is answered no, requests are accepted and dropped.
@_exported import Foundation

/// The app's notification centre: UserNotifications' `UNUserNotificationCenter`.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    /// The app's centre.
    public static func current() -> UNUserNotificationCenter { shared }

    /// The delegate (never called: nothing is delivered).
    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Asks to show notifications: `completionHandler` is called at once with `false`.
    public func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void
    ) {
        completionHandler(false, nil)
    }

    /// Asks to show notifications: `false` (no one is there to allow it).
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// The app's notification settings: not yet determined.
    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    /// The app's notification settings: not yet determined.
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    /// Schedules a notification (dropped).
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Schedules a notification (dropped).
    public func add(_ request: UNNotificationRequest) async throws {}

    /// The scheduled notifications: none.
    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler([])
    }

    /// The scheduled notifications: none.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }

    /// The delivered notifications: none.
    public func deliveredNotifications() async -> [UNNotification] { [] }

    /// Removes scheduled notifications.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    /// Removes every scheduled notification.
    public func removeAllPendingNotificationRequests() {}
    /// Removes delivered notifications.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    /// Removes every delivered notification.
    public func removeAllDeliveredNotifications() {}
    /// Sets the notification categories (kept out of the report).
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
    /// Sets the app icon's badge (nothing to show it on).
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
    /// Sets the app icon's badge (nothing to show it on).
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}

/// What a notification centre tells its delegate: UserNotifications' `UNUserNotificationCenterDelegate`.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrives while the app is in front.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The user responded to a notification.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }
}

/// What an app asks permission for.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// How a notification is shown while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// Whether the app may show notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
}

/// Whether a notification setting is on.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// The app's notification settings: UserNotifications' `UNNotificationSettings`.
public final class UNNotificationSettings: Sendable {
    /// Not yet determined: the app never asked.
    public let authorizationStatus: UNAuthorizationStatus = .notDetermined
    public let alertSetting: UNNotificationSetting = .notSupported
    public let badgeSetting: UNNotificationSetting = .notSupported
    public let soundSetting: UNNotificationSetting = .notSupported
    public let lockScreenSetting: UNNotificationSetting = .notSupported
    public let notificationCenterSetting: UNNotificationSetting = .notSupported
}
