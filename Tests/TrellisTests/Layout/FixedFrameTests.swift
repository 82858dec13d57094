import Testing
import Trellis

// §1 Fixed frame — `.frame(width:height:alignment:)`.

@Suite("§1 Fixed frame")
struct FixedFrameTests {

    @Test func bothDimensionsGiveExactSize() {
        // Frame answers (100, 50); centred in 390×844 → ((390−100)/2, (844−50)/2) = (145, 397).
        let layout = lay(Color.red.accessibilityIdentifier("c").frame(width: 100, height: 50), 390, 844)
        #expect(layout.size == size(100, 50))
        // The Color is proposed (100, 50) and answers it.
        #expect(layout.frame(of: "c") == rect(145, 397, 100, 50))
    }

    @Test func onlyWidthTakesChildHeight() {
        // Child proposed (100, 844) → Color answers (100, 844); frame answers (100, c.h).
        let layout = lay(Color.red.frame(width: 100), 390, 844)
        #expect(layout.size == size(100, 844))
    }

    @Test func onlyHeightTakesChildWidth() {
        let layout = lay(Color.red.frame(height: 60).accessibilityIdentifier("f"), 390, 844)
        #expect(layout.size == size(390, 60))
        #expect(layout.frame(of: "f") == rect(0, 392, 390, 60))
    }

    @Test func onlyWidthWithCircleChild() {
        // Circle proposed (100, 844) answers min(100, 844) = 100 square; frame = (100, c.h = 100).
        let layout = lay(Circle().frame(width: 100), 390, 844)
        #expect(layout.size == size(100, 100))
    }

    @Test func onlyWidthWithNilProposal() {
        // Child proposed (50, nil) → Color (50, 10). Root origin 0 on nil axes.
        let layout = lay(Color.red.frame(width: 50).accessibilityIdentifier("f"), nil, nil)
        #expect(layout.size == size(50, 10))
        #expect(layout.frame(of: "f") == rect(0, 0, 50, 10))
    }

    @Test func fixedFrameIgnoresProposal() {
        // Both dimensions given → (30, 20) whatever the proposal.
        let proposals: [(CGFloat?, CGFloat?)] = [(nil, nil), (0, 0), (1000, 1000), (.infinity, .infinity)]
        for proposal in proposals {
            let layout = lay(Color.red.frame(width: 30, height: 20), proposal.0, proposal.1)
            #expect(layout.size == size(30, 20))
        }
    }

    @Test func childAnswerDoesNotChangeFrameSize() {
        // Inner frame answers 100×100 whatever; outer frame is 50×50 anyway and the child
        // overflows centred: x = 25 − 50 = −25 relative to the outer frame.
        let view = Color.red.frame(width: 100, height: 100).accessibilityIdentifier("inner")
            .frame(width: 50, height: 50).accessibilityIdentifier("outer")
        let layout = lay(view, 390, 844)
        #expect(layout.size == size(50, 50))
        #expect(layout.frame(of: "outer") == rect(170, 397, 50, 50))
        #expect(layout.frame(of: "inner") == rect(145, 372, 100, 100))
    }

    @Test func smallerChildIsCentredNotStretched() {
        // Inner fixed 30×20 inside a 100×60 frame: child at ((100−30)/2, (60−20)/2) = (35, 20).
        let layout = lay(box("b", 30, 20).frame(width: 100, height: 60), nil, nil)
        #expect(layout.size == size(100, 60))
        #expect(layout.frame(of: "b") == rect(35, 20, 30, 20))
    }

    // Child 40×20 in a 200×100 frame: x ∈ {0, (200−40)/2 = 80, 200−40 = 160}, y ∈ {0, 40, 80}.
    static let alignCases = nineAlignmentsOf40x20In200x100

    @Test(arguments: alignCases)
    func alignmentPlacesChild(_ c: AlignCase) {
        let layout = lay(box("b", 40, 20).frame(width: 200, height: 100, alignment: c.alignment), nil, nil)
        #expect(layout.size == size(200, 100))
        #expect(layout.frame(of: "b") == rect(c.x, c.y, 40, 20))
    }

    // Child 100×100 overflowing a 50×50 frame: x = frameGuide − childGuide:
    // leading 0 − 0 = 0, center 25 − 50 = −25, trailing 50 − 100 = −50.
    static let overflowCases: [AlignCase] = [
        AlignCase(name: "topLeading", alignment: .topLeading, x: 0, y: 0),
        AlignCase(name: "center", alignment: .center, x: -25, y: -25),
        AlignCase(name: "bottomTrailing", alignment: .bottomTrailing, x: -50, y: -50),
        AlignCase(name: "topTrailing", alignment: .topTrailing, x: -50, y: 0),
        AlignCase(name: "bottomLeading", alignment: .bottomLeading, x: 0, y: -50),
    ]

    @Test(arguments: overflowCases)
    func overflowingChildIsAlignedNotClipped(_ c: AlignCase) {
        let layout = lay(box("b", 100, 100).frame(width: 50, height: 50, alignment: c.alignment), nil, nil)
        #expect(layout.size == size(50, 50))
        #expect(layout.frame(of: "b") == rect(c.x, c.y, 100, 100))
    }

    @Test func alignmentOnSingleGivenAxis() {
        // frame(width: 100, alignment: .trailing) around a 30×20 child: height comes from the
        // child (20), x = 100 − 30 = 70.
        let layout = lay(box("b", 30, 20).frame(width: 100, alignment: .trailing), nil, nil)
        #expect(layout.size == size(100, 20))
        #expect(layout.frame(of: "b") == rect(70, 0, 30, 20))
    }

    @Test func flexibleChildIsProposedTheFrameSize() {
        // Placement proposes (width ?? p.w, height ?? p.h) = (120, 844) to the Color.
        let layout = lay(Color.red.accessibilityIdentifier("c").frame(width: 120), 390, 844)
        #expect(layout.frame(of: "c") == rect(135, 0, 120, 844))
    }

    @Test func nestedFixedFramesOuterWins() {
        // Outer frame fixes the size; the inner frame (60×30) is centred in 80×80.
        let view = box("b", 60, 30).frame(width: 80, height: 80)
        let layout = lay(view, 390, 844)
        #expect(layout.size == size(80, 80))
        #expect(layout.frame(of: "b") == rect(165, 407, 60, 30))
    }

    @Test func frameHidesChildLayoutPriority() {
        // `.frame(height:)` has priority 0, so both children are in one priority group with
        // equal (infinite) flexibility and equal minimum 0 → source order, 100/2 = 50 each.
        let view = HStack(spacing: 0) {
            Color.red.layoutPriority(1).frame(height: 50).accessibilityIdentifier("r")
            Color.blue.frame(height: 50).accessibilityIdentifier("b")
        }
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "r") == rect(0, 0, 50, 50))
        #expect(layout.frame(of: "b") == rect(50, 0, 50, 50))
    }

    @Test func zeroSizedFrame() {
        // width 0 is a valid dimension (not nil): the Color is proposed 0×0.
        let layout = lay(Color.red.accessibilityIdentifier("c").frame(width: 0, height: 0), 100, 100)
        #expect(layout.size == size(0, 0))
        #expect(layout.frame(of: "c") == rect(50, 50, 0, 0))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func seedEllipses() {
        // Seed 000: VStack { Ellipse().fill(.purple).frame(200, 100); Ellipse().fill(.blue).frame(height: 100) }
        // in 390×844. Major (height): both children are fixed 100 → 100 + 8 + 100 = 208.
        // Minor: first 200; second is placed with minor proposal 390 → 390. Width = 390.
        let view = VStack {
            Ellipse().fill(Color.purple).frame(width: 200, height: 100).accessibilityIdentifier("e1")
            Ellipse().fill(Color.blue).frame(height: 100).accessibilityIdentifier("e2")
        }
        let layout = lay(view, 390, 844)
        #expect(layout.size == size(390, 208))
        // Stack origin y = (844 − 208)/2 = 318.
        #expect(layout.frame(of: "e1") == rect(95, 318, 200, 100))
        #expect(layout.frame(of: "e2") == rect(0, 426, 390, 100))
    }
}
