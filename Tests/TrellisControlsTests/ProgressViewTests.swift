import Testing
import Trellis

@Suite struct ProgressViewTests {
    @Test(arguments: [(390, nil), (0, 0), (60, 30), (1000, 1000)] as [(CGFloat?, CGFloat?)])
    func linearBarFillsTheWidthAndIs4Tall(width: CGFloat?, height: CGFloat?) {
        #expect(lay(ProgressView(value: 0.5), width, height).size == CGSize(width: width ?? 0, height: 4))
    }

    @Test func linearBarHasNoIdealWidthOfItsOwn() {
        // Proposed nothing, the bar (a capsule) takes a shape's default 10 points.
        #expect(lay(ProgressView(value: 0.5), nil, nil).size == CGSize(width: 10, height: 4))
    }

    @Test func labelAboveTheBarAndValueBelowIt4Apart() {
        let view = ProgressView(value: 0.25) { Text("Downloading") } currentValueLabel: { Text("25%") }
        let label = textSize(Text("Downloading")), value = textSize(Text("25%").font(.caption))
        #expect(close(lay(view, 300, nil).size, CGSize(width: 300, height: label.height + 4 + 4 + 4 + value.height)))
    }

    @Test(arguments: [(ControlSize.mini, 14), (.small, 14), (.regular, 20), (.large, 37), (.extraLarge, 37)] as [(ControlSize, CGFloat)])
    func spinnerSizeFollowsTheControlSize(controlSize: ControlSize, side: CGFloat) {
        for (width, height) in standardProposals {
            #expect(lay(ProgressView().controlSize(controlSize), width, height).size == CGSize(width: side, height: side))
        }
    }

    @Test func circularStyleIsASpinnerEvenWithAValue() {
        #expect(lay(ProgressView(value: 0.3).progressViewStyle(.circular), 390, nil).size == CGSize(width: 20, height: 20))
    }

    /// A custom style that draws the completed fraction as the width of a 100-wide bar (7 wide
    /// when indeterminate).
    struct FractionBar: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Color.red.frame(width: configuration.fractionCompleted.map { 100 * $0 } ?? 7, height: 1).accessibilityIdentifier("fill")
        }
    }

    static let outOfBounds =
        "ProgressView initialized with an out-of-bounds progress value. The value will be clamped to the range of `0...total`."

    @Test(arguments: [
        (0.25, 1, 25, false), (3, 4, 75, false), (2, 1, 100, true), (-1, 1, 0, true),
        (.nan, 1, 0, true), (0.5, 0, 0, true), (0.5, -3, 0, true), (0.5, .infinity, 0, true), (.infinity, 1, 100, true),
    ] as [(Double, Double, CGFloat, Bool)])
    func valuesAreClampedAndBadOnesReported(value: Double, total: Double, width: CGFloat, reported: Bool) throws {
        let layout = lay(ProgressView(value: value, total: total).progressViewStyle(FractionBar()), nil, nil)
        #expect(try #require(layout.frame(of: "fill")).width == width)
        #expect(layout.diagnostics.map(\.message) == (reported ? [Self.outOfBounds] : []))
    }

    @Test func aNilValueIsIndeterminate() throws {
        let layout = lay(ProgressView(value: Double?.none).progressViewStyle(FractionBar()), nil, nil)
        #expect(try #require(layout.frame(of: "fill")).width == 7)
        #expect(lay(ProgressView(value: Double?.none), nil, nil).size == CGSize(width: 20, height: 20))
    }
}

@Suite struct DiagnosticCountTests {
    struct TwoRoots: View {
        var body: some View {
            ProgressView(value: 5)
            Text("below")
        }
    }

    @Test func aRootOfSeveralViewsReportsEachProblemOnce() {
        #expect(lay(TwoRoots(), 390, 844).diagnostics.count == 1)
    }
}
