import Testing
import Trellis

@Suite struct ScrollViewLayoutTests {
    @Test func verticalContentIsProposedNilHeightAndTheViewportTakesTheHeight() {
        let view = ScrollView { Color.red.accessibilityIdentifier("c") }.accessibilityIdentifier("s")
        let layout = lay(view, 300, 500)
        #expect(layout.frame(of: "s") == rect(0, 0, 300, 500))
        // A colour's ideal height is 10; it is at the top of the viewport.
        #expect(layout.frame(of: "c") == rect(0, 0, 300, 10))
    }

    @Test func aVerticalScrollViewIsAsWideAsItsContent() {
        let view = ScrollView { box("b", 100, 40) }.accessibilityIdentifier("s")
        let layout = lay(view, 300, 500)
        // Centred in the window by the root placement: x = (300 − 100) / 2.
        #expect(layout.frame(of: "s") == rect(100, 0, 100, 500))
        #expect(layout.frame(of: "b") == rect(100, 0, 100, 40))
    }

    @Test func contentTallerThanTheViewportStartsAtTheTop() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { index in box("row\(index)", 300, 50) }
            }
        }.accessibilityIdentifier("s")
        let layout = lay(view, 300, 500)
        #expect(layout.frame(of: "s") == rect(0, 0, 300, 500))
        #expect(layout.frame(of: "row0") == rect(0, 0, 300, 50))
        #expect(layout.frame(of: "row19") == rect(0, 950, 300, 50))
        // What is drawn is clipped to the viewport.
        #expect(layout.displayList().size == size(300, 500))
    }

    @Test func severalViewsStackAlongTheAxis() {
        let view = ScrollView(.horizontal) { box("a", 100, 40); box("b", 100, 60) }.accessibilityIdentifier("s")
        let layout = lay(view, 150, 300)
        // Across the axis the scroll view is as tall as its content (60), centred in the window.
        #expect(layout.frame(of: "s") == rect(0, 120, 150, 60))
        #expect(layout.frame(of: "a") == rect(0, 130, 100, 40))
        #expect(layout.frame(of: "b") == rect(108, 120, 100, 60))
    }

    @Test func bothAxesProposeNilBothWays() {
        let view = ScrollView([.horizontal, .vertical]) { Color.red.accessibilityIdentifier("c") }
        let layout = lay(view, 300, 500)
        #expect(layout.frame(of: "c") == rect(0, 0, 10, 10))
    }

    @Test func contentMarginsPadTheContent() {
        let view = ScrollView { Color.red.accessibilityIdentifier("c") }.contentMargins(20)
        let layout = lay(view, 300, 500)
        #expect(layout.frame(of: "c") == rect(20, 20, 260, 10))
    }

    @Test func showingTheWholeContentGrowsTheScrollView() {
        var environment = EnvironmentValues()
        environment.scrollViewsShowWholeContent = true
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { index in box("row\(index)", 300, 50) } }
        }.accessibilityIdentifier("s")
        let layout = ViewLayout(view, in: ProposedViewSize(width: 300, height: 500), environment: environment)
        #expect(layout.frame(of: "s") == rect(0, -250, 300, 1000))
        #expect(layout.displayList().size == size(300, 1000))
    }

    @Test func onADeviceTheViewportReachesUnderTheBars() {
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { index in box("row\(index)", 393, 50) } }
        }.accessibilityIdentifier("s")
        let layout = ViewLayout(view, on: .iPhone16)
        #expect(layout.frame(of: "s") == rect(0, 59, 393, 759))
        #expect(layout.frame(of: "row0") == rect(0, 59, 393, 50))
        let clip = layout.displayList().items.compactMap { item -> CGRect? in
            if case .layer(let layer) = item { return layer.clip?.boundingRect }
            return nil
        }
        #expect(clip == [rect(0, 0, 393, 852)])
    }

    @Test func readersAndAcceptedModifiersChangeNothing() {
        let plain = lay(ScrollView { box("b", 100, 40) }, 300, 500)
        let decorated = lay(
            ScrollViewReader { proxy in
                ScrollView { box("b", 100, 40) }
                    .scrollIndicators(.hidden).scrollDisabled(true).scrollTargetBehavior(.paging)
                    .scrollBounceBehavior(.basedOnSize).defaultScrollAnchor(.bottom)
                    .onAppear { proxy.scrollTo(3, anchor: .top) }
            }, 300, 500)
        #expect(plain.frame(of: "b") == decorated.frame(of: "b"))
    }
}

@Suite struct LazyStackLayoutTests {
    @Test func aLazyVStackTakesTheWholeWidth() {
        let view = LazyVStack { box("a", 100, 40); box("b", 50, 20) }.accessibilityIdentifier("s")
        let layout = lay(view, 300, 500)
        // 300 wide; 40 + 8 + 20 = 68 tall, centred vertically: y = 216.
        #expect(layout.frame(of: "s") == rect(0, 216, 300, 68))
        #expect(layout.frame(of: "a") == rect(100, 216, 100, 40))
        #expect(layout.frame(of: "b") == rect(125, 264, 50, 20))
    }

    @Test func aLeadingLazyVStackPutsRowsAgainstTheEdge() {
        let view = LazyVStack(alignment: .leading, spacing: 0) { box("a", 100, 40); box("b", 50, 20) }
        let layout = lay(view, 300, 60)
        #expect(layout.frame(of: "a") == rect(0, 0, 100, 40))
        #expect(layout.frame(of: "b") == rect(0, 40, 50, 20))
    }

    @Test func aLazyHStackTakesTheWholeHeight() {
        let view = LazyHStack(spacing: 10) { box("a", 100, 40); box("b", 50, 20) }.accessibilityIdentifier("s")
        let layout = lay(view, 300, 200)
        #expect(layout.frame(of: "s") == rect(70, 0, 160, 200))
        #expect(layout.frame(of: "b") == rect(180, 90, 50, 20))
    }
}

@Suite struct ContainerRelativeFrameTests {
    @Test func appleExampleInAPaddedHorizontalScrollView() {
        // 393 wide less 2 × 20 of safe-area padding is 353: (353 − 30) / 4 × 3 + 20 = 262.25.
        let view = ScrollView(.horizontal) {
            box("item", 10, 10).frame(width: nil).containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
                .accessibilityIdentifier("frame")
        }
        .contentMargins(.horizontal, 20)
        let layout = lay(view, 393, 200)
        #expect(layout.frame(of: "frame")?.width == 262.25)
    }

    @Test func theWindowIsTheContainerOutsideScrollViews() {
        let view = VStack {
            Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.accessibilityIdentifier("c")
        }
        .frame(width: 100)
        let layout = ViewLayout(view, on: .iPhone16)
        // Half the safe area's width, whatever the 100-wide frame proposes.
        #expect(layout.frame(of: "c")?.width == 196.5)
    }

    @Test func bothAxesInTheSafeArea() {
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical], count: 2, spacing: 0).accessibilityIdentifier("c")
        let layout = ViewLayout(view, on: .iPhone16)
        // 393 / 2 by 759 / 2, centred in the safe area.
        #expect(layout.frame(of: "c") == rect(98.25, 248.75, 196.5, 379.5))
    }

    @Test func aCountBelowOneIsOneColumn() {
        let view = Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 10).accessibilityIdentifier("c")
        #expect(lay(view, 200, 100).frame(of: "c")?.width == 200)
    }
}
