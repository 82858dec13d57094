import Testing
import Trellis

// iOS 26's search field on an iPhone 16 (393 × 852, the safe area from 59 to 818): at the
// bottom of the screen, in the toolbar's place, on a glass capsule (docs/ios-metrics.md § 26.7,
// docs/divergences.md D26-18).

private func layOnPhone(_ view: some View, _ design: DesignVersion = .iOS26) -> ViewLayout {
    var environment = EnvironmentValues()
    environment.designVersion = design
    return ViewLayout(view, on: .iPhone16, environment: environment)
}

/// The rectangles of the capsules a view fills (glass included), back to front.
private func capsuleRects(_ view: some View, _ design: DesignVersion = .iOS26) -> [CGRect] {
    translatedFills(layOnPhone(view, design).displayList().items).map(\.rect).filter { abs($0.height - 48) < 0.34 }
}

private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.34 && abs(a.minY - b.minY) < 0.34 && abs(a.width - b.width) < 0.34 && abs(a.height - b.height) < 0.34
}

@Suite struct SearchIOS26Tests {
    private var mail: some View {
        NavigationStack {
            Color.red.accessibilityIdentifier("c")
                .navigationTitle("Mail")
                .searchable(text: .constant(""), prompt: "Search mail")
        }
    }

    /// The field leaves the bar (the screen starts under the 54-point bar and the 52-point
    /// large title, 59 + 106 = 165) for the bottom: the screen ends at the 49-point band over
    /// the safe area's bottom (818 − 49 = 769).
    @Test func theScreenLosesTheSearchRowAndEndsAboveTheBottomBand() {
        #expect(layOnPhone(mail).frame(of: "c") == CGRect(x: 0, y: 165, width: 393, height: 604))
    }

    /// A 48-point glass capsule 16 from the screen's sides, centred in the band: 361 wide.
    @Test func theFieldIsA48PointGlassCapsuleAcrossTheBottom() {
        let field = CGRect(x: 16, y: 769.5, width: 361, height: 48)
        #expect(capsuleRects(mail).contains { near($0, field) })
        let glass = translatedFills(layOnPhone(mail).displayList().items).filter { near($0.rect, field) }.map(\.color)
        #expect(glass.first == rgba(255, 255, 255, 0.72))
    }

    /// The prompt, centred in the capsule, 7 after the magnifying glass's 20.5-point box, which
    /// is 16 in: 16 + 16 + 20.5 + 7 = 59.5.
    @Test func thePromptIsCentredInTheCapsule() {
        let prompt = layOnPhone(mail).placedViews.first { $0.text == "Search mail" }
        #expect(prompt.map { abs($0.frame.midY - 793.5) < 1e-9 } == true)
        #expect(prompt?.frame.minX == 59.5)
    }

    /// UIKit 26.1's field: the prompt in 17 medium, black at 25 %; the magnifying glass in the
    /// label colour.
    @Test func thePromptIsMediumBlackAt25Percent() {
        let items = flattened(layOnPhone(mail).displayList().items)
        let prompt = items.compactMap { item -> DisplayText? in
            if case .text(let text) = item, text.text.runs.map(\.string).joined() == "Search mail" { return text }
            return nil
        }.first
        #expect(prompt?.color == rgba(0, 0, 0, 0.25))
        #expect(prompt?.text.runs.first?.font.weight == .medium)
        let glass = items.compactMap { item -> Color.Resolved? in
            if case .symbol("magnifyingglass", _, let color) = item { return color }
            return nil
        }
        #expect(glass == [rgba(0, 0, 0)])
    }

    /// With bottom-bar items, the items' capsules lead and the field takes the rest, 12 after
    /// them: 16 + 48 + 12 = 76, to 377.
    @Test func bottomBarItemsLeadTheField() {
        let view = NavigationStack {
            Color.red.navigationTitle("Notes")
                .searchable(text: .constant(""))
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        Button {} label: { Image(systemName: "square.and.pencil") }
                    }
                }
        }
        let rects = capsuleRects(view)
        #expect(rects.contains { near($0, CGRect(x: 16, y: 769.5, width: 48, height: 48)) })
        #expect(rects.contains { near($0, CGRect(x: 76, y: 769.5, width: 301, height: 48)) })
    }

    /// In a tab of a tab view the bottom is the tab bar's: the field stays under the title, in
    /// its 52-point row (59 + 54 + 52 + 52 = 217).
    @Test func inATabViewTheFieldStaysAtTheTop() {
        let view = TabView {
            NavigationStack {
                Color.red.accessibilityIdentifier("c").navigationTitle("Library").searchable(text: .constant(""))
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }
        }
        #expect(layOnPhone(view).frame(of: "c")?.minY == 217)
        #expect(capsuleRects(view).isEmpty)
        // iOS 26's content in iOS 18's field (16 from the sides): 16 + 12 + 20.5 + 7 = 55.5.
        #expect(layOnPhone(view).placedViews.first { $0.text == "Search" }?.frame.minX == 55.5)
    }

    /// iOS 18 keeps the field under the bar (59 + 44 + 52 + 52 = 207) and nothing at the bottom.
    @Test func iOS18KeepsTheFieldUnderTheBar() {
        #expect(layOnPhone(mail, .iOS18).frame(of: "c") == CGRect(x: 0, y: 207, width: 393, height: 611))
        #expect(capsuleRects(mail, .iOS18).isEmpty)
    }
}
