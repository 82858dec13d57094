import Testing
import Trellis

/// A counter with its own state, to put at different identities.
private struct Tapper: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

/// A tapper whose identity is an explicit id, which a button changes.
private struct Resettable: View {
    @State private var generation = 0

    var body: some View {
        VStack {
            Tapper(name: "tapper").id(generation)
            Button("Reset") { generation += 1 }
        }
    }
}

/// Rows with their own state, reordered and removed by id.
private struct Rows: View {
    @State private var names = ["a", "b", "c"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in Tapper(name: name) }
            Button("Reverse") { names.reverse() }
            Button("Drop b") { names.removeAll { $0 == "b" } }
            Button("Add b") { names.append("b") }
        }
    }
}

/// An `if`/`else` whose branches hold the same view type: each branch is a different view.
private struct Branches: View {
    @State private var first = true

    var body: some View {
        VStack {
            if first {
                Tapper(name: "one")
            } else {
                Tapper(name: "two")
            }
            Button("Switch") { first.toggle() }
        }
    }
}

@Suite("ViewHost: identity")
struct IdentityHostTests {
    @Test func stateResetsWhenTheIDChanges() throws {
        let host = ViewHost(Resettable())
        try host.tap("tapper 0")
        try host.tap("tapper 1")
        #expect(host.texts.contains("tapper 2"))
        try host.tap("Reset")
        #expect(host.texts.contains("tapper 0"))
    }

    @Test func forEachRowsKeepTheirStateByID() throws {
        let host = ViewHost(Rows())
        try host.tap("a 0")
        try host.tap("c 0")
        try host.tap("c 1")
        #expect(host.texts.prefix(3) == ["a 1", "b 0", "c 2"])
        try host.tap("Reverse")
        #expect(host.texts.prefix(3) == ["c 2", "b 0", "a 1"])
        try host.tap("b 0")
        try host.tap("Drop b")
        #expect(host.texts.prefix(2) == ["c 2", "a 1"])
        // A row that comes back is a new view: its state starts again.
        try host.tap("Add b")
        #expect(host.texts.prefix(3) == ["c 2", "a 1", "b 0"])
    }

    @Test func stateOfViewsThatAreGoneIsDropped() throws {
        let host = ViewHost(Rows())
        let kept = host._keptStateCount
        try host.tap("Drop b")
        #expect(host._keptStateCount == kept - 1)
    }

    @Test func branchesAreDifferentViews() throws {
        let host = ViewHost(Branches())
        try host.tap("one 0")
        #expect(host.texts.contains("one 1"))
        try host.tap("Switch")
        #expect(host.texts.contains("two 0"))
        try host.tap("Switch")
        // Back in the first branch: a new view, from its initial state.
        #expect(host.texts.contains("one 0"))
    }
}
