import Foundation
import Testing
import Trellis

/// Records appearances and changes in its own state, shown as texts.
private struct Lifecycle: View {
    @State private var showsDetail = false
    @State private var appearances = 0
    @State private var disappearances = 0
    @State private var quantity = 1
    @State private var changes: [String] = []

    var body: some View {
        VStack {
            Toggle("Detail", isOn: $showsDetail)
            if showsDetail {
                Text("Detail")
                    .onAppear { appearances += 1 }
                    .onDisappear { disappearances += 1 }
            }
            Stepper("Quantity", value: $quantity, in: 1...3)
            Text("\(appearances) \(disappearances)").accessibilityIdentifier("appearances")
            Text("\(quantity)").accessibilityIdentifier("quantity")
            Text(changes.joined(separator: ",")).accessibilityIdentifier("changes")
        }
        .onChange(of: quantity) { old, new in changes.append("\(old)→\(new)") }
    }
}

/// A model observed through Observation.
@Observable
private final class Basket {
    var count = 0
}

private struct BasketView: View {
    let basket: Basket

    var body: some View {
        VStack {
            Text("\(basket.count) items").accessibilityIdentifier("count")
            Button("Add") { basket.count += 1 }
        }
    }
}

/// A model owned through `@StateObject`, made once per identity.
private final class Clicks: ObservableObject {
    @Published var count = 0
}

private struct ClicksView: View {
    @StateObject private var clicks = Clicks()

    var body: some View {
        Button("Clicked \(clicks.count)") { clicks.count += 1 }
    }
}

/// State read inside a GeometryReader's content, which is made at placement.
private struct Measured: View {
    var body: some View {
        GeometryReader { proxy in
            ClicksView().frame(width: proxy.size.width)
        }
    }
}

@Suite("ViewHost: lifecycle, controls and models")
struct LifecycleHostTests {
    @Test func onAppearRunsOncePerAppearance() throws {
        let host = ViewHost(Lifecycle())
        #expect(host.text(of: "appearances") == "0 0")
        try host.tap("Detail")
        #expect(host.text(of: "appearances") == "1 0")
        // Updating again (another write) does not make it appear again.
        try host.tap("Increment")
        #expect(host.text(of: "appearances") == "1 0")
        // The first "Detail" is the toggle's label: it flips the toggle off.
        try host.tap("Detail")
        #expect(host.text(of: "appearances") == "1 1")
        try host.tap("Detail")
        #expect(host.text(of: "appearances") == "2 1")
    }

    @Test func stepperSidesAndOnChange() throws {
        let host = ViewHost(Lifecycle())
        try host.tap("Increment")
        try host.tap("Increment")
        #expect(host.text(of: "quantity") == "3")
        // At the bound the side is dimmed and does nothing.
        try host.tap("Increment")
        #expect(host.text(of: "quantity") == "3")
        try host.tap("Decrement")
        #expect(host.text(of: "changes") == "1→2,2→3,3→2")
    }

    @Test func anObservableModelUpdatesTheViewsThatReadIt() throws {
        let basket = Basket()
        let host = ViewHost(BasketView(basket: basket))
        try host.tap("Add")
        try host.tap("Add")
        #expect(host.text(of: "count") == "2 items")
        // A change made outside an event is applied by the next update.
        basket.count = 7
        try host.updateIfNeeded()
        #expect(host.text(of: "count") == "7 items")
    }

    @Test func aStateObjectIsMadeOnceAndObserved() throws {
        let host = ViewHost(ClicksView())
        try host.tap("Clicked 0")
        try host.tap("Clicked 1")
        #expect(host.texts == ["Clicked 2"])
    }

    @Test func contentMadeAtPlacementKeepsItsIdentity() throws {
        let host = ViewHost(Measured())
        try host.tap("Clicked 0")
        try host.tap("Clicked 1")
        #expect(host.texts == ["Clicked 2"])
    }
}
