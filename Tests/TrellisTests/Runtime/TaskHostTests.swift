import Foundation
import Testing
import Trellis

/// A value a task may capture. A task's closure is `@Sendable` (SwiftUI's signature), and a
/// Trellis view is not isolated to the main actor as SwiftUI's views are, so Swift 6 will not
/// let a task capture a view's `@State` binding. The host runs its tasks' work on the thread
/// calling it, between its updates — the guarantee SwiftUI's main actor gives — which this box
/// states to the compiler for these views (preview files are checked as Swift 5, where a task
/// captures `self` as in SwiftUI).
private struct HostConfined<Value>: @unchecked Sendable {
    let value: Value
}

/// A view whose task writes its state, before and after sleeping.
private struct Loader: View {
    let sleep: Duration
    @State private var status = "Idle"
    @State private var log: [String] = []

    var body: some View {
        let status = HostConfined(value: $status)
        VStack {
            Text(status.value.wrappedValue).accessibilityIdentifier("status")
            Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        }
        .onAppear { log.append("appear") }
        .task { [sleep] in
            status.value.wrappedValue = "Loading"
            try? await Task.sleep(for: sleep)
            status.value.wrappedValue = "Loaded"
        }
    }
}

/// A task shown while a toggle is on, recording how it ended.
private struct Cancellable: View {
    @State private var isShown = true
    @State private var outcome = "running"

    var body: some View {
        let outcome = HostConfined(value: $outcome)
        VStack {
            Toggle("Shown", isOn: $isShown)
            Text(outcome.value.wrappedValue).accessibilityIdentifier("outcome")
            if isShown {
                Text("Worker").task {
                    do {
                        try await Task.sleep(for: .seconds(600))
                        outcome.value.wrappedValue = "finished"
                    } catch {
                        outcome.value.wrappedValue = "cancelled"
                    }
                }
            }
        }
    }
}

/// A task restarted for each id a stepper chooses.
private struct Restarting: View {
    @State private var id = 1
    @State private var log: [String] = []

    var body: some View {
        let log = HostConfined(value: $log)
        VStack {
            Stepper("Id", value: $id, in: 1...3)
            Text(log.value.wrappedValue.joined(separator: ",")).accessibilityIdentifier("log")
        }
        .task(id: id) { [id] in
            log.value.wrappedValue.append("start \(id)")
            do {
                try await Task.sleep(for: .seconds(600))
            } catch {
                log.value.wrappedValue.append("cancel \(id)")
            }
        }
    }
}

/// A task at a given priority, recording that it ran.
private struct Prioritised: View {
    let priority: TaskPriority
    @State private var ran = false

    var body: some View {
        let ran = HostConfined(value: $ran)
        Text(ran.value.wrappedValue ? "ran" : "not run").accessibilityIdentifier("ran")
            .task(priority: priority) { ran.value.wrappedValue = true }
    }
}

@Suite struct TaskHostTests {
    @Test func aTaskStartsAfterTheViewAppearsAndItsFirstStepsRunBeforeTheHostIsHandedOut() {
        let host = ViewHost(Loader(sleep: .seconds(600)))
        #expect(host.text(of: "log") == "appear")
        #expect(host.text(of: "status") == "Loading")
        #expect(host.unfinishedTaskCount == 1)
    }

    @Test func settleWaitsForASleepingTaskAndShowsWhatItWrote() async throws {
        let host = ViewHost(Loader(sleep: .milliseconds(20)))
        #expect(host.text(of: "status") == "Loading")
        try await host.settle()
        #expect(host.text(of: "status") == "Loaded")
        #expect(host.unfinishedTaskCount == 0)
        #expect(host.text(of: "log") == "appear")
    }

    @Test func workThatBecomesReadyLaterWaitsForTheNextHostCall() async throws {
        let host = ViewHost(Loader(sleep: .milliseconds(1)))
        // Long enough for the sleep to end: its work is queued, and nothing runs it yet.
        try await Task.sleep(for: .milliseconds(200))
        #expect(host.text(of: "status") == "Loading")
        try host.updateIfNeeded()
        #expect(host.text(of: "status") == "Loaded")
        #expect(host.unfinishedTaskCount == 0)
    }

    @Test func aTaskIsCancelledWhenItsViewDisappears() throws {
        let host = ViewHost(Cancellable())
        #expect(host.unfinishedTaskCount == 1)
        try host.tap("Shown")
        // The cancelled sleep throws at once; its work runs within the tap.
        #expect(host.text(of: "outcome") == "cancelled")
        #expect(host.unfinishedTaskCount == 0)
    }

    @Test func aTaskWithAnIdIsRestartedWhenTheIdChanges() throws {
        let host = ViewHost(Restarting())
        #expect(host.text(of: "log") == "start 1")
        try host.tap("Increment")
        #expect(host.text(of: "log") == "start 1,cancel 1,start 2")
        try host.tap("Increment")
        #expect(host.text(of: "log") == "start 1,cancel 1,start 2,cancel 2,start 3")
        // At the stepper's end the id does not change: the task is left running.
        try host.tap("Increment")
        #expect(host.text(of: "log") == "start 1,cancel 1,start 2,cancel 2,start 3")
        #expect(host.unfinishedTaskCount == 1)
    }

    @Test(arguments: [TaskPriority.background, .low, .medium, .high, .userInitiated])
    func aTaskRunsAtAnyPriority(priority: TaskPriority) {
        let host = ViewHost(Prioritised(priority: priority))
        #expect(host.text(of: "ran") == "ran")
    }

    @Test func aStillPictureStartsNoTask() {
        let layout = ViewLayout(Loader(sleep: .seconds(600)))
        #expect(layout.placedViews.compactMap(\.text) == ["Idle", ""])
    }
}
