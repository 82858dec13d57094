import Testing
import Trellis

/// The `Examine` playground: the red label shows the flexible frame's width, the blue label
/// the content's, as in the seed's screenshots.
@Suite struct ExamineSeedTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        let parentWidth: CGFloat
        let contentWidth: CGFloat
        let minWidth: CGFloat?
        let maxWidth: CGFloat?
        /// The red frame's width, from the seed's formulas.
        let redWidth: CGFloat
        var testDescription: String {
            "parent \(parentWidth), content \(contentWidth), min \(minWidth.map { "\($0)" } ?? "-"), max \(maxWidth.map { "\($0)" } ?? "-")"
        }
    }

    static let scenarios: [Scenario] = [
        // Both: clamp(parentWidth, minWidth, maxWidth).
        Scenario(parentWidth: 75, contentWidth: 150, minWidth: 100, maxWidth: 200, redWidth: 100),
        Scenario(parentWidth: 125, contentWidth: 150, minWidth: 100, maxWidth: 200, redWidth: 125),
        Scenario(parentWidth: 175, contentWidth: 150, minWidth: 100, maxWidth: 200, redWidth: 175),
        Scenario(parentWidth: 300, contentWidth: 150, minWidth: 100, maxWidth: 200, redWidth: 200),
        // Just minWidth: max(min, min(max(parentWidth, min), contentWidth)).
        Scenario(parentWidth: 75, contentWidth: 150, minWidth: 100, maxWidth: nil, redWidth: 100),
        Scenario(parentWidth: 125, contentWidth: 150, minWidth: 100, maxWidth: nil, redWidth: 125),
        Scenario(parentWidth: 175, contentWidth: 150, minWidth: 100, maxWidth: nil, redWidth: 150),
        Scenario(parentWidth: 175, contentWidth: 75, minWidth: 100, maxWidth: nil, redWidth: 100),
        // Just maxWidth: min(max, max(min(parentWidth, max), contentWidth)).
        Scenario(parentWidth: 75, contentWidth: 150, minWidth: nil, maxWidth: 200, redWidth: 150),
        Scenario(parentWidth: 125, contentWidth: 150, minWidth: nil, maxWidth: 200, redWidth: 150),
        Scenario(parentWidth: 175, contentWidth: 150, minWidth: nil, maxWidth: 200, redWidth: 175),
        Scenario(parentWidth: 300, contentWidth: 225, minWidth: nil, maxWidth: 200, redWidth: 200),
    ]

    @Test(arguments: scenarios)
    func redFrameWidth(_ scenario: Scenario) throws {
        let view = Examine(
            parentWidth: scenario.parentWidth, contentWidth: scenario.contentWidth,
            minWidth: scenario.minWidth, maxWidth: scenario.maxWidth)
        let layout = ViewLayout(view, in: ProposedViewSize(width: 500, height: 300))
        let flexible = try #require(layout.placedViews.first { $0.kind == "FlexibleFrame" })
        #expect(flexible.frame.width == scenario.redWidth)
        #expect(flexible.frame.height == 100)
        // The labels: the blue one reads the content's width, the red one the frame's, printed
        // with `%lf` as SwiftUI prints an interpolated CGFloat.
        let labels = layout.placedViews.compactMap(\.text)
        #expect(labels == [String(format: "%lf", Double(scenario.contentWidth)), String(format: "%lf", Double(scenario.redWidth))])
        // The whole Examine view is the parent's fixed frame.
        #expect(layout.size == CGSize(width: scenario.parentWidth, height: 100))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func previewsCompileAndLayOutAsAnImplicitStack() {
        let layout = ViewLayout(Examine_Previews.previews, in: ProposedViewSize(width: 500, height: 2000))
        // 3 titles + 12 examine views stacked vertically in an implicit VStack.
        let root = layout.placedViews[0]
        #expect(root.kind == "VStack")
        let children = layout.placedViews.filter { $0.depth == 1 }
        #expect(children.count == 15)
    }
}
