import Testing
import Trellis

/// Tabs without a selection binding: the tab view keeps the selected tab.
private struct Tabs: View {
    var body: some View {
        TabView {
            Text("Inbox content").tabItem { Label("Inbox", systemImage: "tray") }
            Text("Settings content").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// Tabs (iOS 18's `Tab`) bound to a selection shown outside them.
private struct BoundTabs: View {
    @State private var selection = "home"

    var body: some View {
        VStack {
            Text("selected \(selection)").accessibilityIdentifier("selection")
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: "home") { Text("Home content") }
                Tab("Search", systemImage: "magnifyingglass", value: "search") { Text("Search content") }
            }
        }
    }
}

private struct Sizes: View {
    @State private var size = "M"
    @State private var style = 0

    var body: some View {
        Form {
            Text("size \(size), style \(style)").accessibilityIdentifier("choice")
            Picker("Size", selection: $size) {
                Text("Small").tag("S")
                Text("Medium").tag("M")
                Text("Large").tag("L")
            }
            Picker("Style", selection: $style) {
                Text("Plain").tag(0)
                Text("Bold").tag(1)
            }
            .pickerStyle(.segmented)
        }
    }
}

private struct Actions: View {
    @State private var done = "nothing"
    @State private var expanded = false

    var body: some View {
        VStack {
            Text(done).accessibilityIdentifier("done")
            Menu("Actions") {
                Button("Rename") { done = "renamed" }
                Button { done = "archived" } label: { Label("Archive", systemImage: "archivebox") }
            }
            DisclosureGroup("Details") { Text("Inside") }
            DisclosureGroup("Bound", isExpanded: $expanded) { Text("Bound inside") }
            Text(expanded ? "expanded" : "collapsed").accessibilityIdentifier("expanded")
        }
    }
}

@Suite("ViewHost: tabs, pickers, menus, disclosure groups")
struct ControlChoiceHostTests {
    @Test func tappingATabItemSelectsIt() throws {
        let host = ViewHost(Tabs())
        #expect(host.texts.contains("Inbox content"))
        try host.tap("Settings")
        #expect(host.texts.contains("Settings content"))
        #expect(!host.texts.contains("Inbox content"))
        try host.tap("Inbox")
        #expect(host.texts.contains("Inbox content"))
    }

    @Test func tappingATabItemOnIOS18SelectsIt() throws {
        var environment = EnvironmentValues()
        environment.designVersion = .iOS18
        let host = ViewHost(Tabs(), on: .iPhone16, environment: environment)
        try host.tap("Settings")
        #expect(host.texts == ["Settings content", "Inbox", "Settings"])
    }

    @Test func tappingATabSetsTheSelectionBinding() throws {
        let host = ViewHost(BoundTabs())
        #expect(host.text(of: "selection") == "selected home")
        try host.tap("Search")
        #expect(host.text(of: "selection") == "selected search")
        #expect(host.texts.contains("Search content"))
    }

    @Test func aMenuPickerIsChosenByName() throws {
        let host = ViewHost(Sizes())
        try host.select("Large", in: "Size")
        #expect(host.text(of: "choice") == "size L, style 0")
        #expect(host.texts.contains("Large"))
    }

    @Test func aSegmentIsTapped() throws {
        let host = ViewHost(Sizes())
        try host.tap("Bold")
        #expect(host.text(of: "choice") == "size M, style 1")
        try host.select("Plain", in: "Style")
        #expect(host.text(of: "choice") == "size M, style 0")
    }

    @Test func choosingWhatIsNotThereSaysWhatIs() throws {
        let host = ViewHost(Sizes())
        #expect(throws: ViewHostError.noOption("Huge", in: "Size", options: ["Small", "Medium", "Large"])) {
            try host.select("Huge", in: "Size")
        }
        #expect(throws: ViewHostError.noChoices("Colour", controls: ["Size", "Style"])) {
            try host.select("Red", in: "Colour")
        }
        #expect(
            ViewHostError.noOption("Huge", in: "Size", options: ["Small"]).description
                == "\"Size\" has no option \"Huge\". Options: \"Small\".")
    }

    @Test func aMenuItemIsChosenByName() throws {
        let host = ViewHost(Actions())
        try host.select("Rename", in: "Actions")
        #expect(host.text(of: "done") == "renamed")
        try host.select("Archive", in: "Actions")
        #expect(host.text(of: "done") == "archived")
    }

    @Test func aDisclosureGroupExpandsAndCollapses() throws {
        let host = ViewHost(Actions())
        #expect(!host.texts.contains("Inside"))
        try host.tap("Details")
        #expect(host.texts.contains("Inside"))
        try host.tap("Details")
        #expect(!host.texts.contains("Inside"))
    }

    @Test func aBoundDisclosureGroupSetsItsBinding() throws {
        let host = ViewHost(Actions())
        try host.tap("Bound")
        #expect(host.text(of: "expanded") == "expanded")
        #expect(host.texts.contains("Bound inside"))
    }
}
