import Testing
import Trellis

/// A list of mailboxes: one link with a destination view, one with a value.
private struct Mailboxes: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Inbox") { Mailbox(name: "Inbox") }
                NavigationLink("Sent", value: "Sent")
            }
            .navigationTitle("Mailboxes")
            .navigationDestination(for: String.self) { Mailbox(name: $0) }
        }
    }
}

/// A mailbox: its own state, a link further down, and a button that dismisses it.
private struct Mailbox: View {
    let name: String
    @State private var opened = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("\(name): \(opened)").accessibilityIdentifier("mailbox")
            Button("Open") { opened += 1 }
            NavigationLink("Message") { Text("Hello").accessibilityIdentifier("message").navigationTitle("Message") }
            Button("Done") { dismiss() }
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// A stack driven by a path binding, shown outside the stack.
private struct Numbers: View {
    @State private var path: [Int] = []

    var body: some View {
        VStack {
            Text("path \(path.map(String.init).joined(separator: ","))").accessibilityIdentifier("path")
            Button("Go deep") { path = [1, 2] }
            NavigationStack(path: $path) {
                NavigationLink("Seven", value: 7)
                    .navigationDestination(for: Int.self) { Text("Number \($0)").accessibilityIdentifier("number") }
            }
        }
    }
}

/// A stack that comes and goes.
private struct Removable: View {
    @State private var shown = true

    var body: some View {
        VStack {
            Button("Toggle") { shown.toggle() }
            if shown { Mailboxes() }
        }
    }
}

@Suite("ViewHost: navigation")
struct NavigationHostTests {
    @Test func aLinkPushesItsDestination() throws {
        let host = ViewHost(Mailboxes())
        #expect(host.texts == ["Inbox", "Sent", "Mailboxes"])
        try host.tap("Inbox")
        #expect(host.text(of: "mailbox") == "Inbox: 0")
        // The root is covered: its rows cannot be seen or tapped.
        #expect(!host.texts.contains("Sent"))
        #expect(throws: ViewHostError.self) { try host.tap("Sent") }
    }

    @Test func thePushedScreenKeepsItsStateAcrossUpdates() throws {
        // Fails if an update loses the push (the stack would show its root again).
        let host = ViewHost(Mailboxes())
        try host.tap("Inbox")
        try host.tap("Open")
        try host.tap("Open")
        #expect(host.text(of: "mailbox") == "Inbox: 2")
        #expect(host.updateCount == 4)
    }

    @Test func backPops() throws {
        let host = ViewHost(Mailboxes())
        try host.tap("Inbox")
        try host.tap("Back")
        #expect(host.texts == ["Inbox", "Sent", "Mailboxes"])
        #expect(host.text(of: "mailbox") == nil)
    }

    @Test func theBackButtonIsNamedByThePreviousTitle() throws {
        let host = ViewHost(Mailboxes())
        try host.tap("Inbox")
        try host.tap("Mailboxes")
        #expect(host.texts == ["Inbox", "Sent", "Mailboxes"])
    }

    @Test func iOS18ShowsThePreviousTitleBesideTheChevron() throws {
        var environment = EnvironmentValues()
        environment.designVersion = .iOS18
        let host = ViewHost(Mailboxes(), on: .iPhone16, environment: environment)
        try host.tap("Inbox")
        #expect(host.texts == ["Inbox: 0", "Open", "Message", "Done", "Mailboxes", "Inbox"])
        try host.tap("Message")
        // The back button shows the title of the screen under it.
        #expect(host.texts == ["Hello", "Inbox", "Message"])
    }

    @Test func aValueLinkPushesWhatItsDestinationMakes() throws {
        let host = ViewHost(Mailboxes())
        try host.tap("Sent")
        #expect(host.text(of: "mailbox") == "Sent: 0")
    }

    @Test func screensPushedOnScreensPopOneAtATime() throws {
        let host = ViewHost(Mailboxes())
        try host.tap("Inbox")
        try host.tap("Open")
        try host.tap("Message")
        #expect(host.text(of: "message") == "Hello")
        try host.tap("Back")
        // The screen under it kept its state while covered.
        #expect(host.text(of: "mailbox") == "Inbox: 1")
        try host.tap("Back")
        #expect(host.texts == ["Inbox", "Sent", "Mailboxes"])
    }

    @Test func aScreenPushedAgainStartsAfresh() throws {
        let host = ViewHost(Mailboxes())
        try host.tap("Inbox")
        try host.tap("Open")
        try host.tap("Back")
        try host.tap("Inbox")
        #expect(host.text(of: "mailbox") == "Inbox: 0")
    }

    @Test func dismissPopsAPushedScreen() throws {
        let host = ViewHost(Mailboxes())
        try host.tap("Sent")
        try host.tap("Done")
        #expect(host.texts == ["Inbox", "Sent", "Mailboxes"])
    }

    @Test func aPathBindingHoldsTheValuesPushed() throws {
        let host = ViewHost(Numbers())
        try host.tap("Seven")
        #expect(host.text(of: "path") == "path 7")
        #expect(host.text(of: "number") == "Number 7")
        try host.tap("Back")
        #expect(host.text(of: "path") == "path ")
        #expect(host.text(of: "number") == nil)
    }

    @Test func settingThePathPushesItsScreens() throws {
        let host = ViewHost(Numbers())
        try host.tap("Go deep")
        #expect(host.text(of: "number") == "Number 2")
        try host.tap("Back")
        #expect(host.text(of: "number") == "Number 1")
        #expect(host.text(of: "path") == "path 1")
    }

    @Test func theStackForgetsItsScreensWhenItGoes() throws {
        let host = ViewHost(Removable())
        try host.tap("Inbox")
        try host.tap("Toggle")
        try host.tap("Toggle")
        #expect(host.texts == ["Toggle", "Inbox", "Sent", "Mailboxes"])
    }

    @Test func thePushedScreenHasItsBarAndBackButton() throws {
        var environment = EnvironmentValues()
        environment.designVersion = .iOS18
        let host = ViewHost(Mailboxes(), on: .iPhone16, environment: environment)
        try host.tap("Inbox")
        // The screen fills the stack under its bar: the bar's 44-point row at the top of the
        // safe area (59), its inline title centred, the back button at the leading margin.
        let title = try #require(host.layout.placedViews.first { $0.text == "Inbox" })
        #expect(Self.rounded(title.frame) == CGRect(x: 174.833, y: 70.833, width: 43.333, height: 20.333))
        #expect(Self.rounded(try #require(host.layout.frame(of: "Back"))) == CGRect(x: 16, y: 70.833, width: 92.667, height: 20.333))
        let content = try #require(host.layout.frame(of: "mailbox"))
        #expect(Self.rounded(content) == CGRect(x: 166.167, y: 419.833, width: 60.667, height: 20.333))
    }

    /// `rect` to a thousandth of a point.
    private static func rounded(_ rect: CGRect) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
        return CGRect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height))
    }

    @Test func aPlainLayoutShowsTheRoot() {
        let layout = ViewLayout(Mailboxes())
        #expect(layout.placedViews.compactMap(\.text) == ["Inbox", "Sent", "Mailboxes"])
    }
}
