import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisRendering

// Liquid Glass drawn: what lies under the glass is blurred within its shape (a Gaussian of
// standard deviation 6 points for regular glass), then the glass's translucent white is laid
// over it; outside the shape the backdrop is untouched.

@Suite("Glass and backdrop blur")
struct GlassRenderingTests {
    /// Black and white stripes 2 points wide, 60 × 40.
    private var stripes: some View {
        HStack(spacing: 0) { ForEach(0..<15) { _ in Color.black.frame(width: 2); Color.white.frame(width: 2) } }.frame(height: 40)
    }

    private func image(_ view: some View) throws -> RGBAImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try #require(renderer.rgbaImage())
    }

    @Test func aBackdropBlurEvensOutWhatIsUnderItsShapeOnly() throws {
        let view = ZStack(alignment: .topLeading) {
            stripes
            Color.clear.frame(width: 30, height: 40)._backdropBlur(radius: 12, in: Rectangle())
        }
        let picture = try image(view)
        // Inside: the stripes averaged to mid grey (black and white in equal parts).
        for x in [10, 11, 20] { #expect(abs(Int(picture[x, 20].red) - 128) < 12) }
        // Outside: still black and white.
        #expect(picture[40, 20].red == 0 && picture[42, 20].red == 255)
    }

    @Test func glassIsTheBlurredBackdropUnderTranslucentWhite() throws {
        let view = ZStack(alignment: .topLeading) {
            stripes
            Color.clear.frame(width: 60, height: 40).glassEffect(.regular, in: Rectangle())
        }
        let picture = try image(view)
        // Mid grey under white at 72 %: 128 × 0.28 + 255 × 0.72 ≈ 219.
        #expect(abs(Int(picture[30, 20].red) - 219) < 8)
    }

    @Test func theBackdropBlurIsALayerOfTheDisplayList() {
        let view = Color.clear.frame(width: 20, height: 10)._backdropBlur(radius: 12, in: Capsule())
        let layout = ViewLayout(view, in: .unspecified, textMeasurer: PlaceholderTextMeasurer())
        let blur = layout.displayList().items.compactMap { item -> DisplayBackdropBlur? in
            if case .layer(let layer) = item { return layer.backdropBlur }
            return nil
        }
        #expect(blur == [DisplayBackdropBlur(path: Capsule().path(in: CGRect(x: 0, y: 0, width: 20, height: 10)), radius: 12)])
    }

    @Test func svgDrawsGlassWithoutItsBackdropBlur() {
        let svg = SVGRenderer().svg(
            ViewLayout(Color.red.frame(width: 20, height: 10).glassEffect(), in: .unspecified, textMeasurer: PlaceholderTextMeasurer())
                .displayList())
        #expect(svg.contains("<svg"))
    }
}
