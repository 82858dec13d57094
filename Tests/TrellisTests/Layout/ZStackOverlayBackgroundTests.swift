import Testing
import Trellis

// §6 ZStack, overlay, background, border.

@Suite("§6 ZStack, overlay, background, border")
struct ZStackOverlayBackgroundTests {

    // MARK: ZStack

    @Test func unionOfCentredChildren() {
        // 40×20 and 20×40 centred → union 40×40; a at (0, 10), b at (10, 0).
        let layout = lay(ZStack { box("a", 40, 20); box("b", 20, 40) }, nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "a") == rect(0, 10, 40, 20))
        #expect(layout.frame(of: "b") == rect(10, 0, 20, 40))
    }

    struct ZAlignCase: Sendable, CustomTestStringConvertible {
        let name: String
        let alignment: Alignment
        let aY: CGFloat   // a is 40×20: only its y moves
        let bX: CGFloat   // b is 20×40: only its x moves
        var testDescription: String { name }
    }

    static let zAlignCases: [ZAlignCase] = [
        ZAlignCase(name: "topLeading", alignment: .topLeading, aY: 0, bX: 0),
        ZAlignCase(name: "top", alignment: .top, aY: 0, bX: 10),
        ZAlignCase(name: "topTrailing", alignment: .topTrailing, aY: 0, bX: 20),
        ZAlignCase(name: "leading", alignment: .leading, aY: 10, bX: 0),
        ZAlignCase(name: "center", alignment: .center, aY: 10, bX: 10),
        ZAlignCase(name: "trailing", alignment: .trailing, aY: 10, bX: 20),
        ZAlignCase(name: "bottomLeading", alignment: .bottomLeading, aY: 20, bX: 0),
        ZAlignCase(name: "bottom", alignment: .bottom, aY: 20, bX: 10),
        ZAlignCase(name: "bottomTrailing", alignment: .bottomTrailing, aY: 20, bX: 20),
    ]

    @Test(arguments: zAlignCases)
    func alignment(_ c: ZAlignCase) {
        let layout = lay(ZStack(alignment: c.alignment) { box("a", 40, 20); box("b", 20, 40) }, nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "a") == rect(0, c.aY, 40, 20))
        #expect(layout.frame(of: "b") == rect(c.bX, 0, 20, 40))
    }

    @Test func flexibleChildTakesProposal() {
        // Every child proposed 100×80: Color 100×80; box centred at (40, 30).
        let layout = lay(ZStack { Color.red.accessibilityIdentifier("bg"); box("a", 20, 20) }, 100, 80)
        #expect(layout.size == size(100, 80))
        #expect(layout.frame(of: "bg") == rect(0, 0, 100, 80))
        #expect(layout.frame(of: "a") == rect(40, 30, 20, 20))
    }

    @Test func placementProposesOwnSize() {
        // Sizing with nil: Color 10×10, box 30×30 → 30×30. Placement proposes 30×30 → Color 30×30.
        let layout = lay(ZStack { Color.red.accessibilityIdentifier("bg"); box("a", 30, 30) }, nil, nil)
        #expect(layout.size == size(30, 30))
        #expect(layout.frame(of: "bg") == rect(0, 0, 30, 30))
        #expect(layout.frame(of: "a") == rect(0, 0, 30, 30))
    }

    @Test func onlyHighestPriorityDecidesSize() {
        // Only the priority-1 child (20×20) counts; the 100×100 child overflows centred:
        // 10 − 50 = −40.
        let view = ZStack {
            box("big", 100, 100)
            box("small", 20, 20).layoutPriority(1)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(20, 20))
        #expect(layout.frame(of: "small") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "big") == rect(-40, -40, 100, 100))
    }

    @Test func lowerPriorityAlignedToSameReference() {
        // bottomTrailing: big's trailing (100) on the ZStack's trailing (20) → x = −80.
        let view = ZStack(alignment: .bottomTrailing) {
            box("big", 100, 100)
            box("small", 20, 20).layoutPriority(1)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(20, 20))
        #expect(layout.frame(of: "big") == rect(-80, -80, 100, 100))
    }

    @Test func lowerPriorityFlexibleChildProposedFinalSize() {
        // Size from the priority-1 box (30×30), centred in 200×200 at (85, 85); the Color is
        // placed with the ZStack's size 30×30.
        let view = ZStack {
            Color.red.accessibilityIdentifier("bg")
            box("a", 30, 30).layoutPriority(1)
        }
        let layout = lay(view, 200, 200)
        #expect(layout.size == size(30, 30))
        #expect(layout.frame(of: "bg") == rect(85, 85, 30, 30))
        #expect(layout.frame(of: "a") == rect(85, 85, 30, 30))
    }

    // MARK: overlay

    @Test func overlayTakesPrimarySize() {
        let layout = lay(box("a", 40, 20).overlay { Color.blue.accessibilityIdentifier("o") }, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "o") == rect(0, 0, 40, 20))
    }

    @Test func overlayViewArgumentForm() {
        let layout = lay(box("a", 40, 20).overlay(Color.blue.accessibilityIdentifier("o")), nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "o") == rect(0, 0, 40, 20))
    }

    struct OverlayAlignCase: Sendable, CustomTestStringConvertible {
        let name: String
        let alignment: Alignment
        let x: CGFloat
        let y: CGFloat
        var testDescription: String { name }
    }

    // 10×10 secondary on a 40×20 primary: x ∈ {0, 15, 30}, y ∈ {0, 5, 10}.
    static let overlayAlignCases: [OverlayAlignCase] = [
        OverlayAlignCase(name: "topLeading", alignment: .topLeading, x: 0, y: 0),
        OverlayAlignCase(name: "top", alignment: .top, x: 15, y: 0),
        OverlayAlignCase(name: "topTrailing", alignment: .topTrailing, x: 30, y: 0),
        OverlayAlignCase(name: "leading", alignment: .leading, x: 0, y: 5),
        OverlayAlignCase(name: "center", alignment: .center, x: 15, y: 5),
        OverlayAlignCase(name: "trailing", alignment: .trailing, x: 30, y: 5),
        OverlayAlignCase(name: "bottomLeading", alignment: .bottomLeading, x: 0, y: 10),
        OverlayAlignCase(name: "bottom", alignment: .bottom, x: 15, y: 10),
        OverlayAlignCase(name: "bottomTrailing", alignment: .bottomTrailing, x: 30, y: 10),
    ]

    @Test(arguments: overlayAlignCases)
    func overlayAlignment(_ c: OverlayAlignCase) {
        let layout = lay(box("a", 40, 20).overlay(alignment: c.alignment) { box("o", 10, 10) }, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "a") == rect(0, 0, 40, 20))
        #expect(layout.frame(of: "o") == rect(c.x, c.y, 10, 10))
    }

    @Test(arguments: overlayAlignCases)
    func backgroundAlignment(_ c: OverlayAlignCase) {
        let layout = lay(box("a", 40, 20).background(alignment: c.alignment) { box("o", 10, 10) }, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "o") == rect(c.x, c.y, 10, 10))
    }

    @Test func biggerOverlayOverflows() {
        // 60×60 centred on 40×20: (−10, −20); the size stays the primary's.
        let layout = lay(box("a", 40, 20).overlay { box("o", 60, 60) }, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "o") == rect(-10, -20, 60, 60))
    }

    @Test func severalOverlayViewsLikeZStackCentre() {
        let layout = lay(box("a", 40, 20).overlay { box("b", 10, 10); box("c", 20, 20) }, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "b") == rect(15, 5, 10, 10))
        #expect(layout.frame(of: "c") == rect(10, 0, 20, 20))
    }

    @Test func severalOverlayViewsLikeZStackBottomTrailing() {
        let layout = lay(box("a", 40, 20).overlay(alignment: .bottomTrailing) { box("b", 10, 10); box("c", 20, 20) }, nil, nil)
        #expect(layout.frame(of: "b") == rect(30, 10, 10, 10))
        #expect(layout.frame(of: "c") == rect(20, 0, 20, 20))
    }

    @Test func overlayOnFlexiblePrimary() {
        let layout = lay(Color.red.accessibilityIdentifier("r").overlay(alignment: .topTrailing) { box("o", 10, 10) }, 100, 50)
        #expect(layout.size == size(100, 50))
        #expect(layout.frame(of: "r") == rect(0, 0, 100, 50))
        #expect(layout.frame(of: "o") == rect(90, 0, 10, 10))
    }

    @Test func overlayDoesNotChangeStackSize() {
        let view = HStack { box("a", 20, 20).overlay { box("o", 100, 100) }; box("c", 20, 20) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 20))
        #expect(layout.frame(of: "c") == rect(28, 0, 20, 20))
        #expect(layout.frame(of: "o") == rect(-40, -40, 100, 100))
    }

    @Test func overlayKeepsPrimaryPriority() {
        // Blue keeps priority 1 through the overlay → 100; red 0.
        let view = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("r")
            Color.blue.layoutPriority(1).overlay { Color.green }.accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 0, 50))
        #expect(layout.frame(of: "b") == rect(0, 0, 100, 50))
    }

    @Test func overlayContentPriorityIgnored() {
        // The secondary's priority does not reach the stack: 50 / 50.
        let view = HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("r")
            Color.blue.overlay { Color.green.layoutPriority(5) }.accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 50, 50))
        #expect(layout.frame(of: "b") == rect(50, 0, 50, 50))
    }

    // MARK: background

    @Test func backgroundTakesPrimarySize() {
        let layout = lay(box("a", 40, 20).background { Color.red.accessibilityIdentifier("bg") }, 100, 100)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "bg") == rect(30, 40, 40, 20))
    }

    @Test func backgroundViewArgumentForm() {
        let layout = lay(box("a", 40, 20).background(Color.red.accessibilityIdentifier("bg")), nil, nil)
        #expect(layout.frame(of: "bg") == rect(0, 0, 40, 20))
    }

    @Test func spacerWithBackgroundIsStillSpacer() {
        // The primary (Spacer) decides size, priority and spacing: 0 spacing, Spacer 160.
        let view = HStack {
            box("a", 20, 20)
            Spacer().background(Color.red.accessibilityIdentifier("bg")).accessibilityIdentifier("s")
            box("b", 20, 20)
        }
        let layout = lay(view, 200, 20)
        #expect(layout.frame(of: "s") == rect(20, 10, 160, 0))
        #expect(layout.frame(of: "bg") == rect(20, 10, 160, 0))
        #expect(layout.frame(of: "b") == rect(180, 0, 20, 20))
    }

    @Test func paddedBackgroundCoversPadding() {
        // The background is proposed the padded size 60×40.
        let layout = lay(box("a", 40, 20).padding(10).background { Color.red.accessibilityIdentifier("bg") }, nil, nil)
        #expect(layout.size == size(60, 40))
        #expect(layout.frame(of: "bg") == rect(0, 0, 60, 40))
        #expect(layout.frame(of: "a") == rect(10, 10, 40, 20))
    }

    // MARK: border

    @Test func borderHasNoLayoutEffect() {
        let layout = lay(box("a", 40, 20).border(Color.red, width: 2), 100, 100)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "a") == rect(30, 40, 40, 20))
    }

    @Test func borderedViewsInStack() {
        let view = HStack { box("a", 20, 20).border(Color.red, width: 3); box("b", 20, 20).border(Color.blue) }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 20))
        #expect(layout.frame(of: "b") == rect(28, 0, 20, 20))
    }
}
