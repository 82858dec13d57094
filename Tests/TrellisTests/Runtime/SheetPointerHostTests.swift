import Testing
import Trellis

private struct Inbox: View {
    @State private var composing = false
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Message 1") { Text("Body of message 1").navigationTitle("Message 1") }
            }
            .navigationTitle("Inbox")
            .toolbar { Button("Compose") { composing = true } }
            .sheet(isPresented: $composing) { Compose() }
        }
    }
}

private struct Compose: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 20) {
            Text("New message")
            Button("Cancel") { dismiss() }
        }
    }
}

/// Taps at a point reach a presented sheet's buttons (the only views that can be tapped while
/// it is shown), and `dismiss()` in the sheet's action closes it.
@Suite("ViewHost: taps at a point in a sheet")
struct SheetPointerHostTests {
    @Test func aTapInASheetReachesItsButtonAndDismissCloses() throws {
        let host = ViewHost(Inbox(), on: .iPhone17)
        try host.tap("Compose")
        #expect(host.texts.contains("New message"))
        let cancel = try #require(host.layout.placedViews.last { $0.text == "Cancel" }?.frame)
        #expect(try host.tap(at: CGPoint(x: cancel.midX, y: cancel.midY)) == .tapped("Cancel"))
        #expect(host.texts == ["Message 1", "Compose", "Inbox"])
    }

    /// Under the sheet, the screen cannot be tapped: a tap above the card reaches nothing.
    @Test func theScreenUnderASheetTakesNoTaps() throws {
        let host = ViewHost(Inbox(), on: .iPhone17)
        try host.tap("Compose")
        let outcome = try host.tap(at: CGPoint(x: 60, y: 30))
        #expect(outcome != .tapped("Compose") && host.texts.contains("New message"))
    }
}
