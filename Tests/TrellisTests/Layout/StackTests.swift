import Testing
import Trellis

// §5 HStack / VStack.
//
// Distribution (concrete major proposal P): probe each child with 0 and ∞ → minL, maxL;
// order by priority (high first), then flexibility maxL − minL (least first; source order on
// ties; among infinitely flexible children the larger minimum first);
// avail = P − spacing − Σ minL of lower priority groups; per group add back its own minimums,
// then each child is offered max(avail / childrenLeftInGroup, 0) and avail -= taken.

@Suite("§5 Stacks")
struct StackTests {

    // MARK: Spacing

    @Test func defaultSpacingIsEightHorizontal() {
        // 20 + 8 + 30 = 58.
        let layout = lay(HStack { box("a", 20, 20); box("b", 30, 20) }, nil, nil)
        #expect(layout.size == size(58, 20))
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(28, 0, 30, 20))
    }

    @Test func defaultSpacingIsEightVertical() {
        let layout = lay(VStack { box("a", 20, 20); box("b", 20, 30) }, nil, nil)
        #expect(layout.size == size(20, 58))
        #expect(layout.frame(of: "b") == rect(0, 28, 20, 30))
    }

    @Test(arguments: 1...6)
    func defaultSpacingBetweenEveryPair(_ count: Int) {
        // count boxes of 10: 10·n + 8·(n − 1); the last box at (10 + 8)·(n − 1).
        let view = HStack { ForEach(0..<count) { i in box("c\(i)", 10, 10) } }
        let layout = lay(view, nil, nil)
        let n = CGFloat(count)
        #expect(layout.size == size(10 * n + 8 * (n - 1), 10))
        #expect(layout.frame(of: "c\(count - 1)") == rect(18 * (n - 1), 0, 10, 10))
    }

    struct SpacingCase: Sendable, CustomTestStringConvertible {
        let spacing: CGFloat
        var testDescription: String { "spacing \(fmt(spacing))" }
    }

    static let spacings: [SpacingCase] = ([0, 4, 8, 13.5, 30, -5] as [CGFloat]).map { SpacingCase(spacing: $0) }

    @Test(arguments: spacings)
    func explicitSpacingHorizontal(_ c: SpacingCase) {
        // Width 20 + s + 20; b at 20 + s.
        let layout = lay(HStack(spacing: c.spacing) { box("a", 20, 20); box("b", 20, 20) }, nil, nil)
        #expect(layout.size == size(40 + c.spacing, 20))
        #expect(layout.frame(of: "b") == rect(20 + c.spacing, 0, 20, 20))
    }

    @Test(arguments: spacings)
    func explicitSpacingVertical(_ c: SpacingCase) {
        let layout = lay(VStack(spacing: c.spacing) { box("a", 20, 20); box("b", 20, 20) }, nil, nil)
        #expect(layout.size == size(20, 40 + c.spacing))
        #expect(layout.frame(of: "b") == rect(0, 20 + c.spacing, 20, 20))
    }

    @Test func explicitSpacingAppliesNextToSpacer() {
        // spacing: 4 → both pairs get 4. avail = 200 − 8 − 8 (Spacer min) = 184; a, b take
        // 20 each → 144; Spacer group adds back 8 → 152.
        let view = HStack(spacing: 4) { box("a", 20, 20); Spacer().accessibilityIdentifier("s"); box("b", 20, 20) }
        let layout = lay(view, 200, 20)
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "s") == rect(24, 10, 152, 0))
        #expect(layout.frame(of: "b") == rect(180, 0, 20, 20))
    }

    @Test func spacingThreeInVStack() {
        // 3·10 + 2·12 = 54.
        let layout = lay(VStack(spacing: 12) { box("a", 10, 10); box("b", 10, 10); box("c", 10, 10) }, nil, nil)
        #expect(layout.size == size(10, 54))
        #expect(layout.frame(of: "c") == rect(0, 44, 10, 10))
    }

    // MARK: Spacer spacing

    @Test func colorThenSpacerExample() {
        // §5 example: Color 192, Spacer 8 (spacing 0 next to a Spacer; the Spacer's min 8 is
        // reserved: avail = 200 − 8 = 192 for the Color).
        let view = HStack { Color.red.accessibilityIdentifier("r"); Spacer().accessibilityIdentifier("s") }
        let layout = lay(view, 200, 100)
        #expect(layout.size == size(200, 100))
        #expect(layout.frame(of: "r") == rect(0, 0, 192, 100))
        // The Spacer is 0 tall, centred on the stack's height 100 → y = 50.
        #expect(layout.frame(of: "s") == rect(192, 50, 8, 0))
    }

    @Test func colorThenSpacerVertical() {
        let view = VStack { Color.red.accessibilityIdentifier("r"); Spacer().accessibilityIdentifier("s") }
        let layout = lay(view, 100, 200)
        #expect(layout.frame(of: "r") == rect(0, 0, 100, 192))
        #expect(layout.frame(of: "s") == rect(50, 192, 0, 8))
    }

    @Test func spacerBetweenFixedViews() {
        // avail = 200 − 0 − 8 = 192; a, b (flex 0) take 20 each → 152; + 8 → Spacer 160.
        let view = HStack { box("a", 20, 20); Spacer().accessibilityIdentifier("s"); box("b", 20, 20) }
        let layout = lay(view, 200, 20)
        #expect(layout.size == size(200, 20))
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "s") == rect(20, 10, 160, 0))
        #expect(layout.frame(of: "b") == rect(180, 0, 20, 20))
    }

    @Test func twoSpacersCentre() {
        // avail = 200 − 16 = 184; a takes 20 → 164; + 16 → 180; Spacers offered 90 each.
        let view = HStack {
            Spacer().accessibilityIdentifier("s1")
            box("a", 20, 20)
            Spacer().accessibilityIdentifier("s2")
        }
        let layout = lay(view, 200, 20)
        #expect(layout.frame(of: "s1") == rect(0, 10, 90, 0))
        #expect(layout.frame(of: "a") == rect(90, 0, 20, 20))
        #expect(layout.frame(of: "s2") == rect(110, 10, 90, 0))
    }

    @Test func nestedStackStartingWithSpacerIsZeroFromNeighbour() {
        // §5: the inner stack's leading edge is its Spacer's → 0 between red and the inner
        // stack. Both outer children are infinitely flexible (inner min 8 > red min 0, inner
        // first): inner offered 200/2 = 100 → Spacer 8 + blue 92; red offered 100.
        // (With spacing 8 red would get 96.)
        let view = HStack {
            Color.red.accessibilityIdentifier("r")
            HStack {
                Spacer().accessibilityIdentifier("s")
                Color.blue.accessibilityIdentifier("b")
            }
            .accessibilityIdentifier("inner")
        }
        let layout = lay(view, 200, 100)
        #expect(layout.frame(of: "r") == rect(0, 0, 100, 100))
        #expect(layout.frame(of: "inner") == rect(100, 0, 100, 100))
        #expect(layout.frame(of: "s") == rect(100, 50, 8, 0))
        #expect(layout.frame(of: "b") == rect(108, 0, 92, 100))
    }

    @Test func nestedStackEndingWithSpacerIsZeroFromNeighbour() {
        // Mirror image: inner { blue; Spacer } then red. Inner (min 8) first: 100 → blue 92,
        // Spacer 8; red 100 with 0 spacing after the inner stack's trailing Spacer.
        let view = HStack {
            HStack {
                Color.blue.accessibilityIdentifier("b")
                Spacer().accessibilityIdentifier("s")
            }
            Color.red.accessibilityIdentifier("r")
        }
        let layout = lay(view, 200, 100)
        #expect(layout.frame(of: "b") == rect(0, 0, 92, 100))
        #expect(layout.frame(of: "s") == rect(92, 50, 8, 0))
        #expect(layout.frame(of: "r") == rect(100, 0, 100, 100))
    }

    @Test func spacerZeroSpacingSurvivesFrame() {
        // nil proposal: a 20, Spacer in frame(width: 50) → 50, b 20; spacing 0 on both sides
        // (a Spacer's zero spacing survives a frame) → 90.
        let view = HStack { box("a", 20, 20); Spacer().frame(width: 50).accessibilityIdentifier("s"); box("b", 20, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(90, 20))
        #expect(layout.frame(of: "b") == rect(70, 0, 20, 20))
    }

    @Test func markedSpacerIsStillASpacer() {
        // The marker and other layout-neutral modifiers pass spacing and priority through:
        // 0 spacing, and the Color gets 200 − 8 = 192.
        let view = HStack {
            Color.red.accessibilityIdentifier("r")
            Spacer().opacity(0.5).accessibilityIdentifier("s")
        }
        let layout = lay(view, 200, 10)
        #expect(layout.frame(of: "r") == rect(0, 0, 192, 10))
        #expect(layout.frame(of: "s") == rect(192, 5, 8, 0))
    }

    @Test func anyViewWrappedSpacerIsStillASpacer() {
        let view = HStack { box("a", 20, 20); AnyView(Spacer()).accessibilityIdentifier("s"); box("b", 20, 20) }
        let layout = lay(view, 200, 20)
        #expect(layout.frame(of: "s") == rect(20, 10, 160, 0))
    }

    @Test func ordinaryModifiedViewsKeepEightSpacing() {
        let view = HStack { box("a", 20, 20).opacity(0.5); box("b", 20, 20).hidden() }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 20))
    }

    // MARK: Children: Group, ForEach, if, EmptyView

    @Test func groupChildrenAreFlattened() {
        // Three children → 3·10 + 2·8 = 46.
        let view = HStack { Group { box("a", 10, 10); box("b", 10, 10) }; box("c", 10, 10) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(46, 10))
        #expect(layout.frame(of: "b") == rect(18, 0, 10, 10))
        #expect(layout.frame(of: "c") == rect(36, 0, 10, 10))
    }

    @Test func forEachChildren() {
        let view = HStack(spacing: 0) { ForEach(0..<4, id: \.self) { i in box("c\(i)", 10, 10) } }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40, 10))
        #expect(layout.frame(of: "c2") == rect(20, 0, 10, 10))
    }

    @Test(arguments: [false, true])
    func conditionalChild(_ flag: Bool) {
        // Without b: 20 + 8 + 20 = 48; with b: 3·20 + 16 = 76.
        let view = HStack {
            box("a", 20, 20)
            if flag { box("b", 20, 20) }
            box("c", 20, 20)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(flag ? 76 : 48, 20))
        #expect(layout.frame(of: "c") == rect(flag ? 56 : 28, 0, 20, 20))
    }

    @Test(arguments: [false, true])
    func ifElseChild(_ flag: Bool) {
        let view = HStack {
            box("a", 20, 20)
            if flag { box("b", 30, 20) } else { box("b", 10, 20) }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(flag ? 58 : 38, 20))
        #expect(layout.frame(of: "b") == rect(28, 0, flag ? 30 : 10, 20))
    }

    @Test func emptyViewIsNotAChild() {
        let view = HStack { box("a", 20, 20); EmptyView(); box("b", 20, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 20))
    }

    @Test func emptyStackIsZero() {
        #expect(lay(HStack {}, nil, nil).size == size(0, 0))
        #expect(lay(VStack {}, nil, nil).size == size(0, 0))
    }

    @Test func emptyContainerGetsZeroSpacing() {
        // §5: an empty container gets 0 to its neighbours and asks for 0: 20 + 0 + 0 + 0 + 20.
        let view = HStack { box("a", 20, 20); HStack {}; box("b", 20, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "b") == rect(20, 0, 20, 20))
    }

    // MARK: Priorities

    @Test func layoutPriorityTakesEverything() {
        // avail = 100 − 0 (blue's min) → red 100; blue's group adds back 0 → 0.
        let view = HStack(spacing: 0) {
            Color.red.layoutPriority(1).accessibilityIdentifier("r")
            Color.blue.accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 100, 50))
        #expect(layout.frame(of: "b") == rect(100, 0, 0, 50))
    }

    @Test func lowerGroupMinimumIsReserved() {
        // Blue frame(minWidth: 30) has minL 30: avail = 100 − 30 = 70 → red 70; blue's group
        // adds back 30 → offered 30 → max(30, min(30, 30)) = 30.
        let view = HStack(spacing: 0) {
            Color.red.layoutPriority(1).accessibilityIdentifier("r")
            Color.blue.frame(minWidth: 30).accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 70, 50))
        #expect(layout.frame(of: "b") == rect(70, 0, 30, 50))
    }

    @Test func threePriorityGroups() {
        // a: min 10 (prio 0); b: min 20 (prio 1); c: clamp to [5, 40] (prio 2).
        // avail = 100 − (20 + 10) = 70 → c offered 70 → 40; avail 30.
        // b: add back 20 → 50 → b 50; avail 0. a: add back 10 → a 10.
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).accessibilityIdentifier("a")
            Color.green.frame(minWidth: 20).layoutPriority(1).accessibilityIdentifier("b")
            Color.blue.frame(minWidth: 5, maxWidth: 40).layoutPriority(2).accessibilityIdentifier("c")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.size == size(100, 50))
        #expect(layout.frame(of: "a") == rect(0, 0, 10, 50))
        #expect(layout.frame(of: "b") == rect(10, 0, 50, 50))
        #expect(layout.frame(of: "c") == rect(60, 0, 40, 50))
    }

    @Test func spacerHasLowestPriority() {
        // Spacer −∞: red is served first: avail = 200 − 8 = 192 → red 192, Spacer 8. (At
        // priority 0 the Spacer, with the larger minimum, would have gone first and got 100.)
        let view = HStack { Spacer().accessibilityIdentifier("s"); Color.red.accessibilityIdentifier("r") }
        let layout = lay(view, 200, 50)
        #expect(layout.frame(of: "s") == rect(0, 25, 8, 0))
        #expect(layout.frame(of: "r") == rect(8, 0, 192, 50))
    }

    @Test func spacerBelowNegativePriority() {
        // −5 > −∞: red group first: avail = 100 − 8 = 92 → red 92; Spacer 8.
        let view = HStack(spacing: 0) {
            Color.red.layoutPriority(-5).accessibilityIdentifier("r")
            Spacer().accessibilityIdentifier("s")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 92, 50))
        #expect(layout.frame(of: "s") == rect(92, 25, 8, 0))
    }

    @Test func spacerWithLayoutPriority() {
        // layoutPriority(1) overrides the Spacer's −∞: Spacer offered 200 → 200; red 0.
        let view = HStack { Color.red.accessibilityIdentifier("r"); Spacer().layoutPriority(1).accessibilityIdentifier("s") }
        let layout = lay(view, 200, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 0, 50))
        #expect(layout.frame(of: "s") == rect(0, 25, 200, 0))
    }

    @Test func negativePriorityYields() {
        let view = HStack(spacing: 0) {
            Color.red.layoutPriority(-1).accessibilityIdentifier("r")
            Color.blue.accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 0, 50))
        #expect(layout.frame(of: "b") == rect(0, 0, 100, 50))
    }

    @Test func priorityInVStack() {
        let view = VStack(spacing: 0) {
            Color.red.accessibilityIdentifier("r")
            Color.blue.layoutPriority(1).accessibilityIdentifier("b")
        }
        let layout = lay(view, 50, 100)
        #expect(layout.frame(of: "r") == rect(0, 0, 50, 0))
        #expect(layout.frame(of: "b") == rect(0, 0, 50, 100))
    }

    // MARK: Distribution order

    @Test func leastFlexibleFirst() {
        // Flex: red ∞, blue 30 (maxWidth 30), green 0 (fixed 50). Order green, blue, red.
        // green offered 200/3 → 50 (avail 150); blue offered 75 → 30 (avail 120); red 120.
        let view = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("r")
            Color.blue.frame(maxWidth: 30).accessibilityIdentifier("b")
            Color.green.frame(width: 50).accessibilityIdentifier("g")
        }
        let layout = lay(view, 200, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 120, 50))
        #expect(layout.frame(of: "b") == rect(120, 0, 30, 50))
        #expect(layout.frame(of: "g") == rect(150, 0, 50, 50))
    }

    @Test func finiteFlexibilitiesInOrder() {
        // Flex: red ∞, blue 40, green 100. Order blue, green, red.
        // blue offered 100 → 40 (avail 260); green offered 130 → 100 (avail 160); red 160.
        let view = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("r")
            Color.blue.frame(maxWidth: 40).accessibilityIdentifier("b")
            Color.green.frame(maxWidth: 100).accessibilityIdentifier("g")
        }
        let layout = lay(view, 300, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 160, 50))
        #expect(layout.frame(of: "b") == rect(160, 0, 40, 50))
        #expect(layout.frame(of: "g") == rect(200, 0, 100, 50))
    }

    @Test func largerMinimumFirstAmongInfinitelyFlexible() {
        // Both infinitely flexible; red's minimum 80 > blue's 0 → red first: offered 50 →
        // max(80, min(80, 80)) = 80; blue gets the remaining 20. (Source order would give
        // blue 50 + red 80 = 130.)
        let view = HStack(spacing: 0) {
            Color.blue.accessibilityIdentifier("b")
            Color.red.frame(minWidth: 80).accessibilityIdentifier("r")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.size == size(100, 50))
        #expect(layout.frame(of: "b") == rect(0, 0, 20, 50))
        #expect(layout.frame(of: "r") == rect(20, 0, 80, 50))
    }

    @Test func equalFlexibilityKeepsSourceOrder() {
        // red clamp [30, 60] and blue clamp [10, 40]: both flex 30 → source order.
        // red offered 45 → 45 (avail 45); blue offered 45 → 40. Total 85, centred in 90 → 2.5.
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 30, maxWidth: 60).accessibilityIdentifier("r")
            Color.blue.frame(minWidth: 10, maxWidth: 40).accessibilityIdentifier("b")
        }
        let layout = lay(view, 90, 50)
        #expect(layout.size == size(85, 50))
        #expect(layout.frame(of: "r") == rect(2.5, 0, 45, 50))
        #expect(layout.frame(of: "b") == rect(47.5, 0, 40, 50))
    }

    @Test func deficitPassesOn() {
        // red (fixed 70, flex 0) first: offered 100/3, takes 70 → avail 30; blue 15, green 15.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 70).accessibilityIdentifier("r")
            Color.blue.accessibilityIdentifier("b")
            Color.green.accessibilityIdentifier("g")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 70, 50))
        #expect(layout.frame(of: "b") == rect(70, 0, 15, 50))
        #expect(layout.frame(of: "g") == rect(85, 0, 15, 50))
    }

    @Test func surplusPassesOn() {
        // blue (maxWidth 20, flex 20) first: offered 60 → 20, avail 100; red offered 100.
        let view = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("r")
            Color.blue.frame(maxWidth: 20).accessibilityIdentifier("b")
        }
        let layout = lay(view, 120, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 100, 50))
        #expect(layout.frame(of: "b") == rect(100, 0, 20, 50))
    }

    @Test func threeEqualColorsWithDefaultSpacing() {
        // avail = 200 − 16 = 184. a offered 184/3; b offered (184 − 184/3)/2; c the rest.
        // (No rounding during layout.) Leading-aligned in a 200-wide frame so x starts at 0.
        let w1: CGFloat = 184.0 / 3
        let w2: CGFloat = (184 - w1) / 2
        let w3: CGFloat = 184 - w1 - w2
        let view = HStack {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }
        .frame(width: 200, height: 50, alignment: .leading)
        let layout = lay(view, nil, nil)
        #expect(layout.frame(of: "a") == rect(0, 0, w1, 50))
        #expect(layout.frame(of: "b") == rect(w1 + 8, 0, w2, 50))
        #expect(layout.frame(of: "c") == rect(w1 + 8 + w2 + 8, 0, w3, 50))
        #expect(layout.frame(of: "a")?.width == 184.0 / 3)
    }

    @Test func maxAndMinFrameExample() {
        // §5 example: red frame(maxWidth: 100) (flex 100) before green frame(minWidth: 100)
        // (flex ∞). red offered 75 → 75; green offered 75 → max(100, min(100, 100)) = 100.
        // Stack 175 > 150, centred: x = (150 − 175)/2 = −12.5.
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).accessibilityIdentifier("r")
            Color.green.frame(minWidth: 100).accessibilityIdentifier("g")
        }
        let layout = lay(view, 150, 100)
        #expect(layout.size == size(175, 100))
        #expect(layout.frame(of: "r") == rect(-12.5, 0, 75, 100))
        #expect(layout.frame(of: "g") == rect(62.5, 0, 100, 100))
    }

    @Test func maxAndMinFrameExampleVertical() {
        let view = VStack(spacing: 0) {
            Color.red.frame(maxHeight: 100).accessibilityIdentifier("r")
            Color.green.frame(minHeight: 100).accessibilityIdentifier("g")
        }
        let layout = lay(view, 100, 150)
        #expect(layout.size == size(100, 175))
        #expect(layout.frame(of: "r") == rect(0, -12.5, 100, 75))
        #expect(layout.frame(of: "g") == rect(0, 62.5, 100, 100))
    }

    // MARK: nil major proposal

    @Test func nilMajorAsksIdeal() {
        // Each child asked (nil, 50): red (10, 50), blue (30, 50); 10 + 8 + 30 = 48.
        let view = HStack { Color.red.accessibilityIdentifier("r"); Color.blue.frame(width: 30).accessibilityIdentifier("b") }
        let layout = lay(view, nil, 50)
        #expect(layout.size == size(48, 50))
        #expect(layout.frame(of: "r") == rect(0, 0, 10, 50))
        #expect(layout.frame(of: "b") == rect(18, 0, 30, 50))
    }

    @Test func nilMajorVertical() {
        let view = VStack { Color.red.accessibilityIdentifier("r"); Color.blue.frame(height: 30).accessibilityIdentifier("b") }
        let layout = lay(view, 50, nil)
        #expect(layout.size == size(50, 48))
        #expect(layout.frame(of: "r") == rect(0, 0, 50, 10))
        #expect(layout.frame(of: "b") == rect(0, 18, 50, 30))
    }

    struct SpacerMinCase: Sendable, CustomTestStringConvertible {
        let minLength: CGFloat?
        let expectedSpacer: CGFloat
        var testDescription: String { "minLength \(fmt(minLength))" }
    }

    @Test(arguments: [
        SpacerMinCase(minLength: nil, expectedSpacer: 8),
        SpacerMinCase(minLength: 0, expectedSpacer: 0),
        SpacerMinCase(minLength: 30, expectedSpacer: 30),
    ])
    func nilMajorSpacerTakesMinLength(_ c: SpacerMinCase) {
        // Spacer asked nil → max(−∞, minLength) = minLength; spacing 0 on both sides.
        let view = HStack { box("a", 20, 20); Spacer(minLength: c.minLength); box("b", 20, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40 + c.expectedSpacer, 20))
        #expect(layout.frame(of: "b") == rect(20 + c.expectedSpacer, 0, 20, 20))
    }

    @Test func placementUsesStackMinorSizeWhenMinorProposalNil() {
        // Sizing with (nil, nil): red (20, 10), box (20, 40) → height 40. Placement proposes the
        // stack's own height 40 on the minor axis → red (20, 40).
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20).accessibilityIdentifier("r")
            box("b", 20, 40)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "r") == rect(0, 0, 20, 40))
        #expect(layout.frame(of: "b") == rect(20, 0, 20, 40))
    }

    // MARK: Minor axis

    struct VAlignCase: Sendable, CustomTestStringConvertible {
        let name: String
        let alignment: VerticalAlignment
        let smallY: CGFloat
        var testDescription: String { name }
    }

    @Test(arguments: [
        VAlignCase(name: "top", alignment: .top, smallY: 0),
        VAlignCase(name: "center", alignment: .center, smallY: 10),
        VAlignCase(name: "bottom", alignment: .bottom, smallY: 20),
    ])
    func hstackAlignment(_ c: VAlignCase) {
        let layout = lay(HStack(alignment: c.alignment) { box("a", 20, 20); box("b", 20, 40) }, nil, nil)
        #expect(layout.size == size(48, 40))
        #expect(layout.frame(of: "a") == rect(0, c.smallY, 20, 20))
        #expect(layout.frame(of: "b") == rect(28, 0, 20, 40))
    }

    struct HAlignCase: Sendable, CustomTestStringConvertible {
        let name: String
        let alignment: HorizontalAlignment
        let smallX: CGFloat
        var testDescription: String { name }
    }

    @Test(arguments: [
        HAlignCase(name: "leading", alignment: .leading, smallX: 0),
        HAlignCase(name: "center", alignment: .center, smallX: 10),
        HAlignCase(name: "trailing", alignment: .trailing, smallX: 20),
    ])
    func vstackAlignment(_ c: HAlignCase) {
        let layout = lay(VStack(alignment: c.alignment) { box("a", 20, 20); box("b", 40, 20) }, nil, nil)
        #expect(layout.size == size(40, 48))
        #expect(layout.frame(of: "a") == rect(c.smallX, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(0, 28, 40, 20))
    }

    @Test func minorSizeIsUnionOfChildren() {
        // Heights 10, 30, 20 centred → 30.
        let view = HStack(spacing: 0) { box("a", 10, 10); box("b", 10, 30); box("c", 10, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(30, 30))
        #expect(layout.frame(of: "a") == rect(0, 10, 10, 10))
        #expect(layout.frame(of: "c") == rect(20, 5, 10, 20))
    }

    @Test func stackInStack() {
        // Inner HStack 50×10, c 10×10 → VStack 50×20, c centred at x 20.
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) { box("a", 20, 10); box("b", 30, 10) }
            box("c", 10, 10)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(50, 20))
        #expect(layout.frame(of: "b") == rect(20, 0, 30, 10))
        #expect(layout.frame(of: "c") == rect(20, 10, 10, 10))
    }

    // MARK: Overflow

    @Test func fixedChildrenOverflow() {
        // 100 + 8 + 100 = 208 in 150 → x = (150 − 208)/2 = −29.
        let layout = lay(HStack { box("a", 100, 10); box("b", 100, 10) }, 150, 10)
        #expect(layout.size == size(208, 10))
        #expect(layout.frame(of: "a") == rect(-29, 0, 100, 10))
        #expect(layout.frame(of: "b") == rect(79, 0, 100, 10))
    }

    @Test func spacingAloneOverflows() {
        // avail = 4 − 8 = −4 → both offered max(−4/n, 0) = 0 → stack 8 wide in 4 → x −2.
        let view = HStack { Color.red.accessibilityIdentifier("r"); Color.blue.accessibilityIdentifier("b") }
        let layout = lay(view, 4, 10)
        #expect(layout.size == size(8, 10))
        #expect(layout.frame(of: "r") == rect(-2, 0, 0, 10))
        #expect(layout.frame(of: "b") == rect(6, 0, 0, 10))
    }

    @Test func spacerMinimumOverflows() {
        // a 100 (first) offered 100 − 8 = 92 takes 100 → avail −8; Spacer: −8 + 8 = 0 →
        // offered 0 → max(0, 8) = 8. Width 108 in 100 → x −4.
        let view = HStack { box("a", 100, 10); Spacer().accessibilityIdentifier("s") }
        let layout = lay(view, 100, 10)
        #expect(layout.size == size(108, 10))
        #expect(layout.frame(of: "a") == rect(-4, 0, 100, 10))
        #expect(layout.frame(of: "s") == rect(96, 5, 8, 0))
    }
}
