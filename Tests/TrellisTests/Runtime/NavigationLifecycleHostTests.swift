import Testing
import Trellis

/// The appearances and disappearances the screens of a stack report, in order.
private final class Journal {
    var events: [String] = []
}

/// A root screen with its own state and a link to a screen with a link further down; each
/// screen reports its appearances to the journal.
private struct Journaled: View {
    let journal: Journal
    @State private var visits = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("visits \(visits)").accessibilityIdentifier("visits")
                Button("Visit") { visits += 1 }
                NavigationLink("Detail") { detail }
            }
            .onAppear { journal.events.append("root appear") }
            .onDisappear { journal.events.append("root disappear") }
            .navigationTitle("Root")
        }
    }

    private var detail: some View {
        NavigationLink("More") { Text("More").onAppear { journal.events.append("more appear") } }
            .onAppear { journal.events.append("detail appear") }
            .onDisappear { journal.events.append("detail disappear") }
    }
}

@Suite("ViewHost: the lifecycle of covered screens")
struct NavigationLifecycleHostTests {
    @Test func aPushDisappearsTheCoveredScreenAndBackMakesItAppearAgain() throws {
        let journal = Journal()
        let host = ViewHost(Journaled(journal: journal))
        #expect(journal.events == ["root appear"])
        try host.tap("Detail")
        #expect(journal.events == ["root appear", "root disappear", "detail appear"])
        try host.tap("Back")
        #expect(journal.events == ["root appear", "root disappear", "detail appear", "detail disappear", "root appear"])
    }

    @Test func screensCoveredTwiceAppearOnlyWhenShownAgain() throws {
        let journal = Journal()
        let host = ViewHost(Journaled(journal: journal))
        try host.tap("Detail")
        try host.tap("More")
        // The root, covered already, does not disappear again.
        #expect(journal.events == ["root appear", "root disappear", "detail appear", "detail disappear", "more appear"])
        journal.events = []
        try host.tap("Back")
        #expect(journal.events == ["detail appear"])
        try host.tap("Back")
        #expect(journal.events == ["detail appear", "detail disappear", "root appear"])
    }

    @Test func theCoveredScreenKeepsItsState() throws {
        let journal = Journal()
        let host = ViewHost(Journaled(journal: journal))
        try host.tap("Visit")
        try host.tap("Detail")
        try host.tap("Back")
        #expect(host.text(of: "visits") == "visits 1")
    }
}
