import Testing
import Trellis

// Bad input never crashes: invalid frame dimensions are treated as nil with SwiftUI's
// diagnostic; contradictory flexible frames keep their constraints with a diagnostic.

private let invalidDimension = "Invalid frame dimension (negative or non-finite)."
private let contradictory = "Contradictory frame constraints specified."

/// `depth` nested `.padding(1)` around a 10×10 box marked "core", built with AnyView.
private func deepPaddingChain(_ depth: Int) -> AnyView {
    var view = AnyView(box("core", 10, 10))
    for _ in 0..<depth {
        view = AnyView(view.padding(1))
    }
    return view
}

@Suite("Bad input")
struct BadInputTests {

    struct BadValue: Sendable, CustomTestStringConvertible {
        let value: CGFloat
        var testDescription: String { fmt(value) }
    }

    static let badValues: [BadValue] = ([-10, -0.5, .nan, .infinity, -.infinity] as [CGFloat]).map { BadValue(value: $0) }

    @Test(arguments: badValues)
    func invalidWidthIsNil(_ bad: BadValue) {
        // Width treated as nil → Color proposed (390, 20) → frame (390, 20).
        let layout = lay(Color.red.frame(width: bad.value, height: 20), 390, 844)
        #expect(layout.size == size(390, 20))
        #expect(layout.diagnostics.map(\.message).contains(invalidDimension))
    }

    @Test(arguments: badValues)
    func invalidHeightIsNil(_ bad: BadValue) {
        let layout = lay(Color.red.frame(width: 20, height: bad.value), 390, 844)
        #expect(layout.size == size(20, 844))
        #expect(layout.diagnostics.map(\.message).contains(invalidDimension))
    }

    @Test(arguments: badValues)
    func invalidWidthWithNilProposal(_ bad: BadValue) {
        // Width nil → Color answers 10.
        let layout = lay(Color.red.frame(width: bad.value), nil, nil)
        #expect(layout.size == size(10, 10))
        #expect(layout.diagnostics.map(\.message).contains(invalidDimension))
    }

    @Test func bothInvalid() {
        let layout = lay(Color.red.accessibilityIdentifier("c").frame(width: -1, height: .nan), 200, 100)
        #expect(layout.size == size(200, 100))
        #expect(layout.frame(of: "c") == rect(0, 0, 200, 100))
        #expect(layout.diagnostics.map(\.message).contains(invalidDimension))
    }

    @Test func invalidFrameInsideStack() {
        // The bad frame acts like `.frame(height: 20)` around a box-less Color: in an HStack in
        // 100×20 it is flexible: box (flex 0) 20 first, then it takes 100 − 8 − 20 = 72.
        let view = HStack {
            box("a", 20, 20)
            Color.red.frame(width: -5, height: 20).accessibilityIdentifier("bad")
        }
        let layout = lay(view, 100, 20)
        #expect(layout.frame(of: "bad") == rect(28, 0, 72, 20))
        #expect(layout.diagnostics.map(\.message).contains(invalidDimension))
    }

    @Test func validFramesHaveNoDiagnostics() {
        let view = VStack {
            Color.red.frame(width: 10, height: 0)
            Color.red.frame(minWidth: 0, maxWidth: .infinity)
            Color.red.frame(minWidth: 50, maxWidth: 50)
            Color.red.frame(minHeight: 10, idealHeight: 20, maxHeight: 30)
        }
        let layout = lay(view, 390, 844)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func contradictoryWidth() {
        // min' 100 > max' 50: F = c = 30; no crash.
        let layout = lay(box("b", 30, 10).frame(minWidth: 100, maxWidth: 50), 390, 844)
        #expect(layout.size == size(30, 10))
        #expect(layout.diagnostics.map(\.message).contains(contradictory))
    }

    @Test func contradictoryHeight() {
        let layout = lay(box("b", 30, 10).frame(minHeight: 100, maxHeight: 50), 390, 844)
        #expect(layout.size == size(30, 10))
        #expect(layout.diagnostics.map(\.message).contains(contradictory))
    }

    @Test func contradictoryAfterNormalisingNegativeMax() {
        // max' = max(ideal' ?? 0, −5) = 0 < min' 10 → contradictory; F = c = 30.
        let layout = lay(box("b", 30, 10).frame(minWidth: 10, maxWidth: -5), nil, nil)
        #expect(layout.size == size(30, 10))
        #expect(layout.diagnostics.map(\.message).contains(contradictory))
    }

    @Test func contradictoryWithFlexibleChildDoesNotCrash() {
        let layout = lay(Color.red.frame(minWidth: 100, maxWidth: 50, minHeight: 9, maxHeight: 1), 390, 844)
        #expect(layout.size.width.isFinite)
        #expect(layout.size.height.isFinite)
        #expect(layout.diagnostics.map(\.message).contains(contradictory))
    }

    @Test func idealAboveMaxIsNotContradictory() {
        // min' 10, ideal' 40, max' = max(40, 30) = 40: consistent, no diagnostic; nil → 40.
        let layout = lay(Color.red.frame(minWidth: 10, idealWidth: 40, maxWidth: 30, idealHeight: 5), nil, nil)
        #expect(layout.size == size(40, 5))
        #expect(!layout.diagnostics.map(\.message).contains(contradictory))
    }

    // MARK: Deep and wide trees

    @Test func tenThousandNestedPaddings() {
        // 10 + 2·10,000 = 20,010 on each axis; the core sits 10,000 in from the corner.
        let layout = lay(deepPaddingChain(10_000), nil, nil)
        #expect(layout.size == size(20_010, 20_010))
        #expect(layout.frame(of: "core") == rect(10_000, 10_000, 10, 10))
    }

    @Test func tenThousandNestedPaddingsInWindow() {
        // Root 20,010 wide centred in 390×844 → (−9,810, −9,583); core at +10,000 →
        // (190, 417): exactly centred, as a 10×10 view alone would be.
        let layout = lay(deepPaddingChain(10_000), 390, 844)
        #expect(layout.size == size(20_010, 20_010))
        #expect(layout.frame(of: "core") == rect(190, 417, 10, 10))
        layout.relayout(in: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "core") == rect(45, 45, 10, 10))
    }

    @Test func thousandChildrenInStack() {
        let view = HStack(spacing: 0) { ForEach(0..<1000, id: \.self) { i in box("c\(i)", 1, 1) } }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(1000, 1))
        #expect(layout.frame(of: "c999") == rect(999, 0, 1, 1))
    }
}
