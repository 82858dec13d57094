import Testing
import Trellis

// §3 fixedSize() / fixedSize(horizontal:vertical:): nil on fixed axes, p passed through on the
// others, answers the child's size, child centred; layoutPriority passes through.

@Suite("§3 fixedSize")
struct FixedSizeTests {

    @Test func colorFixedSizeIsIdeal() {
        // Proposed (nil, nil) → 10×10; centred in 390×844 → (190, 417).
        let layout = lay(Color.red.accessibilityIdentifier("c").fixedSize(), 390, 844)
        #expect(layout.size == size(10, 10))
        #expect(layout.frame(of: "c") == rect(190, 417, 10, 10))
    }

    struct AxisCase: Sendable, CustomTestStringConvertible {
        let horizontal: Bool
        let vertical: Bool
        let expected: CGSize
        var testDescription: String { "h=\(horizontal) v=\(vertical)" }
    }

    // Color in 390×844: fixed axis → 10, free axis → the proposal.
    static let axisCases: [AxisCase] = [
        AxisCase(horizontal: true, vertical: true, expected: CGSize(width: 10, height: 10)),
        AxisCase(horizontal: true, vertical: false, expected: CGSize(width: 10, height: 844)),
        AxisCase(horizontal: false, vertical: true, expected: CGSize(width: 390, height: 10)),
        AxisCase(horizontal: false, vertical: false, expected: CGSize(width: 390, height: 844)),
    ]

    @Test(arguments: axisCases)
    func perAxis(_ c: AxisCase) {
        let layout = lay(Color.red.fixedSize(horizontal: c.horizontal, vertical: c.vertical), 390, 844)
        #expect(layout.size == c.expected)
    }

    @Test func circleFixedSize() {
        // Circle proposed (nil, nil) → min(10, 10) = 10.
        #expect(lay(Circle().fixedSize(), 390, 844).size == size(10, 10))
    }

    @Test func circleFixedHorizontallyOnly() {
        // Circle proposed (nil, 844) → min(10, 844) = 10 square.
        #expect(lay(Circle().fixedSize(horizontal: true, vertical: false), 390, 844).size == size(10, 10))
    }

    @Test func seedIdealRectangleOverflowsFixedHeightFrame() {
        // Seed 000 (blue rectangle): frame(idealWidth: 200, idealHeight: 200).fixedSize()
        // .frame(height: 50). fixedSize proposes nil → flexible frame answers ideal' 200×200.
        // The fixed frame answers (c.w = 200, 50); the rectangle overflows centred:
        // y = (50 − 200)/2 = −75 inside the frame.
        let view = Rectangle().frame(idealWidth: 200, idealHeight: 200).accessibilityIdentifier("r")
            .fixedSize(horizontal: true, vertical: true)
            .frame(height: 50).accessibilityIdentifier("f")
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(200, 50))
        #expect(layout.frame(of: "f") == rect(0, 0, 200, 50))
        #expect(layout.frame(of: "r") == rect(0, -75, 200, 200))
    }

    @Test func seedRedRectangleFixedSizeIsTen() {
        // Seed 000 (red rectangle): no ideal size given → magic 10×10.
        #expect(lay(Rectangle().fixedSize(), 500, 500).size == size(10, 10))
    }

    @Test func sizeLimitingFrameShortChild() {
        // Seed 003 with a 30-tall child: fixedSize(vertical) proposes (390, nil) to
        // frame(maxHeight: 200) → childP.h nil → c.h = 30 → min(200, max(−∞, 30)) = 30.
        let view = Color.red.frame(height: 30)
            .frame(maxHeight: 200)
            .fixedSize(horizontal: false, vertical: true)
        let layout = lay(view, 390, 844)
        #expect(layout.size == size(390, 30))
    }

    @Test func sizeLimitingFrameTallChild() {
        // Same with a 300-tall child: min(200, max(−∞, 300)) = 200.
        let view = Color.red.frame(height: 300)
            .frame(maxHeight: 200)
            .fixedSize(horizontal: false, vertical: true)
        let layout = lay(view, 390, 844)
        #expect(layout.size == size(390, 200))
    }

    @Test func maxHeightFrameWithoutFixedSizeTakesMax() {
        // The "does not work" variant of seed 003: p.h = 844 → childP.h = 200 → c.h = 30 →
        // min(200, max(200, 30)) = 200.
        let view = Color.red.frame(height: 30).frame(maxHeight: 200)
        let layout = lay(view, 390, 844)
        #expect(layout.size == size(390, 200))
    }

    @Test func fixedSizeOfMinMaxFrameIsClampedChildIdeal() {
        // Flexible frame proposed nil with min 50, max 100, no ideal → clamp(c = 10, 50, 100) = 50.
        // Height: unconstrained → c.h = 10.
        #expect(lay(Color.red.frame(minWidth: 50, maxWidth: 100).fixedSize(), 390, 844).size == size(50, 10))
    }

    @Test func fixedSizeOfIdealFrame() {
        #expect(lay(Color.red.frame(idealWidth: 70, idealHeight: 30).fixedSize(), 390, 844).size == size(70, 30))
    }

    @Test func fixedSizeIgnoresSmallerParentFrame() {
        // Fixed frame 100×100 proposes 100×100 to fixedSize, which proposes nil → 10×10,
        // centred in the 100×100 frame at (45, 45).
        let view = Color.red.accessibilityIdentifier("c").fixedSize().frame(width: 100, height: 100)
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(100, 100))
        #expect(layout.frame(of: "c") == rect(45, 45, 10, 10))
    }

    @Test func fixedSizeChildOverflowsStack() {
        // HStack(spacing: 0) in 100×20. Red: fixedSize(horizontal) of frame(idealWidth: 150) →
        // probes (0, 20) and (∞, 20) both answer width 150 (flex 0). Blue: Color, flex ∞.
        // Order red, blue; avail 100: red offered 50, takes 150 → avail −50; blue offered
        // max(−50, 0) = 0. Stack width 150, centred in 100 → x = −25.
        // Red height: flexible frame height unconstrained → Color proposed 20 → 20.
        let view = HStack(spacing: 0) {
            Color.red.frame(idealWidth: 150).fixedSize(horizontal: true, vertical: false).accessibilityIdentifier("r")
            Color.blue.accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 20)
        #expect(layout.size == size(150, 20))
        #expect(layout.frame(of: "r") == rect(-25, 0, 150, 20))
        #expect(layout.frame(of: "b") == rect(125, 0, 0, 20))
    }

    @Test func fixedSizeKeepsLayoutPriority() {
        // HStack(spacing: 0) in 100×50: red has priority 1 through fixedSize(vertical) →
        // avail = 100 − Σ min of lower group (blue: 0) = 100 → red 100; blue gets
        // add-back 0 → 0. Red height: fixed vertical → nil → 10; stack height 50
        // (blue 50), red centred at y = 20.
        let view = HStack(spacing: 0) {
            Color.red.layoutPriority(1).fixedSize(horizontal: false, vertical: true).accessibilityIdentifier("r")
            Color.blue.accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 20, 100, 10))
        #expect(layout.frame(of: "b") == rect(100, 0, 0, 50))
    }

    @Test func fixedSizeOnFixedFrameIsNeutral() {
        #expect(lay(Color.red.frame(width: 300, height: 30).fixedSize(), 100, 100).size == size(300, 30))
    }

    @Test func fixedSizeProposesNilToCustomLayout() {
        // Doubler answers 40 on a nil axis and 2p on a concrete one: fixedSize(vertical) in
        // 100×100 → proposed (100, nil) → (200, 40); centred: x = (100 − 200)/2 = −50, y = 30.
        let layout = lay(doubler("d").fixedSize(horizontal: false, vertical: true), 100, 100)
        #expect(layout.size == size(200, 40))
        #expect(layout.frame(of: "d") == rect(-50, 30, 200, 40))
    }
}
