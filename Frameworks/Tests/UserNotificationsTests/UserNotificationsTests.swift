import SwiftUI
import Testing
import UserNotifications

// As apps write it: a reminder scheduler, with a delegate, asking permission first.
final class NotificationManager: NSObject, ObservableObject, UNUserNotificationCenterDelegate {
    @Published var isAuthorized = false

    override init() {
        super.init()
        UNUserNotificationCenter.current().delegate = self
    }

    func requestPermission() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            if let error { print(error.localizedDescription) }
            print(granted)
        }
    }

    func schedule(title: String, at date: Date) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Don't forget!"
        content.sound = .default
        content.badge = 1
        let components = Calendar.current.dateComponents([.hour, .minute], from: date)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
    }

    func scheduleSoon() async throws {
        let content = UNMutableNotificationContent()
        content.title = "Timer done"
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
        try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "timer", content: content, trigger: trigger))
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["timer"])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .sound])
    }
}

@Suite("UserNotifications on Linux")
struct UserNotificationsTests {
    @Test func permissionIsAnsweredNoAndNothingIsPending() async throws {
        let manager = NotificationManager()
        manager.requestPermission()
        manager.schedule(title: "Stretch", at: Date())
        try await manager.scheduleSoon()
        #expect(try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) == false)
        #expect(await UNUserNotificationCenter.current().notificationSettings().authorizationStatus == .notDetermined)
        #expect(await UNUserNotificationCenter.current().pendingNotificationRequests().isEmpty)
    }

    @Test func contentKeepsWhatItIsGiven() {
        let content = UNMutableNotificationContent()
        content.title = "Hello"
        content.userInfo = ["id": 3]
        #expect(content.title == "Hello")
        #expect(content.userInfo["id"] as? Int == 3)
        #expect(UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true).repeats)
    }
}
