import Testing
import Trellis

// §7 Spacer, Divider. Default displayScale is 3, so a Divider is 1/3 pt thick.

@Suite("§7 Spacer and Divider")
struct SpacerDividerTests {

    // MARK: Spacer

    @Test func spacerAloneInHStackTakesProposedWidthZeroHeight() {
        // Spacer answers (max(100, 8), 0); the stack is 100×0, centred in 100×50 → y 25.
        let layout = lay(HStack { Spacer().accessibilityIdentifier("s") }, 100, 50)
        #expect(layout.size == size(100, 0))
        #expect(layout.frame(of: "s") == rect(0, 25, 100, 0))
    }

    @Test func spacerAloneInVStack() {
        let layout = lay(VStack { Spacer().accessibilityIdentifier("s") }, 100, 50)
        #expect(layout.size == size(0, 50))
        #expect(layout.frame(of: "s") == rect(50, 0, 0, 50))
    }

    @Test func spacerMinLengthOverflows() {
        // minLength 50 in 30: max(30, 50) = 50 → centred at (30 − 50)/2 = −10.
        let layout = lay(HStack { Spacer(minLength: 50).accessibilityIdentifier("s") }, 30, 10)
        #expect(layout.size == size(50, 0))
        #expect(layout.frame(of: "s") == rect(-10, 5, 50, 0))
    }

    struct SpacerCase: Sendable, CustomTestStringConvertible {
        let minLength: CGFloat?
        let w: CGFloat?
        let h: CGFloat?
        let expected: CGSize
        var testDescription: String { "minLength \(fmt(minLength)) in (\(fmt(w)), \(fmt(h)))" }
    }

    // Outside a stack: max(p ?? −∞, minLength) on both axes.
    static let rootCases: [SpacerCase] = [
        SpacerCase(minLength: nil, w: 100, h: 50, expected: CGSize(width: 100, height: 50)),
        SpacerCase(minLength: nil, w: nil, h: nil, expected: CGSize(width: 8, height: 8)),
        SpacerCase(minLength: 0, w: nil, h: nil, expected: CGSize(width: 0, height: 0)),
        SpacerCase(minLength: 20, w: 10, h: nil, expected: CGSize(width: 20, height: 20)),
        SpacerCase(minLength: 20, w: 100, h: 5, expected: CGSize(width: 100, height: 20)),
        SpacerCase(minLength: nil, w: 0, h: 0, expected: CGSize(width: 8, height: 8)),
    ]

    @Test(arguments: rootCases)
    func spacerOutsideStack(_ c: SpacerCase) {
        #expect(lay(Spacer(minLength: c.minLength), c.w, c.h).size == c.expected)
    }

    // In an HStack: (max(p.w ?? −∞, minLength), 0); VStack: (0, max(p.h ?? −∞, minLength)).
    static let stackCases: [SpacerCase] = [
        SpacerCase(minLength: nil, w: 100, h: 50, expected: CGSize(width: 100, height: 0)),
        SpacerCase(minLength: nil, w: nil, h: 50, expected: CGSize(width: 8, height: 0)),
        SpacerCase(minLength: 0, w: nil, h: 50, expected: CGSize(width: 0, height: 0)),
        SpacerCase(minLength: 30, w: 10, h: 50, expected: CGSize(width: 30, height: 0)),
        SpacerCase(minLength: nil, w: 0, h: 50, expected: CGSize(width: 8, height: 0)),
    ]

    @Test(arguments: stackCases)
    func spacerInHStack(_ c: SpacerCase) {
        #expect(lay(HStack { Spacer(minLength: c.minLength) }, c.w, c.h).size == c.expected)
    }

    @Test(arguments: stackCases)
    func spacerInVStack(_ c: SpacerCase) {
        // Same table with the axes swapped.
        let layout = lay(VStack { Spacer(minLength: c.minLength) }, c.h, c.w)
        #expect(layout.size == size(c.expected.height, c.expected.width))
    }

    @Test func spacerKnowsStackAxisThroughModifiers() {
        // A fixed height frame around the Spacer: Spacer proposed (100, 30) answers (100, 0)
        // because it still knows it is in an HStack; the frame answers (100, 30).
        let view = HStack { Spacer().accessibilityIdentifier("s").frame(height: 30).accessibilityIdentifier("f") }
        let layout = lay(view, 100, 50)
        #expect(layout.size == size(100, 30))
        #expect(layout.frame(of: "f") == rect(0, 10, 100, 30))
        #expect(layout.frame(of: "s") == rect(0, 25, 100, 0))
    }

    @Test func spacerDoesNotAffectCrossSize() {
        // avail = 100 − 8 = 92: box (prio 0) takes 20 → 72; Spacer adds back 8 → 80. Height 20 (Spacer 0 thick),
        // centred in 100×50 → y 15.
        let layout = lay(HStack { Spacer().accessibilityIdentifier("s"); box("a", 20, 20) }, 100, 50)
        #expect(layout.size == size(100, 20))
        #expect(layout.frame(of: "s") == rect(0, 25, 80, 0))
        #expect(layout.frame(of: "a") == rect(80, 15, 20, 20))
    }

    @Test func spacerInVStackPushesDown() {
        let layout = lay(VStack { Spacer().accessibilityIdentifier("s"); box("a", 20, 20) }, 100, 100)
        #expect(layout.size == size(20, 100))
        #expect(layout.frame(of: "s") == rect(50, 0, 0, 80))
        #expect(layout.frame(of: "a") == rect(40, 80, 20, 20))
    }

    @Test func spacersInBothDirections() {
        // Seed 000's center() helper around a 20×20 box in 200×100: the inner HStack gives
        // both Spacers (200 − 20)/2 = 90; the VStack gives its Spacers (100 − 20)/2 = 40.
        let view = VStack {
            Spacer()
            HStack { Spacer(); box("a", 20, 20); Spacer() }
            Spacer()
        }
        let layout = lay(view, 200, 100)
        #expect(layout.size == size(200, 100))
        #expect(layout.frame(of: "a") == rect(90, 40, 20, 20))
    }

    // MARK: Divider

    @Test func dividerInHStackIsVerticalLine() {
        // nil proposal: Divider asked (nil, nil) → (1/3, 10); stack height 20; placement gives
        // the Divider the stack's height 20. Width 20 + 1/3.
        let view = HStack(spacing: 0) { Divider().accessibilityIdentifier("d"); box("b", 20, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(1.0 / 3 + 20, 20))
        #expect(layout.frame(of: "d") == rect(0, 0, 1.0 / 3, 20))
        #expect(layout.frame(of: "b") == rect(1.0 / 3, 0, 20, 20))
    }

    @Test func dividerInHStackTakesProposedHeight() {
        let layout = lay(HStack { Divider().accessibilityIdentifier("d") }, 100, 50)
        #expect(layout.size == size(1.0 / 3, 50))
        #expect(layout.frame(of: "d") == rect((100 - 1.0 / 3) / 2, 0, 1.0 / 3, 50))
    }

    @Test func dividerInVStackIsHorizontalLine() {
        // (100, nil): VStack asks (100, nil) → Divider (100, 1/3); box 20×20.
        let view = VStack(spacing: 0) { box("a", 20, 20); Divider().accessibilityIdentifier("d") }
        let layout = lay(view, 100, nil)
        #expect(layout.size == size(100, 20 + 1.0 / 3))
        #expect(layout.frame(of: "d") == rect(0, 20, 100, 1.0 / 3))
        #expect(layout.frame(of: "a") == rect(40, 0, 20, 20))
    }

    @Test func dividerOutsideStackIsHorizontal() {
        let layout = lay(Divider().accessibilityIdentifier("d"), 100, 50)
        #expect(layout.size == size(100, 1.0 / 3))
        #expect(layout.frame(of: "d") == rect(0, (50 - 1.0 / 3) / 2, 100, 1.0 / 3))
    }

    @Test func dividerNilProposalAlongIsTen() {
        #expect(lay(Divider(), nil, nil).size == size(10, 1.0 / 3))
    }

    @Test func dividerThicknessIgnoresCrossProposal() {
        // Along: 80; across: always 1 pixel, whatever is proposed.
        #expect(lay(Divider(), 80, 500).size == size(80, 1.0 / 3))
        #expect(lay(HStack { Divider() }, 500, 80).size == size(1.0 / 3, 80))
    }
}
