import Foundation
import Testing
import Trellis

/// Images in layout: found by name in the environment's image folders, natural size in points
/// (pixels ÷ the @2x/@3x suffix), resizable ones take the proposal (spec §8).
@Suite struct ImageLayoutTests {
    private var fixtures: String { Bundle.module.resourcePath! + "/Fixtures" }

    private func layout(_ view: some View, _ width: CGFloat, _ height: CGFloat) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.imageDirectories = [fixtures]
        return ViewLayout(view, in: ProposedViewSize(width: width, height: height), environment: environment)
    }

    @Test func namedImageHasItsNaturalSizeWhateverTheProposal() {
        // checker@2x.png is 40 × 20 pixels: 20 × 10 points.
        #expect(layout(Image("checker"), 300, 300).size == CGSize(width: 20, height: 10))
        #expect(layout(Image("checker").frame(width: 5, height: 5), 300, 300).placedViews.last?.frame.size == CGSize(width: 20, height: 10))
        #expect(layout(Image("checker"), 300, 300).diagnostics.isEmpty)
    }

    @Test func resizableImageTakesTheProposal() {
        #expect(layout(Image("checker").resizable(), 300, 200).size == CGSize(width: 300, height: 200))
        // Unspecified axes fall back to the natural size.
        #expect(layout(Image("checker").resizable().fixedSize(), 300, 200).size == CGSize(width: 20, height: 10))
    }

    @Test func scaledToFitKeepsTheImagesRatio() {
        // Ratio 2:1 in 300 × 300: fit → 300 × 150, fill → 600 × 300.
        #expect(layout(Image("checker").resizable().scaledToFit(), 300, 300).size == CGSize(width: 300, height: 150))
        #expect(layout(Image("checker").resizable().scaledToFill(), 300, 300).size == CGSize(width: 600, height: 300))
        #expect(layout(Image("checker").resizable().aspectRatio(1, contentMode: .fit), 300, 200).size == CGSize(width: 200, height: 200))
    }

    @Test func imageByPath() {
        #expect(layout(Image(contentsOfFile: fixtures + "/checker@2x.png"), 300, 300).size == CGSize(width: 20, height: 10))
    }

    @Test func missingImageIsEmptyWithADiagnostic() {
        let missing = layout(HStack(spacing: 0) { Image("nope"); Color.red.frame(width: 10, height: 10) }, 300, 300)
        #expect(missing.size == CGSize(width: 10, height: 10))
        #expect(missing.diagnostics.map(\.message) == ["No image named 'nope' found; it takes no space."])
    }
}
