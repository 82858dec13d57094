import Foundation
import Testing
import TrellisRendering

@Suite("Perceptual distance and pixel comparison")
struct PixelComparisonTests {
    @Test(arguments: [
        // Black against white is the whole lightness range.
        ((UInt8(0), UInt8(0), UInt8(0), UInt8(255)), (UInt8(255), UInt8(255), UInt8(255), UInt8(255)), Float(100)),
        ((255, 59, 48, 255), (255, 59, 48, 255), 0),
        // Transparent against opaque white: invisible over white, all the range over black.
        ((0, 0, 0, 0), (255, 255, 255, 255), 100),
    ])
    func deltaE(
        reference: (UInt8, UInt8, UInt8, UInt8), actual: (UInt8, UInt8, UInt8, UInt8), expected: Float
    ) {
        #expect(abs(PerceptualDistance.deltaE(reference, actual) - expected) < 0.01)
    }

    @Test func aOneStepChangeIsBelowWhatTheEyeSees() {
        let deltaE = PerceptualDistance.deltaE((255, 59, 48, 255), (254, 59, 48, 255))
        #expect(deltaE > 0 && deltaE < 1)
    }

    @Test func theComparisonCountsAndMarksDifferingPixels() {
        var pixels = [UInt8](repeating: 255, count: 3 * 2 * 4)
        let reference = RGBAImage(width: 3, height: 2, pixels: pixels)
        pixels[(1 * 3 + 2) * 4] = 0  // (2, 1) loses its red
        pixels[(0 * 3 + 1) * 4] = 254  // (1, 0) barely changes
        let actual = RGBAImage(width: 3, height: 2, pixels: pixels)
        let comparison = PixelComparison(reference: reference, actual: actual, perceptualPrecision: 0.98)
        #expect(comparison.pixelCount == 6)
        #expect(comparison.differingPixelCount == 1)
        #expect(comparison.firstDifference.map { [$0.x, $0.y] } == [2, 1])
        #expect(comparison.differenceImage[2, 1] == (255, 0, 0, 255))
        #expect(comparison.differenceImage[1, 0] == (255, 160, 0, 255))
        #expect(comparison.differenceImage[0, 0] == (255, 255, 255, 255))
        #expect(comparison.passes(precision: 0.8))
        #expect(!comparison.passes(precision: 0.9))
        // Exactly: both changed pixels differ.
        #expect(PixelComparison(reference: reference, actual: actual, perceptualPrecision: 1).differingPixelCount == 2)
    }

    @Test func anRGBAImageEncodesToThePNGItCameFrom() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]
        let image = RGBAImage(width: 2, height: 2, pixels: pixels)
        let png = try #require(image.pngData())
        #expect(RGBAImage(pngData: png) == image)
        #expect(RGBAImage(width: 0, height: 0, pixels: []).pngData() == nil)
    }
}
