import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisRendering

@Suite("Shadows")
struct ShadowTests {
    @Test func aShadowWrapsTheDrawingAndLeavesLayoutAlone() throws {
        let plain = ViewLayout(Color.red.frame(width: 20, height: 10), in: ProposedViewSize(width: 50, height: 50),
                               textMeasurer: PlaceholderTextMeasurer())
        let shadowed = ViewLayout(Color.red.frame(width: 20, height: 10).shadow(radius: 4, x: 1, y: .nan),
                                  in: ProposedViewSize(width: 50, height: 50), textMeasurer: PlaceholderTextMeasurer())
        #expect(plain.size == shadowed.size)
        guard case .layer(let layer) = try #require(shadowed.displayList().items.first) else {
            Issue.record("no layer")
            return
        }
        // SwiftUI's default shadow colour is black at 33 %; a non-finite offset is none.
        #expect(layer.shadow == DisplayShadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 4,
                                              offset: CGSize(width: 1, height: 0)))
    }

    // Widths w_l (the odd width at most √(12σ²/3 + 1)) and w_l + 2, m = round((12σ² − 3w_l² −
    // 12w_l − 9) / (−4w_l − 4)) of the smaller: σ 1 → w_l 1, m 2 → widths 1 1 3; σ 2 → 3 3 5;
    // σ 5 → 9 9 11. Radii are half the widths, rounded down.
    @Test(arguments: [(1.0, [0, 0, 1]), (2.0, [1, 1, 2]), (5.0, [4, 4, 5])] as [(Double, [Int])])
    func threeBoxesApproachTheGaussian(sigma: Double, radii: [Int]) {
        #expect(GaussianBlur.boxRadii(sigma: sigma) == radii)
    }

    @Test func blurringSpreadsAPointAndKeepsItsMass() {
        var pixels = [UInt8](repeating: 0, count: 21 * 21)
        pixels[10 * 21 + 10] = 255
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: 21, height: 21, stride: 21, sigma: 1)
        }
        #expect(pixels[10 * 21 + 10] < 255 && pixels[10 * 21 + 11] > 0)
        #expect(pixels[10 * 21 + 9] == pixels[10 * 21 + 11])  // symmetric
        #expect(pixels[0] == 0)
    }

    @MainActor
    @Test func svgShadowsAreDropShadowFilters() {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 10, height: 10).shadow(color: .black, radius: 6, x: 2, y: 3))
        let svg = renderer.svg()
        #expect(svg.contains("<feDropShadow dx=\"2\" dy=\"3\" stdDeviation=\"3\" flood-color=\"#000000\" flood-opacity=\"1\"/>"))
        #expect(svg.contains("filter=\"url(#shadow1)\""))
    }
}
