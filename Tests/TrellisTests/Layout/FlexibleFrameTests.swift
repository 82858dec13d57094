import Testing
import Trellis

// §2 Flexible frame — `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
//
// Spec formulas used below (per axis, p = proposal, c = child's answer):
//   normalise: min' = max(min, 0); ideal' = max(min' ?? 0, ideal); max' = max(ideal' ?? 0, max)
//   childP = (p ?? ideal').map { clamp($0, min' ?? −∞, max' ?? +∞) }
//   p given, min' ≤ max' both given → clamp(p, min', max')
//   p nil, ideal' given              → ideal'
//   else ask child:  both → clamp(c, min', max'); only min' → max(min', min(childP ?? ∞, c));
//                    only max' → min(max', max(childP ?? −∞, c)); neither / min' > max' → c

@Suite("§2 Flexible frame")
struct FlexibleFrameTests {

    // MARK: Seed scenarios (seed 000): a fixed-width content of width cw inside the flexible frame.

    struct SeedRow: Sendable, CustomTestStringConvertible {
        let pw: CGFloat?
        let cw: CGFloat
        let min: CGFloat?
        let max: CGFloat?
        let expected: CGFloat
        var testDescription: String {
            "p=\(fmt(pw)) content=\(fmt(cw)) min=\(fmt(min)) max=\(fmt(max)) → \(fmt(expected))"
        }
    }

    /// Scenario 1, both min and max: F = clamp(pw, min, max) when pw is given (content ignored);
    /// with a nil proposal F = clamp(cw, min, max).
    static let bothRows: [SeedRow] = [
        SeedRow(pw: 75, cw: 150, min: 100, max: 200, expected: 100),   // proposed < min
        SeedRow(pw: 125, cw: 150, min: 100, max: 200, expected: 125),  // min < proposed < content
        SeedRow(pw: 175, cw: 150, min: 100, max: 200, expected: 175),  // min < content < proposed
        SeedRow(pw: 300, cw: 150, min: 100, max: 200, expected: 200),  // max < proposed
        SeedRow(pw: 0, cw: 150, min: 100, max: 200, expected: 100),
        SeedRow(pw: 100, cw: 50, min: 100, max: 200, expected: 100),
        SeedRow(pw: 150, cw: 50, min: 100, max: 200, expected: 150),   // smaller content ignored
        SeedRow(pw: 250, cw: 500, min: 100, max: 200, expected: 200),  // larger content overflows
        SeedRow(pw: nil, cw: 150, min: 100, max: 200, expected: 150),  // clamp(c)
        SeedRow(pw: nil, cw: 50, min: 100, max: 200, expected: 100),
        SeedRow(pw: nil, cw: 300, min: 100, max: 200, expected: 200),
        SeedRow(pw: 80, cw: 30, min: 0, max: .infinity, expected: 80), // "accept the proposal unconditionally"
        SeedRow(pw: nil, cw: 30, min: 0, max: .infinity, expected: 30),
        SeedRow(pw: 0, cw: 30, min: 0, max: .infinity, expected: 0),
        SeedRow(pw: 10, cw: 30, min: 50, max: 50, expected: 50),
        SeedRow(pw: nil, cw: 30, min: 50, max: 50, expected: 50),
        SeedRow(pw: 500, cw: 30, min: 50, max: 50, expected: 50),
    ]

    /// Scenario 2, only min: F = max(min, min(max(pw, min), cw)); nil proposal → max(min, cw).
    static let minOnlyRows: [SeedRow] = [
        SeedRow(pw: 75, cw: 150, min: 100, max: nil, expected: 100),   // max(100, min(100, 150))
        SeedRow(pw: 125, cw: 150, min: 100, max: nil, expected: 125),  // max(100, min(125, 150))
        SeedRow(pw: 175, cw: 150, min: 100, max: nil, expected: 150),  // hugs the content
        SeedRow(pw: 175, cw: 75, min: 100, max: nil, expected: 100),   // content < min
        SeedRow(pw: 0, cw: 150, min: 100, max: nil, expected: 100),
        SeedRow(pw: 300, cw: 250, min: 100, max: nil, expected: 250),
        SeedRow(pw: 300, cw: 400, min: 100, max: nil, expected: 300),  // content overflows
        SeedRow(pw: nil, cw: 150, min: 100, max: nil, expected: 150),
        SeedRow(pw: nil, cw: 50, min: 100, max: nil, expected: 100),
        SeedRow(pw: 80, cw: 30, min: 0, max: nil, expected: 30),
        SeedRow(pw: 20, cw: 30, min: 0, max: nil, expected: 20),
        SeedRow(pw: nil, cw: 30, min: 0, max: nil, expected: 30),
    ]

    /// Scenario 3, only max: F = min(max, max(min(pw, max), cw)); nil proposal → min(max, cw).
    static let maxOnlyRows: [SeedRow] = [
        SeedRow(pw: 75, cw: 150, min: nil, max: 200, expected: 150),   // min(200, max(75, 150))
        SeedRow(pw: 125, cw: 150, min: nil, max: 200, expected: 150),
        SeedRow(pw: 175, cw: 150, min: nil, max: 200, expected: 175),  // fills the proposal
        SeedRow(pw: 300, cw: 225, min: nil, max: 200, expected: 200),  // content > max
        SeedRow(pw: 300, cw: 150, min: nil, max: 200, expected: 200),
        SeedRow(pw: 0, cw: 150, min: nil, max: 200, expected: 150),
        SeedRow(pw: 0, cw: 0, min: nil, max: 200, expected: 0),
        SeedRow(pw: 250, cw: 100, min: nil, max: 200, expected: 200),
        SeedRow(pw: nil, cw: 150, min: nil, max: 200, expected: 150),
        SeedRow(pw: nil, cw: 250, min: nil, max: 200, expected: 200),
        SeedRow(pw: 80, cw: 30, min: nil, max: .infinity, expected: 80),
        SeedRow(pw: nil, cw: 30, min: nil, max: .infinity, expected: 30),
    ]

    /// Neither min nor max: the frame adopts the child's size.
    static let neitherRows: [SeedRow] = [
        SeedRow(pw: 100, cw: 30, min: nil, max: nil, expected: 30),
        SeedRow(pw: nil, cw: 30, min: nil, max: nil, expected: 30),
        SeedRow(pw: 10, cw: 30, min: nil, max: nil, expected: 30),
    ]

    @Test(arguments: bothRows + minOnlyRows + maxOnlyRows + neitherRows)
    func seedScenarioWidth(_ row: SeedRow) {
        // Content: Rectangle in a fixed frame of width cw (answers cw to every proposal, and
        // the height it is proposed: 100). The window proposes (pw, 100).
        let view = Rectangle().frame(width: row.cw).accessibilityIdentifier("content")
            .frame(minWidth: row.min, maxWidth: row.max).accessibilityIdentifier("flex")
        let layout = lay(view, row.pw, 100)
        let frameX: CGFloat = row.pw.map { ($0 - row.expected) / 2 } ?? 0
        #expect(layout.size == size(row.expected, 100))
        #expect(layout.frame(of: "flex") == rect(frameX, 0, row.expected, 100))
        // The content is centred in the frame: x = (F − cw)/2 inside it.
        #expect(layout.frame(of: "content") == rect(frameX + (row.expected - row.cw) / 2, 0, row.cw, 100))
    }

    @Test(arguments: bothRows + minOnlyRows + maxOnlyRows + neitherRows)
    func seedScenarioHeight(_ row: SeedRow) {
        // The same table on the vertical axis.
        let view = Rectangle().frame(height: row.cw).accessibilityIdentifier("content")
            .frame(minHeight: row.min, maxHeight: row.max).accessibilityIdentifier("flex")
        let layout = lay(view, 100, row.pw)
        let frameY: CGFloat = row.pw.map { ($0 - row.expected) / 2 } ?? 0
        #expect(layout.size == size(100, row.expected))
        #expect(layout.frame(of: "flex") == rect(0, frameY, 100, row.expected))
        #expect(layout.frame(of: "content") == rect(0, frameY + (row.expected - row.cw) / 2, 100, row.cw))
    }

    // MARK: General table with a flexible child (Color answers its proposal, nil → 10).

    struct AxisRow: Sendable, CustomTestStringConvertible {
        let p: CGFloat?
        let min: CGFloat?
        let ideal: CGFloat?
        let max: CGFloat?
        let expected: CGFloat
        var testDescription: String {
            "p=\(fmt(p)) min=\(fmt(min)) ideal=\(fmt(ideal)) max=\(fmt(max)) → \(fmt(expected))"
        }
    }

    static let axisRows: [AxisRow] = [
        AxisRow(p: 100, min: nil, ideal: nil, max: nil, expected: 100),    // neither: c = 100
        AxisRow(p: nil, min: nil, ideal: nil, max: nil, expected: 10),     // c = Color's ideal 10
        AxisRow(p: nil, min: nil, ideal: 70, max: nil, expected: 70),      // p nil, ideal' → 70
        AxisRow(p: 100, min: nil, ideal: 70, max: nil, expected: 100),     // p given: ideal unused
        AxisRow(p: nil, min: 20, ideal: nil, max: 100, expected: 20),      // clamp(10, 20, 100)
        AxisRow(p: nil, min: 5, ideal: nil, max: 100, expected: 10),       // clamp(10, 5, 100)
        AxisRow(p: nil, min: 50, ideal: nil, max: nil, expected: 50),      // max(50, min(∞, 10))
        AxisRow(p: nil, min: nil, ideal: nil, max: 5, expected: 5),        // min(5, max(−∞, 10))
        AxisRow(p: nil, min: nil, ideal: nil, max: 100, expected: 10),     // min(100, 10)
        AxisRow(p: nil, min: 0, ideal: 100, max: .infinity, expected: 100),
        AxisRow(p: nil, min: 20, ideal: 40, max: nil, expected: 40),
        AxisRow(p: nil, min: nil, ideal: 40, max: 30, expected: 40),       // max' = max(40, 30) = 40
        AxisRow(p: 100, min: nil, ideal: 40, max: 30, expected: 40),       // childP = min(100, 40); min(40, max(40, 40))
        AxisRow(p: 20, min: nil, ideal: 40, max: 30, expected: 20),        // min(40, max(20, 20))
        AxisRow(p: nil, min: nil, ideal: -20, max: nil, expected: 0),      // ideal' = max(0, −20) = 0
        AxisRow(p: nil, min: 30, ideal: 10, max: nil, expected: 30),       // ideal' = max(30, 10) = 30
        AxisRow(p: 100, min: nil, ideal: nil, max: -10, expected: 0),      // max' = max(0, −10) = 0
        AxisRow(p: nil, min: -.infinity, ideal: nil, max: 100, expected: 10), // min' = 0: clamp(10, 0, 100)
        AxisRow(p: 150, min: -.infinity, ideal: nil, max: 100, expected: 100), // clamp(150, 0, 100)
        AxisRow(p: nil, min: -.infinity, ideal: nil, max: nil, expected: 10),  // max(0, min(∞, 10))
        AxisRow(p: 50, min: 80, ideal: nil, max: nil, expected: 80),       // childP 80, c 80
        AxisRow(p: 300, min: 80, ideal: nil, max: nil, expected: 300),     // childP 300, c 300
        AxisRow(p: 300, min: nil, ideal: nil, max: 200, expected: 200),
        AxisRow(p: 100, min: nil, ideal: nil, max: 200, expected: 100),
        AxisRow(p: 0, min: 0, ideal: nil, max: .infinity, expected: 0),
        AxisRow(p: nil, min: 100, ideal: 150, max: 200, expected: 150),
        AxisRow(p: 120, min: 100, ideal: 150, max: 200, expected: 120),    // clamp(120, 100, 200)
        AxisRow(p: nil, min: 0, ideal: nil, max: .infinity, expected: 10), // clamp(10, 0, ∞)
        AxisRow(p: nil, min: nil, ideal: nil, max: .infinity, expected: 10),
        AxisRow(p: nil, min: nil, ideal: 70, max: .infinity, expected: 70),
        AxisRow(p: 500, min: nil, ideal: 70, max: .infinity, expected: 500),
        AxisRow(p: 0, min: 20, ideal: nil, max: 40, expected: 20),
        AxisRow(p: 1000, min: 20, ideal: nil, max: 40, expected: 40),
        AxisRow(p: nil, min: nil, ideal: 0, max: nil, expected: 0),
    ]

    // For every row the Color ends up exactly as wide as the frame: where the placement
    // proposal is nil (p nil, ideal' nil, F strictly inside (min', max')) F is the Color's 10;
    // otherwise the Color is proposed F.

    @Test(arguments: axisRows)
    func widthAxis(_ row: AxisRow) {
        let view = Color.red.accessibilityIdentifier("c")
            .frame(minWidth: row.min, idealWidth: row.ideal, maxWidth: row.max).accessibilityIdentifier("flex")
        let layout = lay(view, row.p, 50)
        let x: CGFloat = row.p.map { ($0 - row.expected) / 2 } ?? 0
        #expect(layout.size == size(row.expected, 50))
        #expect(layout.frame(of: "flex") == rect(x, 0, row.expected, 50))
        #expect(layout.frame(of: "c") == rect(x, 0, row.expected, 50))
    }

    @Test(arguments: axisRows)
    func heightAxis(_ row: AxisRow) {
        let view = Color.red.accessibilityIdentifier("c")
            .frame(minHeight: row.min, idealHeight: row.ideal, maxHeight: row.max).accessibilityIdentifier("flex")
        let layout = lay(view, 50, row.p)
        let y: CGFloat = row.p.map { ($0 - row.expected) / 2 } ?? 0
        #expect(layout.size == size(50, row.expected))
        #expect(layout.frame(of: "flex") == rect(0, y, 50, row.expected))
        #expect(layout.frame(of: "c") == rect(0, y, 50, row.expected))
    }

    @Test func bothAxesAtOnce() {
        // Width: only max 100 with p 390 → childP 100, c 100 → min(100, max(100, 100)) = 100.
        // Height: min 50, max 60 with p 844 → clamp(844, 50, 60) = 60.
        let view = Color.red.frame(maxWidth: 100, minHeight: 50, maxHeight: 60)
        let layout = lay(view, 390, 844)
        #expect(layout.size == size(100, 60))
    }

    // MARK: Infinite proposals (sizes only: a window proposing ∞ has no finite centre).

    @Test func infiniteProposalClampedByMax() {
        // clamp(∞, 100, 200) = 200; the height comes from the inner fixed frame (10).
        let layout = lay(Color.red.frame(height: 10).frame(minWidth: 100, maxWidth: 200), .infinity, nil)
        #expect(layout.size == size(200, 10))
    }

    @Test func infiniteProposalOnlyMax() {
        // childP = min(∞, 300) = 300 → Color 300 → min(300, max(300, 300)) = 300.
        let layout = lay(Color.red.frame(height: 10).frame(maxWidth: 300), .infinity, nil)
        #expect(layout.size == size(300, 10))
    }

    @Test func infiniteProposalOnlyMinHugsContent() {
        // childP = ∞, content 30 → max(50, min(∞, 30)) = 50.
        let layout = lay(Color.red.frame(width: 30, height: 10).frame(minWidth: 50), .infinity, nil)
        #expect(layout.size == size(50, 10))
    }

    // MARK: Placement proposal (§2 "Placement"): nil where ideal' nil, p nil and F strictly
    // inside (min', max'); otherwise F. `Doubler` answers 2 × proposal, or 40 for nil.

    @Test func placementProposesNilStrictlyInsideMax() {
        // Width: childP nil → c 40 → F = min(100, max(−∞, 40)) = 40, strictly < 100 → nil → 40.
        // Height: unconstrained → F = 40, placed with nil → 40.
        let layout = lay(doubler("d").frame(maxWidth: 100), nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "d") == rect(0, 0, 40, 40))
    }

    @Test func placementProposesFrameSizeAtMin() {
        // F = max(60, min(∞, 40)) = 60 = min' → proposed 60 → child answers 120;
        // centred: x = (60 − 120)/2 = −30.
        let layout = lay(doubler("d").frame(minWidth: 60), nil, nil)
        #expect(layout.size == size(60, 40))
        #expect(layout.frame(of: "d") == rect(-30, 0, 120, 40))
    }

    @Test func placementProposesFrameSizeWhenIdealGiven() {
        // F = ideal' = 30 → proposed 30 → 60 wide → x = (30 − 60)/2 = −15.
        let layout = lay(doubler("d").frame(idealWidth: 30), nil, nil)
        #expect(layout.size == size(30, 40))
        #expect(layout.frame(of: "d") == rect(-15, 0, 60, 40))
    }

    @Test func placementProposesFrameSizeWhenProposalGiven() {
        // Sizing: childP = min(50, 100) = 50 → c = 100 → F = min(100, max(50, 100)) = 100.
        // Placement: p given → proposed 100 → child 200 wide, x = (100 − 200)/2 = −50 inside the
        // frame; the frame sits at (50 − 100)/2 = −25 in the window → −75.
        let layout = lay(doubler("d").frame(maxWidth: 100), 50, nil)
        #expect(layout.size == size(100, 40))
        #expect(layout.frame(of: "d") == rect(-75, 0, 200, 40))
    }

    @Test func placementProposesNilStrictlyBetweenMinAndMax() {
        // F = clamp(40, 10, 100) = 40, strictly inside → nil → 40.
        let layout = lay(doubler("d").frame(minWidth: 10, maxWidth: 100), nil, nil)
        #expect(layout.frame(of: "d") == rect(0, 0, 40, 40))
    }

    @Test func placementProposesFrameSizeWhenEqualToMin() {
        // F = clamp(40, 40, 100) = 40 = min' → proposed 40 → 80 wide → x = −20.
        let layout = lay(doubler("d").frame(minWidth: 40, maxWidth: 100), nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "d") == rect(-20, 0, 80, 40))
    }

    @Test func placementProposesFrameSizeWhenClampedToMax() {
        // F = clamp(40, 10, 30) = 30 = max' → proposed 30 → 60 wide → x = −15.
        let layout = lay(doubler("d").frame(minWidth: 10, maxWidth: 30), nil, nil)
        #expect(layout.size == size(30, 40))
        #expect(layout.frame(of: "d") == rect(-15, 0, 60, 40))
    }

    @Test func placementOnHeightAxis() {
        // Height: F = max(60, min(∞, 40)) = 60 → proposed 60 → 120 tall → y = −30.
        let layout = lay(doubler("d").frame(minHeight: 60), nil, nil)
        #expect(layout.size == size(40, 60))
        #expect(layout.frame(of: "d") == rect(0, -30, 40, 120))
    }

    // MARK: Alignment

    // Frame fills 200×100 (maxWidth/maxHeight ∞ → min(∞, max(p, c)) = p); child 40×20.
    static let alignCases = nineAlignmentsOf40x20In200x100

    @Test(arguments: alignCases)
    func alignmentInsideFillingFrame(_ c: AlignCase) {
        let view = box("b", 40, 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: c.alignment)
        let layout = lay(view, 200, 100)
        #expect(layout.size == size(200, 100))
        #expect(layout.frame(of: "b") == rect(c.x, c.y, 40, 20))
    }

    @Test func leadingAlignedRowInStack() {
        // `.frame(maxWidth: .infinity, alignment: .leading)` pushes a 30-wide box to the leading
        // edge of a 200-wide VStack row. VStack height: 20 (single child).
        let view = VStack {
            box("b", 30, 20).frame(maxWidth: .infinity, alignment: .leading)
        }
        let layout = lay(view, 200, 20)
        #expect(layout.size == size(200, 20))
        #expect(layout.frame(of: "b") == rect(0, 0, 30, 20))
    }

    @Test func textWithMaxWidthInfinityFillsTheWidth() {
        // Only max' = ∞: F = min(∞, max(childP = 390, c)) = 390 whatever the text measures
        // (its one-line width is below 390).
        let layout = lay(Text("Checkout").frame(maxWidth: .infinity), 390, 844)
        #expect(layout.size.width == 390)
    }

    @Test func minWidthZeroMaxInfinityAcceptsProposalAroundLargerChild() {
        // Seed 002: min 0 / max ∞ → clamp(120, 0, ∞) = 120, child 200 overflows centred:
        // x = (120 − 200)/2 = −40.
        let view = box("b", 200, 10).frame(minWidth: 0, maxWidth: .infinity).accessibilityIdentifier("f")
        let layout = lay(view, 120, 10)
        #expect(layout.frame(of: "f") == rect(0, 0, 120, 10))
        #expect(layout.frame(of: "b") == rect(-40, 0, 200, 10))
    }

    @Test func contradictoryConstraintsAdoptChild() {
        // min' = 100 > max' = 50 survive normalisation → F = c = 30.
        let view = box("b", 30, 10).frame(minWidth: 100, maxWidth: 50).accessibilityIdentifier("f")
        let layout = lay(view, 200, 10)
        #expect(layout.frame(of: "f") == rect(85, 0, 30, 10))
        #expect(layout.frame(of: "b") == rect(85, 0, 30, 10))
    }
}
