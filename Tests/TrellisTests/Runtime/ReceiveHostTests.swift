import Foundation
import Testing
import Trellis

/// Records what a publisher sends while a toggle shows the view that listens.
private struct Ticker<P: Publisher>: View where P.Output == Int, P.Failure == Never {
    let ticks: P
    @State private var isListening = true
    @State private var received: [Int] = []

    var body: some View {
        VStack {
            Toggle("Listening", isOn: $isListening)
            Text(received.map(String.init).joined(separator: ",")).accessibilityIdentifier("received")
            if isListening {
                Text("Listener").onReceive(ticks) { received.append($0) }
            }
        }
    }
}

@Suite("ViewHost: onReceive")
struct ReceiveHostTests {
    @Test func valuesRunTheActionAndShowOnTheNextUpdate() throws {
        let ticks = PassthroughSubject<Int, Never>()
        let host = ViewHost(Ticker(ticks: ticks))
        ticks.send(1)
        // The action ran; its write is shown by the next host call.
        #expect(host.text(of: "received") == "")
        try host.updateIfNeeded()
        #expect(host.text(of: "received") == "1")
        ticks.send(2)
        ticks.send(3)
        try host.updateIfNeeded()
        #expect(host.text(of: "received") == "1,2,3")
    }

    @Test func theViewListensOnlyWhilePresent() throws {
        let ticks = PassthroughSubject<Int, Never>()
        let host = ViewHost(Ticker(ticks: ticks))
        ticks.send(1)
        try host.tap("Listening")
        #expect(host.text(of: "received") == "1")
        ticks.send(2)
        try host.updateIfNeeded()
        #expect(host.text(of: "received") == "1")
        try host.tap("Listening")
        ticks.send(3)
        try host.updateIfNeeded()
        #expect(host.text(of: "received") == "1,3")
    }

    /// A publisher with a value at hand sends it on subscribing: it is shown when the host is
    /// handed out, as after the view's `onAppear`.
    @Test func aValueSentOnSubscribingIsShownAtOnce() {
        let host = ViewHost(Ticker(ticks: CurrentValueSubject<Int, Never>(7)))
        #expect(host.text(of: "received") == "7")
    }

    @Test func aStillPictureDoesNotSubscribe() {
        let layout = ViewLayout(Ticker(ticks: CurrentValueSubject<Int, Never>(7)))
        #expect(!layout.placedViews.compactMap(\.text).contains("7"))
    }
}
