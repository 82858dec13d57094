import Testing
import Trellis

// Compile fixture for SwiftUI's navigation, toolbar and search modifiers (docs/api-surface.md).
// `toolbar(id:content:)` draws as `toolbar(content:)`, `toolbarVisibility(_:for:)` hides the bar
// as `toolbar(_:for:)`, `navigationLinkIndicatorVisibility(.hidden)` drops list rows' chevrons,
// the token forms of `searchable` draw the field at rest; the rest keep the layout.

private struct Token: Identifiable {
    let id: Int
}

private struct NavigationFixture: View {
    @State private var text = ""
    @State private var tokens = [Token(id: 1)]
    @State private var scope = 0
    @FocusState private var searchFocused: Bool

    var body: some View {
        NavigationStack {
            Color.red.accessibilityIdentifier("c")
                .navigationTitle("Title")
                .searchable(text: $text, tokens: $tokens, prompt: Text("Find")) { token in Text("\(token.id)") }
                .searchScopes($scope, activation: .onTextEntry) { Text("All").tag(0) }
                .searchSuggestions(.hidden, for: .content)
                .searchCompletion("done")
                .searchDictationBehavior(.inline(activation: .onLook))
                .searchFocused($searchFocused)
                .toolbarRole(.editor)
                .toolbar(removing: .sidebarToggle)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                .badgeProminence(.decreased)
                .navigationDocument(URL(string: "https://example.com")!)
                .navigationSplitViewColumnWidth(200)
                .navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
                .navigationSplitViewStyle(.balanced)
                .tabViewSidebarBottomBar { Text("Bottom") }
        }
    }
}

@Suite struct NavigationSurfaceTests {
    @Test func acceptedModifiersKeepTheScreen() {
        let plain = NavigationStack {
            Color.red.accessibilityIdentifier("c").navigationTitle("Title").searchable(text: .constant(""), prompt: Text("Find"))
        }
        let layout = ViewLayout(NavigationFixture(), on: .iPhone16, environment: iOS18Environment())
        // 59 + 44 + 52, and the 52-point search row.
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 207, width: 393, height: 611))
        #expect(layout.frame(of: "c") == ViewLayout(plain, on: .iPhone16, environment: iOS18Environment()).frame(of: "c"))
        #expect(layout.placedViews.contains { $0.text == "Find" })
    }

    @Test func customizableToolbarsAndToolbarVisibilityDrawAsTheOlderForms() {
        let customizable = NavigationStack {
            Color.red.navigationTitle("T").toolbar(id: "main") {
                ToolbarItem(id: "add", placement: .topBarTrailing) { Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("trail") }
            }
        }
        #expect(ViewLayout(customizable, on: .iPhone16, environment: iOS18Environment()).frame(of: "trail") == CGRect(x: 337, y: 71, width: 40, height: 20))
        let hidden = NavigationStack { Color.red.accessibilityIdentifier("c").navigationTitle("T").toolbarVisibility(.hidden, for: .navigationBar) }
        #expect(ViewLayout(hidden, on: .iPhone16, environment: iOS18Environment()).frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func hiddenLinkIndicatorsLeaveRowsWithoutChevrons() {
        func list(_ visibility: Visibility) -> ViewLayout {
            ViewLayout(List { NavigationLink("Row") { Text("Detail") } }.navigationLinkIndicatorVisibility(visibility), on: .iPhone16, environment: iOS18Environment())
        }
        let chevrons = { (layout: ViewLayout) in layout.placedViews.filter { $0.kind.contains("Image") }.count }
        #expect(chevrons(list(.automatic)) == 1)
        #expect(chevrons(list(.hidden)) == 0)
        #expect(list(.hidden).placedViews.compactMap(\.text) == ["Row"])
    }
}
