import Testing
import Trellis

@Suite struct DisclosureGroupLayoutTests {
    private func texts<V: View>(_ view: V) -> [String] {
        ViewLayout(view, in: ProposedViewSize(width: 300, height: 400), environment: iOS18Environment()).placedViews.compactMap(\.text)
    }

    @Test func aGroupIsCollapsedUnlessBoundExpanded() {
        #expect(texts(DisclosureGroup("More") { Text("Hidden") }) == ["More"])
        #expect(texts(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") }) == ["More", "Shown"])
    }

    @Test func theChevronSitsAtTheTrailingEdge() throws {
        let layout = ViewLayout(
            DisclosureGroup("More") { Text("x") }.accessibilityIdentifier("g"), in: ProposedViewSize(width: 300, height: 400), environment: iOS18Environment())
        let chevron = try #require(layout.placedViews.first { $0.kind == "Image" })
        #expect(chevron.frame.maxX == 300)
        #expect(layout.frame(of: "g")?.width == 300)
    }

    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    @Test func aListOfATreeShowsItsTopLevelAsRows() {
        let tree = [Node(id: "Fruit", children: [Node(id: "Apple")]), Node(id: "Bread")]
        let layout = ViewLayout(List(tree, children: \.children) { Text($0.id) }, on: .iPhone16, environment: iOS18Environment())
        // Two rows (44 apart); the fruit's children are collapsed.
        let rows = layout.placedViews.filter { $0.text != nil }
        #expect(rows.map(\.text) == ["Fruit", "Bread"])
        #expect(rows[1].frame.midY - rows[0].frame.midY == 44)
    }
}
