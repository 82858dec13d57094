import Testing
import Trellis

// iPhone 16: the safe area starts at 59 and ends at 852 − 34 = 818.

@Suite struct NavigationBarLayoutTests {
    @Test(arguments: [
        (NavigationBarItem.TitleDisplayMode.automatic, 155.0),  // 59 + 44 + 52
        (.large, 155),
        (.inline, 103),  // 59 + 44
    ])
    func theScreenStartsBelowTheBar(mode: NavigationBarItem.TitleDisplayMode, top: Double) {
        let view = NavigationStack {
            Color.red.accessibilityIdentifier("c").navigationTitle("Title").navigationBarTitleDisplayMode(mode)
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: CGFloat(top), width: 393, height: 818 - CGFloat(top)))
    }

    @Test func withoutATitleTheBarIsOneRow() {
        let layout = ViewLayout(NavigationStack { Color.red.accessibilityIdentifier("c") }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 103, width: 393, height: 715))
    }

    @Test func aHiddenBarLeavesTheSafeArea() {
        let view = NavigationStack { Color.red.accessibilityIdentifier("c").navigationTitle("T").toolbar(.hidden, for: .navigationBar) }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func toolbarItemsSitAtTheEndsOfTheBar() {
        let view = NavigationStack {
            Color.red.navigationTitle("T").toolbar {
                ToolbarItem(placement: .topBarLeading) { Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("lead") }
                ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("trail") }
            }
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        // 16-point margins; the 44-point row starts at 59, the items centred in it.
        #expect(layout.frame(of: "lead") == CGRect(x: 16, y: 71, width: 30, height: 20))
        #expect(layout.frame(of: "trail") == CGRect(x: 337, y: 71, width: 40, height: 20))
    }

    @Test func aSearchFieldAddsARowUnderTheTitle() {
        let view = NavigationStack {
            Color.red.accessibilityIdentifier("c").navigationTitle("T").searchable(text: .constant(""))
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        // 59 + 44 + 52, and the 52-point search row.
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 207, width: 393, height: 611))
        let prompt = layout.placedViews.first { $0.text == "Search" }
        // The 36-point field, 8 into its row, 16 from the edge; the prompt after the glass.
        #expect(prompt.map { abs($0.frame.midY - 181) < 0.001 } == true)
    }

    @Test func bottomBarItemsMakeAToolbarAboveTheSafeBottom() {
        let view = NavigationStack {
            Color.red.accessibilityIdentifier("c").toolbar {
                ToolbarItem(placement: .bottomBar) { Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b") }
            }
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 103, width: 393, height: 666))
        // One item sits at the leading margin, centred in the 49-point bar.
        #expect(layout.frame(of: "b") == CGRect(x: 16, y: 783.5, width: 30, height: 20))
    }

    @Test func aTitleSetDeepInTheScreenStillReachesTheBar() {
        struct Screen: View {
            var body: some View { VStack { Color.red.accessibilityIdentifier("c").navigationTitle("Deep") } }
        }
        let layout = ViewLayout(NavigationStack { Screen() }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "c")?.minY == 155)
    }
}

@Suite struct ListLayoutTests {
    private func row(_ id: String) -> some View { Color.red.frame(width: 100, height: 20).accessibilityIdentifier(id) }

    @Test func insetGroupedRowsAreCardsOf44PointRows() {
        let layout = ViewLayout(List { row("a"); row("b") }, on: .iPhone16, environment: iOS18Environment())
        // Card 16 from the edge, content 16 in: x 32. The section starts 35 below the safe top
        // (94); the 20-point content, padded 8 above and below, is centred in 44: 94 + 12.
        #expect(layout.frame(of: "a") == CGRect(x: 32, y: 106, width: 100, height: 20))
        #expect(layout.frame(of: "b") == CGRect(x: 32, y: 150, width: 100, height: 20))
    }

    @Test func plainRowsRunFromTheEdge() {
        let layout = ViewLayout(List { row("a") }.listStyle(.plain), on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "a") == CGRect(x: 16, y: 71, width: 100, height: 20))
    }

    @Test func rowInsetsReplaceTheDefault() {
        let layout = ViewLayout(
            List { row("a").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)) }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "a") == CGRect(x: 16, y: 106, width: 100, height: 20))
    }

    @Test func rowsOutsideSectionsFormTheirOwnSection() {
        let layout = ViewLayout(List { row("a"); Section { row("b") } }, on: .iPhone16, environment: iOS18Environment())
        // a's section: 35 + 44; b's: another 35 above it.
        #expect(layout.frame(of: "b")?.minY == CGFloat(59 + 35 + 44 + 35 + 12))
    }

    @Test func aSectionOutsideAListIsItsViews() {
        let layout = ViewLayout(VStack(spacing: 0) { Section { row("a"); row("b") } }, in: ProposedViewSize(width: 200, height: 40), environment: iOS18Environment())
        #expect(layout.frame(of: "a") == CGRect(x: 50, y: 0, width: 100, height: 20))
        #expect(layout.frame(of: "b") == CGRect(x: 50, y: 20, width: 100, height: 20))
    }

    @Test func aNavigationLinkInAListEndsInAChevron() {
        let layout = ViewLayout(List { NavigationLink("Inbox") { Text("Inbox") } }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.placedViews.contains { $0.kind == "Image" && $0.frame.maxX == 393 - 16 - 16 })
    }
}
