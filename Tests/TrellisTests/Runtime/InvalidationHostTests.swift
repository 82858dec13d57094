import Testing
import Trellis

/// A row keeping its own state, and a header that reads none.
private struct Chore: View {
    let name: String
    @State private var done = false

    var body: some View {
        Button(done ? "\(name) done" : name) { done.toggle() }
    }
}

private struct Chores: View {
    var body: some View {
        VStack {
            Text("Chores")
            ForEach(["Dishes", "Laundry", "Plants"], id: \.self) { Chore(name: $0) }
        }
    }
}

@Suite("ViewHost: which bodies a write invalidates")
struct InvalidationHostTests {
    /// A row's write invalidates that row's body alone; the update evaluates it and the views
    /// it made anew (its button, whose title and action are new, and the button style's two
    /// views around the new title), and reuses the header's and the other rows' bodies.
    @Test func aRowsWriteInvalidatesOnlyThatRow() throws {
        let host = ViewHost(Chores())
        let everyBody = host.bodyEvaluations
        #expect(host.invalidatedBodies == 0)
        try host.tap("Laundry")
        #expect(host.text(of: "Laundry") == nil && host.texts.contains("Laundry done"))
        #expect(host.invalidatedBodies == 1)
        #expect(everyBody == 13)
        #expect(host.bodyEvaluations == 4)
    }

    /// A write no body read (the same value again, or state nothing shows) makes no update.
    @Test func aWriteNobodyReadMakesNoUpdate() throws {
        let host = ViewHost(Chores())
        let updates = host.updateCount
        try host.updateIfNeeded()
        #expect(host.updateCount == updates)
    }
}
