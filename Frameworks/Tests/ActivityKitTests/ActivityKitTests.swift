import ActivityKit
import SwiftUI
import Testing

@Suite("ActivityKit without Live Activities")
struct ActivityKitTests {
    static let attributes = DeliveryAttributes(orderID: "1234", items: ["glazed", "sprinkles"])

    @Test func requestingAnActivityThrowsUnsupported() {
        let content = ActivityContent(state: DeliveryAttributes.ContentState(minutesLeft: 5), staleDate: nil)
        #expect(throws: ActivityAuthorizationError.unsupported) {
            _ = try Activity<DeliveryAttributes>.request(attributes: Self.attributes, content: content, pushType: nil)
        }
        #expect(ActivityAuthorizationError.unsupported.localizedDescription == "There are no Live Activities on Linux: ActivityKit cannot start one here.")
        #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false)
    }

    @Test(arguments: [nil, 0.5])
    func contentKeepsItsStateStaleDateAndRelevance(relevance: Double?) {
        let stale = Date(timeIntervalSince1970: 120)
        let content = relevance.map {
            ActivityContent(state: DeliveryAttributes.ContentState(minutesLeft: 3), staleDate: stale, relevanceScore: $0)
        } ?? ActivityContent(state: DeliveryAttributes.ContentState(minutesLeft: 3), staleDate: stale)
        #expect(content.state.minutesLeft == 3)
        #expect(content.staleDate == stale)
        #expect(content.relevanceScore == (relevance ?? 0))
    }

    @MainActor
    @Test func anOrderViewStartsAndEndsActivitiesAsAppsDo() async {
        let view = OrderStatusView(orderID: "1234")
        view.startActivity()
        await view.endActivities()
        #expect(view.status.text == "Error requesting live activity: There are no Live Activities on Linux: ActivityKit cannot start one here.")
    }
}

// Written as apps write it.

struct DeliveryAttributes: ActivityAttributes {
    public typealias Status = ContentState

    public struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var orderID: String
    var items: [String]
}

@MainActor
final class StatusBox {
    var text = ""
}

@MainActor
struct OrderStatusView {
    var orderID: String
    let status = StatusBox()

    func startActivity() {
        let attributes = DeliveryAttributes(orderID: orderID, items: [])
        let content = ActivityContent(
            state: DeliveryAttributes.ContentState(minutesLeft: 10),
            staleDate: Calendar.current.date(byAdding: .minute, value: 2, to: Date())!)
        do {
            let activity = try Activity<DeliveryAttributes>.request(attributes: attributes, content: content, pushType: nil)
            status.text = "Requested \(activity.id)"
        } catch let error {
            status.text = "Error requesting live activity: \(error.localizedDescription)"
        }
    }

    func endActivities() async {
        for activity in Activity<DeliveryAttributes>.activities where activity.attributes.orderID == orderID {
            await activity.update(ActivityContent(state: .init(minutesLeft: 0), staleDate: nil))
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }
}
