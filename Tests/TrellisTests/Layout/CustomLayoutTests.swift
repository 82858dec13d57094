import Testing
import Trellis

// Custom `Layout` conformances, and the built-in stacks used as `Layout`s.

/// Stacks subviews top to bottom at their ideal sizes, leading-aligned, `gap` apart.
private struct SimpleColumn: Layout {
    var gap: CGFloat = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).reduce(0, +) + gap * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
            y += size.height + gap
        }
    }
}

/// Takes the whole proposal (nil → 10) and splits its width equally between the subviews.
private struct EqualColumns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
                anchor: .topLeading,
                proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

/// Centres every subview at its ideal size; its own size is the largest ideal size.
private struct CenterAll: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

/// Answers a fixed 100×100 and pins every subview, proposed 10×10, to the bottom-trailing corner.
private struct CornerPin: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
                          proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

/// Width = 10 × Σ subview priorities; height 10.
private struct PriorityWidth: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10 * subviews.map { CGFloat($0.priority) }.reduce(0, +), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Width = Σ of the subviews' minimum widths (answers to .zero), height = their maximum height.
private struct MinReporter: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.zero) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Lines up the subviews' leading guides at x = 50 in a 100-wide container, top to bottom.
private struct GuideAligner: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: subviews.map { $0.sizeThatFits(.unspecified).height }.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let d = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + 50 - d[HorizontalAlignment.leading], y: y),
                          anchor: .topLeading, proposal: .unspecified)
            y += d.height
        }
    }
}

@Suite("Custom layouts")
struct CustomLayoutTests {

    @Test func simpleColumnSizesAndPlaces() {
        // Size (max 30, 10 + 5 + 15 = 30), centred in 200×100 at (85, 35).
        let layout = lay(SimpleColumn(gap: 5) { box("a", 20, 10); box("b", 30, 15) }, 200, 100)
        #expect(layout.size == size(30, 30))
        #expect(layout.frame(of: "a") == rect(85, 35, 20, 10))
        #expect(layout.frame(of: "b") == rect(85, 50, 30, 15))
    }

    @Test func simpleColumnOfColorsUsesIdealSize() {
        // Colors proposed .unspecified → 10×10 each.
        let layout = lay(SimpleColumn { Color.red.accessibilityIdentifier("r"); Color.blue.accessibilityIdentifier("b") }, nil, nil)
        #expect(layout.size == size(10, 20))
        #expect(layout.frame(of: "b") == rect(0, 10, 10, 10))
    }

    @Test func equalColumnsSplitProposal() {
        let layout = lay(EqualColumns { Color.red.accessibilityIdentifier("r"); Color.blue.accessibilityIdentifier("b") }, 100, 40)
        #expect(layout.size == size(100, 40))
        #expect(layout.frame(of: "r") == rect(0, 0, 50, 40))
        #expect(layout.frame(of: "b") == rect(50, 0, 50, 40))
    }

    @Test func replacingUnspecifiedDimensionsDefaultsToTen() {
        // nil proposal → 10×10, each column proposed (5, 10).
        let layout = lay(EqualColumns { Color.red.accessibilityIdentifier("r"); Color.blue.accessibilityIdentifier("b") }, nil, nil)
        #expect(layout.size == size(10, 10))
        #expect(layout.frame(of: "b") == rect(5, 0, 5, 10))
    }

    @Test func replacingUnspecifiedDimensionsValues() {
        #expect(ProposedViewSize(width: nil, height: 4).replacingUnspecifiedDimensions() == size(10, 4))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 7, height: 3)) == size(7, 3))
        #expect(ProposedViewSize(width: 2, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 7, height: 3)) == size(2, 3))
    }

    @Test func centerAnchorMatchesZStack() {
        let layout = lay(CenterAll { box("a", 40, 20); box("b", 20, 40) }, nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "a") == rect(0, 10, 40, 20))
        #expect(layout.frame(of: "b") == rect(10, 0, 20, 40))
    }

    @Test func bottomTrailingAnchorAndPlacementProposal() {
        // Container 100×100 centred in 300×200 at (100, 50); the Color is proposed 10×10 and its
        // bottom-trailing corner put at (200, 150).
        let layout = lay(CornerPin { Color.red.accessibilityIdentifier("c") }, 300, 200)
        #expect(layout.size == size(100, 100))
        #expect(layout.frame(of: "c") == rect(190, 140, 10, 10))
    }

    @Test func subviewPriorities() {
        // 10 × (2 + 1.5 + 0) = 35.
        let view = PriorityWidth {
            Color.red.layoutPriority(2)
            Color.blue.layoutPriority(1.5)
            Color.green
        }
        #expect(lay(view, nil, nil).size == size(35, 10))
    }

    @Test func subviewMinimumSizes() {
        // frame(minWidth: 30, minHeight: 12) proposed .zero → childP (30, 12) → (30, 12); box 5×5.
        let view = MinReporter {
            Color.red.frame(minWidth: 30, minHeight: 12)
            box("b", 5, 5)
        }
        #expect(lay(view, nil, nil).size == size(35, 12))
    }

    @Test func subviewDimensionsSeeExplicitGuides() {
        // a's leading 0 → x 50; b's explicit leading 15 → x 35.
        let view = GuideAligner {
            box("a", 20, 10)
            box("b", 20, 10).alignmentGuide(.leading) { _ in 15 }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(100, 20))
        #expect(layout.frame(of: "a") == rect(50, 0, 20, 10))
        #expect(layout.frame(of: "b") == rect(35, 10, 20, 10))
    }

    @Test func customLayoutGetsOrdinarySpacingInStack() {
        let view = HStack { box("a", 20, 20); SimpleColumn { box("b", 20, 20) }.accessibilityIdentifier("col") }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 20))
        #expect(layout.frame(of: "col") == rect(28, 0, 20, 20))
    }

    // MARK: Built-in stacks as layouts

    @Test func hStackLayoutEqualsHStack() {
        // spacing 4, top-aligned: 20 + 4 + 20 = 44 wide, 40 tall.
        let asLayout = lay(HStackLayout(alignment: .top, spacing: 4) { box("a", 20, 20); box("b", 20, 40) }, nil, nil)
        let asView = lay(HStack(alignment: .top, spacing: 4) { box("a", 20, 20); box("b", 20, 40) }, nil, nil)
        #expect(asLayout.size == size(44, 40))
        #expect(asLayout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(asLayout.frame(of: "b") == rect(24, 0, 20, 40))
        #expect(asView.size == asLayout.size)
        #expect(asView.frame(of: "a") == asLayout.frame(of: "a"))
        #expect(asView.frame(of: "b") == asLayout.frame(of: "b"))
    }

    @Test func hStackLayoutSpacerExample() {
        // As §5: Color 192, Spacer 8 (the Spacer follows the layout's horizontal axis).
        let view = HStackLayout { Color.red.accessibilityIdentifier("r"); Spacer().accessibilityIdentifier("s") }
        let layout = lay(view, 200, 100)
        #expect(layout.frame(of: "r") == rect(0, 0, 192, 100))
        #expect(layout.frame(of: "s") == rect(192, 50, 8, 0))
    }

    @Test func hStackLayoutPriorities() {
        // As StackTests.lowerGroupMinimumIsReserved: red 70, blue 30.
        let view = HStackLayout(spacing: 0) {
            Color.red.layoutPriority(1).accessibilityIdentifier("r")
            Color.blue.frame(minWidth: 30).accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 70, 50))
        #expect(layout.frame(of: "b") == rect(70, 0, 30, 50))
    }

    @Test func vStackLayoutEqualsVStack() {
        let layout = lay(VStackLayout(alignment: .leading) { box("a", 20, 20); box("b", 40, 20) }, nil, nil)
        #expect(layout.size == size(40, 48))
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(0, 28, 40, 20))
    }

    @Test func vStackLayoutSpacer() {
        let view = VStackLayout { Color.red.accessibilityIdentifier("r"); Spacer().accessibilityIdentifier("s") }
        let layout = lay(view, 100, 200)
        #expect(layout.frame(of: "r") == rect(0, 0, 100, 192))
        #expect(layout.frame(of: "s") == rect(50, 192, 0, 8))
    }

    @Test func zStackLayoutEqualsZStack() {
        let layout = lay(ZStackLayout(alignment: .bottomTrailing) { box("a", 40, 20); box("b", 20, 40) }, nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "a") == rect(0, 20, 40, 20))
        #expect(layout.frame(of: "b") == rect(20, 0, 20, 40))
    }

    @Test(arguments: [false, true])
    func anyLayoutSwitchesAxis(_ horizontal: Bool) {
        let chosen = horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        let layout = lay(chosen { box("a", 20, 20); box("b", 20, 20) }, nil, nil)
        #expect(layout.size == (horizontal ? size(40, 20) : size(20, 40)))
        #expect(layout.frame(of: "b") == (horizontal ? rect(20, 0, 20, 20) : rect(0, 20, 20, 20)))
    }
}

@Suite("ViewThatFits")
struct ViewThatFitsTests {

    @Test func picksFirstChildWhoseIdealSizeFits() {
        // Apple's documentation: the first child whose ideal size fits the proposal is shown.
        // 200 wide does not fit in 100; 50 does.
        let view = ViewThatFits { box("wide", 200, 10); box("narrow", 50, 10) }
        let layout = lay(view, 100, 100)
        #expect(layout.size == size(50, 10))
        #expect(layout.frame(of: "narrow") == rect(25, 45, 50, 10))
        #expect(layout.frame(of: "wide") == nil)
    }

    @Test func picksFirstWhenItFits() {
        let view = ViewThatFits { box("wide", 80, 10); box("narrow", 50, 10) }
        let layout = lay(view, 100, 100)
        #expect(layout.frame(of: "wide") == rect(10, 45, 80, 10))
    }
}
