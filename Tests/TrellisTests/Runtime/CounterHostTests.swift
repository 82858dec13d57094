import Testing
import Trellis

/// A counter: the smallest view whose state must survive updates.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)").accessibilityIdentifier("count")
            HStack {
                Button("−") { count -= 1 }
                Button("+") { count += 1 }
            }
        }
    }
}

/// A view that keeps a counter in a custom modifier's state.
private struct Tally: ViewModifier {
    @State private var taps = 0

    func body(content: Content) -> some View {
        VStack {
            content
            Text("taps \(taps)").accessibilityIdentifier("taps")
        }
        .onTapGesture { taps += 1 }
    }
}

@Suite("ViewHost: a counter")
struct CounterHostTests {
    @Test func tappingPlusThreeTimesShowsThree() throws {
        let host = ViewHost(Counter())
        #expect(host.text(of: "count") == "0")
        try host.tap("+")
        try host.tap("+")
        try host.tap("+")
        #expect(host.text(of: "count") == "3")
        try host.tap("−")
        #expect(host.text(of: "count") == "2")
    }

    @Test func aWriteRedrawsTheLayout() throws {
        let host = ViewHost(Counter())
        let before = host.updateCount
        let firstLayout = host.layout
        try host.tap("+")
        // The write was read by Counter's body: one more update, a new layout showing it.
        #expect(host.updateCount == before + 1)
        #expect(host.layout !== firstLayout)
        #expect(host.layout.placedViews.contains { $0.text == "1" })
        #expect(!host.layout.placedViews.contains { $0.text == "0" })
    }

    @Test func eachUpdateCountsTheBodiesItEvaluated() throws {
        let host = ViewHost(Counter())
        // Counter's body, and three per button: the Button's own and its default style's views.
        #expect(host.bodyEvaluations == 7)
        try host.tap("+")
        // Only Counter's body read the count: the buttons it makes again are the same values
        // (their actions capture the same state), so their bodies are reused.
        #expect(host.invalidatedBodies == 1)
        #expect(host.bodyEvaluations == 1)
    }

    @Test func stateSurvivesAsManyUpdatesAsThereAre() throws {
        let host = ViewHost(Counter(), on: .iPhone16)
        for _ in 0..<10 { try host.tap("+") }
        #expect(host.text(of: "count") == "10")
        #expect(host.updateCount == 11)
    }

    @Test func aPlainLayoutStillShowsTheInitialState() {
        // No runtime: the view is resolved once, as before.
        let layout = ViewLayout(Counter())
        #expect(layout.placedViews.contains { $0.text == "0" })
    }

    @Test func aCustomModifierKeepsItsOwnState() throws {
        let host = ViewHost(Text("Tap me").modifier(Tally()))
        try host.tap("Tap me")
        try host.tap("Tap me")
        #expect(host.text(of: "taps") == "taps 2")
    }

    @Test func aMissingNameListsWhatCanBeTapped() {
        let host = ViewHost(Counter())
        #expect(throws: ViewHostError.nothingToTap("Reset", tappable: ["−", "+"])) {
            try host.tap("Reset")
        }
        #expect(host.text(of: "nothing") == nil)
    }

    @Test func errorsSayWhatWasNotFound() {
        #expect(ViewHostError.nothingToTap("Reset", tappable: ["+"]).description
            == "Nothing named \"Reset\" can be tapped. Tappable: \"+\".")
        #expect(ViewHostError.noTextField("Email", fields: []).description == "No text field named \"Email\". Text fields: none.")
    }
}
