import Testing
import Trellis

// iOS 26's inset-grouped lists (docs/ios-metrics.md § 26.3): 52-point rows on cards of radius
// 26, 16 from the screen's edges, headers in title case at 17 points semibold with a 40.33-point
// header row, 35 between sections, separators inset 16 at both ends.

@Suite struct ListIOS26Tests {
    private func row(_ id: String) -> some View { Color.red.frame(width: 100, height: 20).accessibilityIdentifier(id) }

    private func lay(_ view: some View) -> ViewLayout {
        ViewLayout(view.environment(\.designVersion, .iOS26), on: .iPhone16)
    }

    @Test func rowsAre52PointsTall() {
        let layout = lay(List { row("a"); row("b") })
        // Card 16 from the edge, content 16 in: x 32. The section starts 35 below the safe top
        // (94); the 20-point content is centred in 52: 94 + 16, then 52 further.
        #expect(layout.frame(of: "a") == CGRect(x: 32, y: 110, width: 100, height: 20))
        #expect(layout.frame(of: "b") == CGRect(x: 32, y: 162, width: 100, height: 20))
    }

    /// Sentry's iOS 26.0 recording of this list in a 300 × 500 window (its safe area's top at
    /// 62): the first card from 102.33 to 154.33, the second from 189.33 to 241.33, the row
    /// text centred (a 20.33 line 15.83 into the card), 16 from the card's edge.
    @Test func sentrysRecordedListIsReproduced() {
        let list = List {
            Section("Section 1") { Text("Item 1") }
            Section { Text("Item 2") }
        }
        let layout = ViewLayout(list.environment(\.designVersion, .iOS26), in: ProposedViewSize(width: 300, height: 500))
        let item1 = layout.placedViews.first { $0.text == "Item 1" }?.frame
        let item2 = layout.placedViews.first { $0.text == "Item 2" }?.frame
        let header = layout.placedViews.first { $0.text == "Section 1" }?.frame
        // The header line: 10.5 below the list's top, 20.333 tall, 9.5 above the card.
        #expect(header.map { $0.minX == 32 && abs($0.minY - 10.5) < 1e-9 && abs($0.height - 61 / 3) < 1e-9 } == true)
        // Cards at 40.333 and 40.333 + 52 + 35 = 127.333 (102.33 and 189.33 less the 62 of the safe area).
        #expect(item1.map { $0.minX == 32 && abs($0.minY - (121 / 3 + (52 - 61 / 3) / 2)) < 1e-9 } == true)
        #expect(item2.map { abs($0.minY - (382 / 3 + (52 - 61 / 3) / 2)) < 1e-9 } == true)
    }

    @Test func headersAreTitleCaseHeadlines() {
        let layout = lay(List { Section("Recent Items") { row("a") } })
        #expect(layout.placedViews.contains { $0.text == "Recent Items" })
        #expect(!layout.placedViews.contains { $0.text == "RECENT ITEMS" })
        let header = layout.placedViews.first { $0.text == "Recent Items" }
        let headline = ViewLayout(Text("Recent Items").font(.headline), in: .unspecified).size
        #expect(header.map { $0.frame.size == headline } == true)
    }

    @Test func theCardIsRoundedBy26() {
        let layout = lay(List { row("a") })
        let card = CGRect(x: 16, y: 94, width: 361, height: 52)
        let clips = clipPaths(layout.displayList().items)
        let expected = RoundedRectangle(cornerRadius: 26).path(in: card)
        let local = RoundedRectangle(cornerRadius: 26).path(in: CGRect(origin: .zero, size: card.size))
        #expect(clips.contains(expected) || clips.contains(local))
    }

    @Test func separatorsStop16BeforeTheCardsEnd() {
        let layout = lay(List { row("a"); row("b") })
        // The one-pixel separator under the first row (its bottom at 94 + 52).
        let separator = layout.placedViews.first { $0.kind == "Color" && abs($0.frame.height - 1 / 3) < 1e-9 }
        // From the content's leading edge (32) to 16 before the card's trailing edge (377 − 16).
        #expect(separator.map { $0.frame.minX == 32 && $0.frame.maxX == 361 } == true)
    }

    @Test func iOS18IsUnchanged() {
        let layout = ViewLayout(List { row("a"); row("b") }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "a") == CGRect(x: 32, y: 106, width: 100, height: 20))
        #expect(layout.frame(of: "b") == CGRect(x: 32, y: 150, width: 100, height: 20))
    }
}

/// Every clip path of the layers a display list holds.
func clipPaths(_ items: [DisplayItem]) -> [Path] {
    items.flatMap { item -> [Path] in
        guard case .layer(let layer) = item else { return [] }
        return (layer.clip.map { [$0] } ?? []) + clipPaths(layer.items)
    }
}
