import Testing
import Trellis

// iPhone 16: 393 wide, the safe area from 59 to 852 − 34 = 818. The 49-point tab bar sits on
// the safe area's bottom, so a tab's content ends at 769.

@Suite struct TabViewLayoutTests {
    private func page(_ id: String) -> some View { Color.red.accessibilityIdentifier(id) }

    @Test func theSelectedTabFillsTheSafeAreaAboveTheBar() {
        let view = TabView {
            page("a").tabItem { Text("A") }
            page("b").tabItem { Text("B") }
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "a") == CGRect(x: 0, y: 59, width: 393, height: 710))
        #expect(layout.frame(of: "b") == nil)
    }

    @Test func aTabsContentIsCentredInIt() {
        let view = TabView { Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a") }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "a") == CGRect(x: 146.5, y: 59 + 330, width: 100, height: 50))
    }

    @Test(arguments: [
        (2, "b"),
        (1, "a"),
        (7, "a"),  // no tab has the tag: the first shows
    ])
    func theSelectionShowsTheTabWithItsTag(selection: Int, shown: String) {
        let view = TabView(selection: .constant(selection)) {
            page("a").tabItem { Text("A") }.tag(1)
            page("b").tabItem { Text("B") }.tag(2)
        }
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).frame(of: shown) != nil)
    }

    @Test func anOptionalSelectionMatchesTagsOfItsWrappedType() {
        let view = TabView(selection: .constant(Optional("b"))) {
            page("a").tag("a")
            page("b").tag("b")
        }
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).frame(of: "b") != nil)
    }

    @Test func tabsOfTheIOS18APIAreSelectedByValue() {
        let view = TabView(selection: .constant("b")) {
            Tab("A", systemImage: "house", value: "a") { page("a") }
            Tab("B", systemImage: "gear", value: "b") { page("b") }
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "b") == CGRect(x: 0, y: 59, width: 393, height: 710))
        #expect(layout.frame(of: "a") == nil)
    }

    @Test func tabsWithoutValuesShowTheFirst() {
        let view = TabView {
            Tab("A", systemImage: "house") { page("a") }
            if true { Tab("B", systemImage: "gear") { page("b") } }
        }
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).frame(of: "a") != nil)
    }

    /// Three buttons 2 from the ends and 4 apart: (393 − 4 − 8) / 3 = 127 wide, at 2, 133 and
    /// 264. Each title's line starts 35.5 below the bar's top (769).
    @Test func itemsShareTheBarAndTitlesSitUnderTheIcons() throws {
        let view = TabView {
            page("a").tabItem { Label { Text("Home").accessibilityIdentifier("t0") } icon: { Image(systemName: "house") } }
            page("b").tabItem {
                Image(systemName: "gear")
                Text("Settings").accessibilityIdentifier("t1")
            }
            page("c").tabItem { Text("Me").accessibilityIdentifier("t2") }
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        for (index, x) in [2.0, 133, 264].enumerated() {
            let title = try #require(layout.frame(of: "t\(index)"))
            #expect(title.minY == CGFloat(804.5))
            #expect(abs(title.midX - CGFloat(x + 63.5)) < 0.001)
        }
    }

    @Test func aTabItemSetInsideATabsOwnBodyLabelsIt() {
        struct Inbox: View {
            var body: some View {
                VStack { Color.red }.tabItem { Text("Inbox").accessibilityIdentifier("title") }
            }
        }
        let layout = ViewLayout(TabView { Inbox() }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "title")?.minY == CGFloat(804.5))
    }

    @Test func aHiddenTabsPreferencesDoNotReachTheScreen() {
        let view = NavigationStack {
            TabView {
                page("a").navigationTitle("Shown")
                page("b").navigationTitle("Hidden")
            }
        }
        let texts = ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text)
        #expect(texts.contains("Shown"))
        #expect(!texts.contains("Hidden"))
    }

    @Test func sixTabsShowFourAndMore() {
        let view = TabView {
            ForEach(0..<6) { index in
                page("p\(index)").tabItem { Text("Tab \(index)") }
            }
        }
        let texts = ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text)
        #expect(texts == ["Tab 0", "Tab 1", "Tab 2", "Tab 3", "More"])
    }

    @Test func badgesComeFromTheTabNotItsContent() {
        let view = TabView {
            page("a").tabItem { Text("A") }.badge(3)
            VStack { page("b").badge(5) }.tabItem { Text("B") }
        }
        let texts = ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text)
        // The badge is drawn over the icon, before the title.
        #expect(texts == ["3", "A", "B"])
    }

    @Test func aTabsBadgeOfZeroShowsNone() {
        let view = TabView {
            Tab("A", systemImage: "house") { page("a") }.badge(2)
            Tab("B", systemImage: "gear") { page("b") }.badge(0)
        }
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text) == ["2", "A", "B"])
    }

    @Test func aSearchTabIsLabelledByItsRole() {
        let view = TabView { Tab(role: .search) { page("s") } }
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text) == ["Search"])
    }
}

@Suite struct PageTabViewLayoutTests {
    @Test func thePageFillsTheViewAndTheDotsSitAtItsBottom() {
        let view = TabView {
            Color.red.accessibilityIdentifier("a")
            Color.blue
            Color.green
        }
        .tabViewStyle(.page)
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "a") == CGRect(x: 0, y: 59, width: 393, height: 759))
        // Three 10-point dot boxes 8 apart (46), padded 14 and 8: 74 × 26, centred at the
        // bottom (x 159.5, y 792); the first 8-point dot centred in its box at 173.5, 800.
        let circles = layout.placedViews.filter { $0.kind == "Circle" }.map(\.frame)
        #expect(circles.count == 3)
        #expect(circles.first == CGRect(x: 174.5, y: 801, width: 8, height: 8))
    }

    @Test(arguments: [
        (PageTabViewStyle.IndexDisplayMode.automatic, 1, 0),
        (.always, 1, 1),
        (.never, 3, 0),
        (.automatic, 3, 3),
    ])
    func theDotsShowWhenTheModeSays(mode: PageTabViewStyle.IndexDisplayMode, pages: Int, dots: Int) {
        let view = TabView { ForEach(0..<pages) { _ in Color.red } }.tabViewStyle(.page(indexDisplayMode: mode))
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).placedViews.filter { $0.kind == "Circle" }.count == dots)
    }
}
