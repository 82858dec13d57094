import Testing
import Trellis

// iOS 26's bars and alerts on an iPhone 16 (393 × 852, the safe area from 59 to 818):
// docs/ios-metrics.md § 26.4–26.6 and § 26.9.

/// `view` on an iPhone 16 in the iOS 26 design, set for the whole window as `--os 26` sets it
/// (an alert is drawn over the window, in the window's environment).
private func lay26(_ view: some View) -> ViewLayout {
    var environment = EnvironmentValues()
    environment.designVersion = .iOS26
    return ViewLayout(view, on: .iPhone16, environment: environment)
}

@Suite struct NavigationBarIOS26Tests {
    @Test(arguments: [
        (NavigationBarItem.TitleDisplayMode.automatic, 165.0),  // 59 + 54 + 52
        (.large, 165),
        (.inline, 113),  // 59 + 54
    ])
    func theScreenStartsBelowThe54PointBar(mode: NavigationBarItem.TitleDisplayMode, top: Double) {
        let view = NavigationStack {
            Color.red.accessibilityIdentifier("c").navigationTitle("Title").navigationBarTitleDisplayMode(mode)
        }
        #expect(lay26(view).frame(of: "c") == CGRect(x: 0, y: CGFloat(top), width: 393, height: 818 - CGFloat(top)))
    }

    @Test func theLargeTitleStarts20InAnd3DownItsRow() {
        let view = NavigationStack { Color.red.navigationTitle("Settings") }
        let title = lay26(view).placedViews.first { $0.text == "Settings" }
        #expect(title?.frame.origin == CGPoint(x: 20, y: 59 + 54 + 3))
    }

    /// Items sit on 44-point glass capsules in the bar's top 44, 16 from its ends: a wide item
    /// padded 16 on each side, a symbol-sized one in a 44-point circle.
    @Test func itemsSitOnGlassPlatters() {
        let view = NavigationStack {
            Color.red.navigationTitle("T").toolbar {
                ToolbarItem(placement: .topBarLeading) { Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("icon") }
                ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("wide") }
            }
        }
        let layout = lay26(view)
        // The icon centred in a 44 × 44 platter from x 16; the wide item in a 72-point one ending at 377.
        #expect(layout.frame(of: "icon") == CGRect(x: 28, y: 71, width: 20, height: 20))
        #expect(layout.frame(of: "wide") == CGRect(x: 321, y: 71, width: 40, height: 20))
        let platters = fillPaths26(view).filter { $0.boundingRect.height == 44 }.map(\.boundingRect)
        #expect(platters.contains(CGRect(x: 16, y: 59, width: 44, height: 44)))
        #expect(platters.contains(CGRect(x: 305, y: 59, width: 72, height: 44)))
    }

    /// A bottom toolbar's item sits on a 48-point glass capsule (§ 26.5), 16 from the edge,
    /// centred in the 49-point bar (769 to 818); there is no bar behind it.
    @Test func bottomBarItemsSitOn48PointGlass() {
        let view = NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .bottomBar) { Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b") }
            }
        }
        let layout = lay26(view)
        #expect(layout.frame(of: "b") == CGRect(x: 32, y: 783.5, width: 30, height: 20))
        let platters = fillPaths26(view).map(\.boundingRect).filter { abs($0.height - 48) < 0.5 }
        #expect(platters.count == 1 && platters.first?.minX == 16 && platters.first?.width == 62)
        // No bar material: nothing fills the bar's width.
        #expect(!fillPaths26(view).contains { $0.boundingRect.minY == 769 && $0.boundingRect.width == 393 })
    }

    @Test func iOS18IsUnchanged() {
        let view = NavigationStack { Color.red.accessibilityIdentifier("c").navigationTitle("Title") }
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).frame(of: "c") == CGRect(x: 0, y: 155, width: 393, height: 663))
    }
}

@Suite struct TabBarIOS26Tests {
    private func page(_ id: String) -> some View { Color.red.accessibilityIdentifier(id) }

    private var threeTabs: some View {
        TabView {
            page("a").tabItem { Label { Text("Home").accessibilityIdentifier("t0") } icon: { Image(systemName: "house") } }
            page("b").tabItem { Label { Text("Search").accessibilityIdentifier("t1") } icon: { Image(systemName: "magnifyingglass") } }
            page("c").tabItem { Label { Text("Me").accessibilityIdentifier("t2") } icon: { Image(systemName: "person") } }
        }
    }

    @Test func theContentStillEndsAtTheBarsTop() {
        #expect(lay26(threeTabs).frame(of: "a") == CGRect(x: 0, y: 59, width: 393, height: 710))
    }

    /// A 62-point capsule n × 86 + 16 wide (274 for three tabs), centred, from the bar's top
    /// (769); titles 10 pt (centred in 86-point boxes from 8 in), their lines 3 under the 24-point symbol box that starts 12 down.
    @Test func theTabsFloatOnACapsule() throws {
        let layout = lay26(threeTabs)
        // (393 − 274) / 2 = 59.5, on the 3× pixel grid 59.667.
        let capsule = CGRect(x: 179.0 / 3, y: 769, width: 274, height: 62)
        #expect(fillPaths26(threeTabs).contains { matches($0, Capsule().path(in: capsule)) })
        for (index, center) in [110.5, 196.5, 282.5].enumerated() {
            let title = try #require(layout.frame(of: "t\(index)"))
            #expect(abs(title.minY - (769 + 12 + 24 + 3)) < 1e-9)
            #expect(abs(title.midX - CGFloat(center)) < 0.001)
        }
    }

    /// The selected tab on a 94 × 54 capsule: its 86-point box widened 4 each side, 4 in from
    /// the platter's top and bottom.
    @Test func theSelectedTabHasACapsuleOfItsOwn() {
        let selection = CGRect(x: 179.0 / 3 + 4, y: 773, width: 94, height: 54)
        #expect(fillPaths26(threeTabs).contains { matches($0, Capsule().path(in: selection)) })
    }

    /// A search tab is a 62-point glass circle 21 from the trailing side; the other tabs' capsule
    /// moves to the leading side (learnui.design's iOS 26 guide; sizes estimates).
    @Test func aSearchTabIsACircleOfItsOwn() {
        let view = TabView {
            Tab("Home", systemImage: "house") { page("a") }
            Tab("Library", systemImage: "square.stack") { page("b") }
            Tab(role: .search) { page("s") }
        }
        let paths = fillPaths26(view)
        #expect(paths.contains { matches($0, Capsule().path(in: CGRect(x: 21, y: 769, width: 188, height: 62))) })
        #expect(paths.contains { matches($0, Circle().path(in: CGRect(x: 310, y: 769, width: 62, height: 62))) })
        #expect(!lay26(view).placedViews.contains { $0.text == "Search" })
    }

    @Test func fiveTabsKeep21FromTheSides() {
        let view = TabView { ForEach(0..<5) { index in page("p\(index)").tabItem { Text("T\(index)") } } }
        // 5 × 86 + 16 = 446 would overflow 393: the capsule is 393 − 42 wide.
        #expect(fillPaths26(view).contains(Capsule().path(in: CGRect(x: 21, y: 769, width: 351, height: 62))))
    }
}

@Suite struct AlertIOS26Tests {
    private var alert: some View {
        Color.clear.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
    }

    /// A 320-point card; two 48-point capsules side by side, 16 from its sides, 8 apart:
    /// (320 − 32 − 8) / 2 = 140 each, the cancel button leading.
    @Test func twoButtonsAre140PointCapsulesSideBySide() {
        let layout = lay26(alert)
        let capsules = fillPaths26(alert).map(\.boundingRect).filter { abs($0.height - 48) < 1e-9 }
        #expect(capsules.map { ($0.width * 1e6).rounded() / 1e6 } == [140, 140])
        // The card at (393 − 320) / 2 = 36.5, its fills drawn on the 3× pixel grid: 36.667.
        #expect(capsules.map { ($0.minX * 1e6).rounded() / 1e6 } == [52.666667, 200.666667])
        let texts = layout.placedViews.compactMap(\.text)
        #expect(texts == ["Delete?", "It cannot be undone.", "Cancel", "Delete"])
        let title = layout.placedViews.first { $0.text == "Delete?" }
        // Left-aligned, 30 in from the card's side (36.5 + 30; its fill is drawn on the pixel grid).
        #expect(title?.frame.minX == 66.5)
    }

    @Test func theCardIs320WideRounded34() {
        let cards = fillPaths26(alert).filter { $0.boundingRect.width == 320 }
        // The card, and the silhouette its shadow is cast from (AlertCardShadowIOS26Tests).
        #expect(cards.count == 2)
        let card = cards.first.map(\.boundingRect) ?? .zero
        #expect(cards.allSatisfy { $0 == RoundedRectangle(cornerRadius: 34, style: .continuous).path(in: card) })
    }

    @Test func threeButtonsStackWithTheCancelButtonLast() {
        let view = Color.clear.alert("Save?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
            Button("Discard", role: .destructive) {}
        }
        let capsules = fillPaths26(view).map(\.boundingRect).filter { abs($0.height - 48) < 0.01 }
        #expect(capsules.map { ($0.width * 1e6).rounded() / 1e6 } == [288, 288, 288])
        #expect(capsules.count == 3 && abs(capsules[1].minY - capsules[0].minY - 56) < 1e-9)
        #expect(lay26(view).placedViews.compactMap(\.text) == ["Save?", "Save", "Discard", "Cancel"])
    }
}

/// The paths a view fills on an iPhone 16 in the iOS 26 design, back to front.
private func fillPaths26(_ view: some View) -> [Path] {
    flattened(lay26(view).displayList().items).compactMap {
        if case .fill(let path, _) = $0 { return path }
        return nil
    }
}
