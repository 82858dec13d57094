@testable import os
import OSLog
import SwiftUI
import Testing

// Logging as apps write it: a logger per category in an extension, interpolations with
// privacy and formats, and the older os_log.
extension Logger {
    private static let subsystem = Bundle.main.bundleIdentifier ?? "com.example.app"
    static let network = Logger(subsystem: subsystem, category: "network")
    static let viewCycle = Logger(subsystem: subsystem, category: "viewcycle")
}

struct LoggingView: View {
    let count: Int

    var body: some View {
        Text("Items: \(count)")
            .onAppear {
                Logger.viewCycle.info("LoggingView appeared with \(count, privacy: .public) items")
                Logger.network.error("Request failed: \(URLError(.timedOut).localizedDescription, privacy: .private(mask: .hash))")
                Logger.network.debug("Progress \(0.5, format: .fixed(precision: 2)) done=\(true)")
                os_log("Legacy %{public}@", log: .default, type: .info, "message")
            }
    }
}

@Suite("os and OSLog")
struct OSLogTests {
    @Test(arguments: [
        (OSLogMessage("plain"), "plain"),
        ("\(3, privacy: .public) items", "3 items"),
        ("\(2.71828, format: .fixed(precision: 2))", "2.72"),
        ("\(true, format: .answer)", "YES"),
        ("user \("ada", privacy: .private(mask: .hash))", "user ada"),
    ] as [(OSLogMessage, String)])
    func messagesAreBuiltAsTheirText(message: OSLogMessage, text: String) {
        #expect(message.text == text)
    }

    @Test func loggingDoesNothingAndViewsStillLayOut() {
        Logger().notice("started")
        Logger(.default).log(level: .fault, "fault \(1)")
        #expect(!OSLog.default.isEnabled(type: .debug))
        let layout = ViewLayout(LoggingView(count: 3), in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["Items: 3"])
    }

    @Test func theLockProtectsItsState() {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 100) { _ in counter.withLock { $0 += 1 } }
        #expect(counter.withLock { $0 } == 100)
    }
}
