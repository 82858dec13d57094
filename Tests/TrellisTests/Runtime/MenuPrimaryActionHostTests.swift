import Testing
import Trellis

/// Menus with and without a primary action, in each menu style, counting what runs.
private struct Composer: View {
    @State private var sent = 0
    @State private var drafts = 0

    var body: some View {
        VStack {
            Text("sent \(sent) drafts \(drafts)").accessibilityIdentifier("counts")
            Menu("Send") {
                Button("Save draft") { drafts += 1 }
            } primaryAction: {
                sent += 1
            }
            Menu {
                Button("Save draft") { drafts += 1 }
            } label: {
                Text("Styled")
            } primaryAction: {
                sent += 10
            }
            .menuStyle(.borderlessButton)
            Menu("Plain") {
                Button("Discard") { drafts = 0 }
            }
        }
    }
}

@Suite("ViewHost: a menu's primary action")
struct MenuPrimaryActionHostTests {
    @Test(arguments: [("Send", "sent 1 drafts 0"), ("Styled", "sent 10 drafts 0"), ("Plain", "sent 0 drafts 0")])
    func aTapRunsThePrimaryAction(menu: String, counts: String) throws {
        let host = ViewHost(Composer())
        try host.tap(menu)
        #expect(host.text(of: "counts") == counts)
    }

    @Test func aTapAtTheMenuRunsItsPrimaryAction() throws {
        let host = ViewHost(Composer())
        let frame = try #require(host.layout.placedViews.first { $0.text == "Send" }?.frame)
        _ = try host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(host.text(of: "counts") == "sent 1 drafts 0")
    }

    @Test func theItemsAreStillChosenByName() throws {
        let host = ViewHost(Composer())
        try host.select("Save draft", in: "Send")
        #expect(host.text(of: "counts") == "sent 0 drafts 1")
    }
}
