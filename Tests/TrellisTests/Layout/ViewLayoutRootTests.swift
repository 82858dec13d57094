import Testing
import Trellis

// §0 The root: a hosting window proposes its size to the root view and centres the answer.

private struct TwoThings: View {
    var body: some View {
        box("a", 20, 20)
        box("b", 40, 10)
    }
}

private struct OneThing: View {
    var body: some View {
        box("a", 20, 20)
    }
}

private struct Card: View {
    let id: String
    var body: some View {
        box(id, 30, 30).padding(5)
    }
}

@Suite("§0 ViewLayout root")
struct ViewLayoutRootTests {

    struct RootCase: Sendable, CustomTestStringConvertible {
        let w: CGFloat?
        let h: CGFloat?
        let x: CGFloat
        let y: CGFloat
        var testDescription: String { "window (\(fmt(w)), \(fmt(h)))" }
    }

    // A 100×50 box: origin ((W − 100)/2, (H − 50)/2), 0 on a nil axis; negative when oversized.
    static let rootCases: [RootCase] = [
        RootCase(w: 390, h: 844, x: 145, y: 397),
        RootCase(w: nil, h: 844, x: 0, y: 397),
        RootCase(w: 390, h: nil, x: 145, y: 0),
        RootCase(w: nil, h: nil, x: 0, y: 0),
        RootCase(w: 100, h: 50, x: 0, y: 0),
        RootCase(w: 60, h: 20, x: -20, y: -15),
        RootCase(w: 0, h: 0, x: -50, y: -25),
        RootCase(w: 101, h: 51, x: 0.5, y: 0.5),
    ]

    @Test(arguments: rootCases)
    func rootIsCentred(_ c: RootCase) {
        let layout = lay(box("a", 100, 50), c.w, c.h)
        #expect(layout.size == size(100, 50))
        #expect(layout.frame(of: "a") == rect(c.x, c.y, 100, 50))
    }

    @Test func oversizedRootHasNegativeOrigin() {
        // ((390 − 500)/2, (844 − 1000)/2) = (−55, −78).
        let layout = lay(box("a", 500, 1000), 390, 844)
        #expect(layout.frame(of: "a") == rect(-55, -78, 500, 1000))
    }

    @Test func defaultWindowIsIPhone() {
        // ViewLayout(_:) without a proposal uses 390×844.
        let layout = ViewLayout(box("a", 100, 50))
        #expect(layout.frame(of: "a") == rect(145, 397, 100, 50))
    }

    @Test func severalTopLevelViewsGetImplicitVStack() {
        // VStack: width 40, height 20 + 8 + 10 = 38; a centred at x 10.
        let layout = lay(TwoThings(), nil, nil)
        #expect(layout.size == size(40, 38))
        #expect(layout.frame(of: "a") == rect(10, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(0, 28, 40, 10))
    }

    @Test func implicitVStackIsCentredInWindow() {
        // Stack 40×38 at ((390 − 40)/2, (844 − 38)/2) = (175, 403).
        let layout = lay(TwoThings(), 390, 844)
        #expect(layout.frame(of: "a") == rect(185, 403, 20, 20))
        #expect(layout.frame(of: "b") == rect(175, 431, 40, 10))
    }

    @Test func singleBodyViewIsNotWrapped() {
        let layout = lay(OneThing(), 100, 100)
        #expect(layout.size == size(20, 20))
        #expect(layout.frame(of: "a") == rect(40, 40, 20, 20))
    }

    @Test func customViewsCompose() {
        // Each Card is 40×40; 40 + 8 + 40 = 88; b's box at 48 + 5.
        let layout = lay(HStack { Card(id: "a"); Card(id: "b") }, nil, nil)
        #expect(layout.size == size(88, 40))
        #expect(layout.frame(of: "a") == rect(5, 5, 30, 30))
        #expect(layout.frame(of: "b") == rect(53, 5, 30, 30))
    }

    @Test func unknownIdentifierIsNil() {
        #expect(lay(box("a", 10, 10), nil, nil).frame(of: "missing") == nil)
    }

    @Test func firstMarkedViewWins() {
        let layout = lay(HStack { box("dup", 10, 10); box("dup", 20, 20) }, nil, nil)
        #expect(layout.frame(of: "dup") == rect(0, 5, 10, 10))
    }

    @Test func nestedMarkers() {
        let layout = lay(box("inner", 10, 10).padding(5).accessibilityIdentifier("outer"), nil, nil)
        #expect(layout.frame(of: "outer") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "inner") == rect(5, 5, 10, 10))
    }

    @Test func zeroWindow() {
        let layout = lay(Color.red.accessibilityIdentifier("c"), 0, 0)
        #expect(layout.size == size(0, 0))
        #expect(layout.frame(of: "c") == rect(0, 0, 0, 0))
    }

    // MARK: relayout

    @Test func relayoutToNewWindow() {
        // maxWidth 100: in 200×100 → (100, 100) at (50, 0); back in 390×844 → (100, 844) at (145, 0).
        let layout = lay(Color.red.accessibilityIdentifier("c").frame(maxWidth: 100), 390, 844)
        #expect(layout.frame(of: "c") == rect(145, 0, 100, 844))
        layout.relayout(in: ProposedViewSize(width: 200, height: 100))
        #expect(layout.size == size(100, 100))
        #expect(layout.frame(of: "c") == rect(50, 0, 100, 100))
        layout.relayout(in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.size == size(100, 844))
        #expect(layout.frame(of: "c") == rect(145, 0, 100, 844))
    }

    @Test func relayoutStack() {
        // §5 example at 200×100, then at 300×50: Color 300 − 8 = 292, Spacer 8 at y 25.
        let view = HStack { Color.red.accessibilityIdentifier("r"); Spacer().accessibilityIdentifier("s") }
        let layout = lay(view, 200, 100)
        #expect(layout.frame(of: "r") == rect(0, 0, 192, 100))
        layout.relayout(in: ProposedViewSize(width: 300, height: 50))
        #expect(layout.size == size(300, 50))
        #expect(layout.frame(of: "r") == rect(0, 0, 292, 50))
        #expect(layout.frame(of: "s") == rect(292, 25, 8, 0))
    }

    @Test func relayoutToNilProposal() {
        let layout = lay(Color.red.accessibilityIdentifier("c").padding(5), 100, 100)
        #expect(layout.frame(of: "c") == rect(5, 5, 90, 90))
        layout.relayout(in: .unspecified)
        #expect(layout.size == size(20, 20))
        #expect(layout.frame(of: "c") == rect(5, 5, 10, 10))
    }

    @Test func relayoutSameProposalKeepsResult() {
        let layout = lay(HStack { box("a", 20, 20); box("b", 20, 20) }, 100, 100)
        layout.relayout(in: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "b") == rect(54, 40, 20, 20))
    }
}
