import Testing
import Trellis

/// A file that can be deleted after an alert asks.
private struct Deleting: View {
    @State private var asking = false
    @State private var status = "Kept"

    var body: some View {
        VStack {
            Text(status).accessibilityIdentifier("status")
            Button("Delete") { asking = true }
        }
        .alert("Delete the file?", isPresented: $asking) {
            Button("Delete", role: .destructive) { status = "Deleted" }
            Button("Cancel", role: .cancel) {}
        }
    }
}

/// An alert with no buttons (it gets OK) and a confirmation dialog with no cancel button (it
/// gets Cancel).
private struct Notices: View {
    @State private var alerting = false
    @State private var choosing = false
    @State private var chosen = "none"

    var body: some View {
        VStack {
            Text(chosen).accessibilityIdentifier("chosen")
            Button("Alert") { alerting = true }
            Button("Choose") { choosing = true }
        }
        .alert("Saved", isPresented: $alerting) {}
        .confirmationDialog("Colour", isPresented: $choosing) {
            Button("Red") { chosen = "red" }
            Button("Blue") { chosen = "blue" }
        }
    }
}

/// A sheet whose content dismisses itself.
private struct Composer: View {
    @State private var composing = false
    @State private var covering = false
    @State private var dismissals = 0

    var body: some View {
        VStack {
            Text("Dismissed \(dismissals)").accessibilityIdentifier("dismissals")
            Button("Compose") { composing = true }
            Button("Cover") { covering = true }
        }
        .sheet(isPresented: $composing, onDismiss: { dismissals += 1 }) { ComposeSheet() }
        .fullScreenCover(isPresented: $covering) { LegacyDismissing() }
    }
}

private struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("New message")
            Button("Send") { dismiss() }
        }
    }
}

/// Dismisses through the older `presentationMode`.
private struct LegacyDismissing: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented").accessibilityIdentifier("mode")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

private struct Note: Identifiable {
    let id: Int
}

/// A sheet for an item.
private struct Notes: View {
    @State private var note: Note?

    var body: some View {
        Button("Open note") { note = Note(id: 3) }
            .sheet(item: $note) { note in NoteSheet(id: note.id) }
    }
}

private struct NoteSheet: View {
    let id: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close note \(id)") { dismiss() }
    }
}

/// A sheet that dismisses itself as it appears.
private struct SelfClosing: View {
    @State private var shown = false
    @State private var closed = 0

    var body: some View {
        Button("Show \(closed)") { shown = true }
            .sheet(isPresented: $shown, onDismiss: { closed += 1 }) { ClosingSheet() }
    }
}

private struct ClosingSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Closing").onAppear { dismiss() }
    }
}

@Suite("ViewHost: sheets, alerts and dialogs")
struct PresentationHostTests {
    @Test func anAlertButtonActsThenDismisses() throws {
        let host = ViewHost(Deleting())
        try host.tap("Delete")
        #expect(host.texts == ["Kept", "Delete", "Delete the file?", "Cancel", "Delete"])
        // The alert's Delete, not the screen's (what is under an alert cannot be reached).
        try host.tap("Delete")
        #expect(host.texts == ["Deleted", "Delete"])
    }

    @Test func cancelDismisses() throws {
        let host = ViewHost(Deleting())
        try host.tap("Delete")
        try host.tap("Cancel")
        #expect(host.texts == ["Kept", "Delete"])
    }

    @Test func aTapOutsideAnAlertDoesNothing() throws {
        let host = ViewHost(Deleting(), on: .iPhone16)
        try host.tap("Delete")
        let outcome = try host.tap(at: CGPoint(x: 20, y: 100))
        // The alert's dimmed backdrop is there, and does not act on a tap.
        #expect(outcome == .ignored("nothing at (20, 100) acts on a tap"))
        #expect(host.texts.contains("Delete the file?"))
    }

    @Test func anAlertWithoutButtonsIsDismissedByOK() throws {
        let host = ViewHost(Notices())
        try host.tap("Alert")
        #expect(host.texts.contains("Saved"))
        try host.tap("OK")
        #expect(!host.texts.contains("Saved"))
    }

    @Test func aDialogButtonActsThenDismisses() throws {
        let host = ViewHost(Notices())
        try host.tap("Choose")
        try host.tap("Blue")
        #expect(host.texts == ["blue", "Alert", "Choose"])
    }

    @Test func aDialogGetsACancelButton() throws {
        let host = ViewHost(Notices())
        try host.tap("Choose")
        try host.tap("Cancel")
        #expect(host.texts == ["none", "Alert", "Choose"])
    }

    @Test func dismissInsideASheetDismissesIt() throws {
        let host = ViewHost(Composer())
        try host.tap("Compose")
        #expect(host.texts.contains("New message"))
        try host.tap("Send")
        #expect(host.texts == ["Dismissed 1", "Compose", "Cover"])
    }

    @Test func aTapOutsideASheetsCardDoesNothing() throws {
        let host = ViewHost(Composer(), on: .iPhone16)
        try host.tap("Compose")
        // Above the card, on the dimmed screen: iOS dismisses a sheet with a swipe, not a tap.
        let outcome = try host.tap(at: CGPoint(x: 200, y: 62))
        #expect(outcome == .ignored("nothing at (200, 62) acts on a tap"))
        #expect(host.texts.contains("New message"))
        #expect(throws: ViewHostError.self) { try host.tap("Cover") }
    }

    @Test func presentationModeDismissesACover() throws {
        let host = ViewHost(Composer())
        try host.tap("Cover")
        #expect(host.text(of: "mode") == "presented")
        try host.tap("Close")
        #expect(host.text(of: "mode") == nil)
        #expect(host.text(of: "dismissals") == "Dismissed 0")
    }

    @Test func dismissingAnItemSheetSetsTheItemNil() throws {
        let host = ViewHost(Notes())
        try host.tap("Open note")
        try host.tap("Close note 3")
        #expect(host.texts == ["Open note"])
    }

    @Test func outsideAPresentationDismissDoesNothing() throws {
        struct Plain: View {
            @Environment(\.dismiss) private var dismiss
            @Environment(\.presentationMode) private var mode
            var body: some View {
                Button(mode.wrappedValue.isPresented ? "presented" : "root") { dismiss() }
            }
        }
        let host = ViewHost(Plain())
        try host.tap("root")
        #expect(host.texts == ["root"])
    }

    @Test func anOnAppearActionReadsItsViewsEnvironment() throws {
        let host = ViewHost(SelfClosing())
        try host.tap("Show 0")
        #expect(host.texts == ["Show 1"])
    }
}
