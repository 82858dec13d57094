import Testing
@testable import TrellisRendering

/// The blur reads columns a row at a time and divides by multiplying: the pixels must be
/// exactly those of the plain version it replaced (kept here as the reference).
@Suite("Gaussian blur")
struct GaussianBlurTests {
    /// The blur as it was: one column at a time, dividing.
    static func referenceBlur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0, channels > 0 else { return }
        func pass(_ start: Int, step: Int, count: Int, radius: Int) {
            guard radius > 0 else { return }
            let scratch = (0..<count).map { pixels[start + $0 * step] }
            let window = 2 * radius + 1
            func value(_ index: Int) -> Int { index >= 0 && index < count ? Int(scratch[index]) : 0 }
            var sum = 0
            for index in -radius...radius { sum += value(index) }
            for index in 0..<count {
                pixels[start + index * step] = UInt8((sum + window / 2) / window)
                sum += value(index + radius + 1) - value(index - radius)
            }
        }
        for radius in GaussianBlur.boxRadii(sigma: sigma) {
            for y in 0..<height {
                for channel in 0..<channels { pass(y * stride + channel, step: channels, count: width, radius: radius) }
            }
            for x in 0..<width {
                for channel in 0..<channels { pass(x * channels + channel, step: stride, count: height, radius: radius) }
            }
        }
    }

    @Test(arguments: [
        (23, 17, 1, 0, 1.0), (23, 17, 1, 9, 2.5), (40, 31, 4, 0, 3.0), (40, 31, 4, 12, 6.0), (7, 50, 4, 4, 9.0),
        (5, 3, 1, 3, 20.0), (64, 64, 1, 0, 0.7),
    ] as [(Int, Int, Int, Int, Double)])
    func theBlurIsThePlainBlur(width: Int, height: Int, channels: Int, padding: Int, sigma: Double) {
        let stride = width * channels + padding
        var generator = 0x2545_F491_4F6C_DD1D as UInt64
        var pixels = (0..<stride * height).map { _ in
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: generator >> 56)
        }
        var expected = pixels
        Self.referenceBlur(&expected, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
        }
        #expect(pixels == expected)
    }

    @Test(arguments: [1, 3, 7, 61, 255, 1_001, 4_095, 4_097])
    func theDividerRoundsAsDivisionDoes(window: Int) {
        let divider = BoxDivider(window: window)
        var mismatches = 0
        for sum in 0...(255 * window) where Int(divider.average(sum)) != (sum + window / 2) / window { mismatches += 1 }
        #expect(mismatches == 0)
    }
}
