import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisRendering

// Shadows carried by shape styles, in pixels: a drop shadow falls outside the shape, an inner
// shadow darkens the inside of its edge.

@MainActor
@Suite("Shape style shadows")
struct ShapeStyleShadowRenderingTests {
    private func image(_ view: some View) throws -> RGBAImage {
        try #require(ImageRenderer(content: view).rgbaImage())
    }

    @Test func aDropShadowFallsOutsideTheShape() throws {
        // A hard shadow (radius 0) 4 below a white square: black at 33 % under its bottom edge.
        let view = ZStack {
            Color.white.frame(width: 40, height: 40)
            Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 0, y: 4))).frame(width: 20, height: 20)
        }
        let picture = try image(view)
        #expect(picture[20, 32].red < 10 && picture[20, 32].alpha == 255)
        #expect(picture[20, 20].red == 255)
        #expect(picture[20, 36].red == 255)
    }

    @Test func anInnerShadowDarkensTheInsideOfTheEdge() throws {
        // Shifted 4 down, the inner shadow darkens the top of the inside and leaves the bottom.
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, y: 4))).frame(width: 20, height: 20)
        let picture = try image(view)
        #expect(picture[10, 1].red < 10)
        #expect(picture[10, 18].red == 255)
        #expect(picture[10, 18].alpha == 255)
    }
}
