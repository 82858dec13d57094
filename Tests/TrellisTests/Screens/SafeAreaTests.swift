import Testing
import Trellis

// iPhone 16 portrait: 393 × 852, safe area top 59, bottom 34, so the safe rectangle is
// (0, 59, 393, 759). iPhone SE: 375 × 667, top 20, bottom 0.

@Suite struct SafeAreaPlacementTests {
    @Test func rootIsProposedAndPlacedInTheSafeArea() {
        let layout = ViewLayout(Color.red.accessibilityIdentifier("c"), on: .iPhone16)
        #expect(layout.proposal == ProposedViewSize(width: 393, height: 759))
        #expect(layout.frame(of: "c") == rect(0, 59, 393, 759))
    }

    @Test func smallRootIsCentredInTheSafeArea() {
        let layout = ViewLayout(box("b", 100, 41), on: .iPhone16)
        // y = 59 + (759 − 41) / 2 = 418
        #expect(layout.frame(of: "b") == rect(146.5, 418, 100, 41))
    }

    @Test func ignoringTheSafeAreaReachesTheScreenEdges() {
        let layout = ViewLayout(Color.red.ignoresSafeArea().accessibilityIdentifier("c"), on: .iPhone16)
        #expect(layout.frame(of: "c") == rect(0, 59, 393, 759))  // the modifier's own frame
        let inner = ViewLayout(Color.red.accessibilityIdentifier("c").ignoresSafeArea(), on: .iPhone16)
        #expect(inner.frame(of: "c") == rect(0, 0, 393, 852))
    }

    @Test(arguments: [
        (Edge.Set.top, rect(0, 0, 393, 818)),
        (Edge.Set.bottom, rect(0, 59, 393, 793)),
        (Edge.Set.vertical, rect(0, 0, 393, 852)),
        (Edge.Set.horizontal, rect(0, 59, 393, 759)),
    ])
    func ignoringChosenEdges(edges: Edge.Set, expected: CGRect) {
        let layout = ViewLayout(Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: edges), on: .iPhone16)
        #expect(layout.frame(of: "c") == expected)
    }

    @Test func onlyTheKeyboardRegionChangesNothing() {
        let layout = ViewLayout(Color.red.accessibilityIdentifier("c").ignoresSafeArea(.keyboard), on: .iPhone16)
        #expect(layout.frame(of: "c") == rect(0, 59, 393, 759))
    }

    @Test func aViewInsetFromTheSafeEdgeDoesNotGrow() {
        // The padding moves the ignoring view 10 points off every safe edge.
        let layout = ViewLayout(
            Color.red.accessibilityIdentifier("c").ignoresSafeArea().padding(10), on: .iPhone16)
        #expect(layout.frame(of: "c") == rect(10, 69, 373, 739))
        // The other order: the padding grows to the screen, the colour is inset 10 from it.
        let outer = ViewLayout(
            Color.red.accessibilityIdentifier("c").padding(10).ignoresSafeArea(), on: .iPhone16)
        #expect(outer.frame(of: "c") == rect(10, 10, 373, 832))
    }

    @Test func shapeStyleBackgroundsReachTheScreenEdges() {
        let view = VStack { Text("Hello") }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue)
        let layout = ViewLayout(view, on: .iPhone16)
        let list = layout.displayList()
        #expect(list.size == size(393, 852))
        let fill = layout.placedViews.first { $0.kind == "Rectangle" }
        #expect(fill?.frame == rect(0, 0, 393, 852))
        // A background that keeps to the safe area on the top edge only.
        let kept = ViewLayout(
            Color.clear.background(.blue, ignoresSafeAreaEdges: .bottom), on: .iPhone16)
        #expect(kept.placedViews.first { $0.kind == "Rectangle" }?.frame == rect(0, 59, 393, 793))
    }

    @Test func landscapeMovesTheInsetsToTheSides() {
        let layout = ViewLayout(Color.red.accessibilityIdentifier("c"), on: .iPhone16, orientation: .landscapeLeft)
        // 852 × 393 less 59 on each side and 21 at the bottom.
        #expect(layout.frame(of: "c") == rect(59, 0, 734, 372))
    }

    @Test func aDeviceWithAHomeButtonHasOnlyAStatusBar() {
        let layout = ViewLayout(Color.red.accessibilityIdentifier("c"), on: .iPhoneSE3)
        #expect(layout.frame(of: "c") == rect(0, 20, 375, 647))
        let ignoring = ViewLayout(Color.red.accessibilityIdentifier("c").ignoresSafeArea(), on: .iPhoneSE3)
        #expect(ignoring.frame(of: "c") == rect(0, 0, 375, 667))
    }

    @Test func withoutADeviceThereIsNoSafeArea() {
        let layout = lay(Color.red.accessibilityIdentifier("c").ignoresSafeArea(), 200, 100)
        #expect(layout.frame(of: "c") == rect(0, 0, 200, 100))
    }
}

@Suite struct SafeAreaInsetTests {
    @Test func aBottomBarShrinksTheContentAndSitsOnTheSafeEdge() {
        let view = Color.red.accessibilityIdentifier("content")
            .safeAreaInset(edge: .bottom) { box("bar", 200, 50) }
        let layout = ViewLayout(view, on: .iPhone16)
        #expect(layout.frame(of: "content") == rect(0, 59, 393, 709))
        // Centred: x = (393 − 200) / 2; bottom at 59 + 759 = 818.
        #expect(layout.frame(of: "bar") == rect(96.5, 768, 200, 50))
    }

    @Test func spacingAndAlignment() {
        let view = Color.red.accessibilityIdentifier("content")
            .safeAreaInset(edge: .top, alignment: .leading, spacing: 8) { box("bar", 200, 50) }
        let layout = ViewLayout(view, on: .iPhone16)
        #expect(layout.frame(of: "bar") == rect(0, 59, 200, 50))
        #expect(layout.frame(of: "content") == rect(0, 117, 393, 701))
    }

    @Test func contentIgnoringTheSafeAreaRunsUnderTheBar() {
        let view = Color.red.accessibilityIdentifier("content").ignoresSafeArea()
            .safeAreaInset(edge: .bottom) { box("bar", 393, 50) }
        let layout = ViewLayout(view, on: .iPhone16)
        // Under the bar and the home indicator, and up to the screen's top.
        #expect(layout.frame(of: "content") == rect(0, 0, 393, 852))
    }

    @Test func aLeadingInset() {
        let view = Color.red.accessibilityIdentifier("content")
            .safeAreaInset(edge: .leading) { box("rail", 60, 100) }
        let layout = lay(view, 300, 200)
        #expect(layout.frame(of: "rail") == rect(0, 50, 60, 100))
        #expect(layout.frame(of: "content") == rect(60, 0, 240, 200))
    }

    @Test func safeAreaPaddingPadsAndCountsAsUnsafe() {
        let padded = ViewLayout(Color.red.accessibilityIdentifier("c").safeAreaPadding(20), on: .iPhone16)
        #expect(padded.frame(of: "c") == rect(20, 79, 353, 719))
        let ignoring = ViewLayout(
            Color.red.accessibilityIdentifier("c").ignoresSafeArea().safeAreaPadding(.horizontal, 20), on: .iPhone16)
        // The padding's bands are unsafe for the colour, which reaches over them and the screen's.
        #expect(ignoring.frame(of: "c") == rect(0, 0, 393, 852))
    }
}

@Suite struct SafeAreaContainerTests {
    /// A container 10 below the safe top, down to its bottom: a sheet's card.
    private func card<V: View>(_ content: V) -> some View {
        content._safeAreaContainer().padding(.top, 10)
    }

    @Test func contentReachesOnlyTheBandsTheContainerTouches() {
        let view = card(Color.red.accessibilityIdentifier("c").ignoresSafeArea())
        let layout = ViewLayout(view, on: .iPhone16)
        // Not above the card's top (69), but through the home indicator's band.
        #expect(layout.frame(of: "c") == rect(0, 69, 393, 783))
    }

    @Test func aBarInTheContainerIsReachedUnderButNotBeyond() {
        let view = card(
            Color.red.accessibilityIdentifier("c").ignoresSafeArea()
                .safeAreaInset(edge: .top) { box("bar", 393, 44) })
        let layout = ViewLayout(view, on: .iPhone16)
        #expect(layout.frame(of: "bar") == rect(0, 69, 393, 44))
        #expect(layout.frame(of: "c") == rect(0, 69, 393, 783))
    }

    @Test func withoutTheContainerTheSameContentReachesTheScreenTop() {
        let view = Color.red.accessibilityIdentifier("c").ignoresSafeArea()
            .safeAreaInset(edge: .top) { box("bar", 393, 44) }
            .padding(.top, 10)
        #expect(ViewLayout(view, on: .iPhone16).frame(of: "c") == rect(0, 0, 393, 852))
    }
}

@Suite struct GeometryProxySafeAreaTests {
    final class Seen: @unchecked Sendable { var insets: EdgeInsets?; var size: CGSize? }

    @Test func aReaderAtTheRootReportsTheDeviceInsets() {
        let seen = Seen()
        _ = ViewLayout(GeometryReader { proxy in
            let _ = { seen.insets = proxy.safeAreaInsets; seen.size = proxy.size }()
            Color.clear
        }, on: .iPhone16)
        #expect(seen.size == size(393, 759))
        #expect(seen.insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func aReaderIgnoringTheSafeAreaReportsTheBandsItCovers() {
        let seen = Seen()
        _ = ViewLayout(GeometryReader { proxy in
            let _ = { seen.insets = proxy.safeAreaInsets; seen.size = proxy.size }()
            Color.clear
        }.ignoresSafeArea(), on: .iPhone16)
        #expect(seen.size == size(393, 852))
        #expect(seen.insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func aReaderAwayFromTheEdgesReportsNone() {
        let seen = Seen()
        _ = ViewLayout(GeometryReader { proxy in
            let _ = { seen.insets = proxy.safeAreaInsets }()
            Color.clear
        }.padding(), on: .iPhone16)
        #expect(seen.insets == EdgeInsets())
    }
}

@Suite struct DeviceCatalogTests {
    @Test(arguments: [
        ("iPhone 16", 393.0, 852.0, 59.0), ("iphone-16-pro", 402, 874, 62), ("iPhone 16 Pro Max", 440, 956, 62),
        ("iPhone SE", 375, 667, 20), ("iPhone 15 Plus", 430, 932, 59), ("iPad", 820, 1180, 24),
    ])
    func devicesByName(name: String, width: Double, height: Double, top: Double) throws {
        let device = try #require(Device.named(name))
        #expect(device.screenSize == size(width, height))
        #expect(device.portraitSafeAreaInsets.top == CGFloat(top))
    }

    @Test func unknownNamesFindNothing() {
        #expect(Device.named("Pixel 8") == nil)
        #expect(Device.named("") == nil)
    }

    @Test func everyDeviceHasAUniqueName() {
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
    }
}
