import Testing
import Trellis

/// A screen whose destinations bindings present: `navigationDestination(isPresented:)` and
/// `(item:)`, with the bindings shown so that a test sees them reset.
private struct Settings: View {
    @State private var showsAbout = false
    @State private var account: String?

    var body: some View {
        NavigationStack {
            VStack {
                Text("about \(showsAbout)").accessibilityIdentifier("showsAbout")
                Text("account \(account ?? "nil")").accessibilityIdentifier("account")
                Button("About") { showsAbout = true }
                Button("Alice") { account = "Alice" }
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showsAbout) { Closable(name: "About") }
            .navigationDestination(item: $account) { Closable(name: "Account \($0)") }
        }
    }
}

/// A pushed screen with a button that dismisses it.
private struct Closable: View {
    let name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(name).accessibilityIdentifier("screen")
            Button("Close") { dismiss() }
        }
        .navigationTitle(name)
    }
}

/// A binding owned outside the stack, set and cleared by buttons beside it.
private struct Outside: View {
    @State private var showsAbout = false

    var body: some View {
        VStack {
            Button("Show") { showsAbout = true }
            Button("Hide") { showsAbout = false }
            NavigationStack {
                Text("Home").navigationDestination(isPresented: $showsAbout) { Text("About").accessibilityIdentifier("screen") }
            }
        }
    }
}

/// Links of the deprecated forms: `isActive:` and `tag:selection:`.
private struct Folders: View {
    @State private var isActive = false
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            VStack {
                Text("active \(isActive)").accessibilityIdentifier("isActive")
                Text("selection \(selection.map(String.init) ?? "nil")").accessibilityIdentifier("selection")
                NavigationLink("Drafts", isActive: $isActive) { Closable(name: "Drafts") }
                NavigationLink("Archive", tag: 1, selection: $selection) {
                    VStack {
                        Closable(name: "Archive")
                        Button("Go to trash") { selection = 2 }
                    }
                }
                NavigationLink("Trash", tag: 2, selection: $selection) { Closable(name: "Trash") }
                Button("Open trash") { selection = 2 }
                Button("Activate") { isActive = true }
            }
            .navigationTitle("Folders")
        }
    }
}

/// A pushed screen declaring a destination of its own.
private struct Nested: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Account") { Account() }.navigationTitle("Home")
        }
    }
}

private struct Account: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            .navigationTitle("Account")
            .navigationDestination(isPresented: $editing) { Closable(name: "Editor") }
    }
}

@Suite("ViewHost: navigation bound to bindings")
struct NavigationBindingHostTests {
    @Test func settingIsPresentedPushesAndBackClearsIt() throws {
        let host = ViewHost(Settings())
        #expect(host.text(of: "screen") == nil)
        try host.tap("About")
        #expect(host.text(of: "screen") == "About")
        try host.tap("Back")
        #expect(host.text(of: "screen") == nil)
        #expect(host.text(of: "showsAbout") == "about false")
    }

    @Test func dismissInThePushedScreenClearsIsPresented() throws {
        let host = ViewHost(Settings())
        try host.tap("About")
        try host.tap("Close")
        #expect(host.text(of: "screen") == nil)
        #expect(host.text(of: "showsAbout") == "about false")
    }

    @Test func anItemPushesItsDestinationAndBackSetsItNil() throws {
        let host = ViewHost(Settings())
        try host.tap("Alice")
        #expect(host.text(of: "screen") == "Account Alice")
        try host.tap("Back")
        #expect(host.text(of: "screen") == nil)
        #expect(host.text(of: "account") == "account nil")
    }

    @Test func aBindingSetInCodePushesAndClearedPops() throws {
        let host = ViewHost(Outside())
        try host.tap("Show")
        #expect(host.text(of: "screen") == "About")
        try host.tap("Hide")
        #expect(host.texts == ["Show", "Hide", "Home"])
        // Popped for good: setting it again pushes a screen again.
        try host.tap("Show")
        #expect(host.text(of: "screen") == "About")
    }

    @Test func aBindingAlreadySetPushesWhenTheStackAppears() throws {
        let host = ViewHost(
            NavigationStack {
                Text("Home").navigationDestination(isPresented: .constant(true)) { Text("About").accessibilityIdentifier("screen") }
            })
        #expect(host.text(of: "screen") == "About")
    }

    @Test func anIsActiveLinkSetsItsBindingOnATap() throws {
        let host = ViewHost(Folders())
        try host.tap("Drafts")
        #expect(host.text(of: "screen") == "Drafts")
        try host.tap("Back")
        #expect(host.text(of: "screen") == nil)
        #expect(host.text(of: "isActive") == "active false")
    }

    @Test func settingIsActiveInCodePushesTheLinksDestination() throws {
        let host = ViewHost(Folders())
        try host.tap("Activate")
        #expect(host.text(of: "screen") == "Drafts")
        try host.tap("Close")
        #expect(host.text(of: "isActive") == "active false")
    }

    @Test(arguments: [("Archive", "selection 1"), ("Trash", "selection 2")])
    func aTaggedLinkSetsTheSelectionToItsTag(link: String, selection: String) throws {
        let host = ViewHost(Folders())
        try host.tap(link)
        #expect(host.text(of: "screen") == link)
        try host.tap("Back")
        #expect(host.text(of: "selection") == "selection nil")
    }

    @Test func theSelectionSetInCodePushesTheTaggedLink() throws {
        let host = ViewHost(Folders())
        try host.tap("Open trash")
        #expect(host.text(of: "screen") == "Trash")
    }

    @Test func anotherTagChosenReplacesThePushedScreen() throws {
        let host = ViewHost(Folders())
        try host.tap("Archive")
        try host.tap("Go to trash")
        #expect(host.text(of: "screen") == "Trash")
        // Trash was pushed in Archive's place: Back leads to the root.
        try host.tap("Back")
        #expect(host.text(of: "selection") == "selection nil")
        #expect(host.text(of: "screen") == nil)
    }

    @Test func aPushedScreensOwnDestinationGoesAboveIt() throws {
        var environment = EnvironmentValues()
        environment.designVersion = .iOS18
        let host = ViewHost(Nested(), on: .iPhone16, environment: environment)
        try host.tap("Account")
        try host.tap("Edit")
        #expect(host.text(of: "screen") == "Editor")
        // The back button names the screen that declared the destination.
        #expect(host.texts.contains("Account"))
        try host.tap("Back")
        #expect(host.texts.contains("Edit"))
        try host.tap("Back")
        #expect(host.texts == ["Account", "Home"])
    }
}
