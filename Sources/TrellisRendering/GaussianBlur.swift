/// A Gaussian blur of 8-bit pixels, approximated by three box blurs in each direction (the
/// standard approximation; Cairo has no blur of its own). Used for shadows (an alpha mask) and
/// `blur` (premultiplied ARGB, each channel blurred alike, which is exact for premultiplied
/// colour).
enum GaussianBlur {
    /// Blurs `pixels` (`width` × `height`, `stride` bytes a row, `channels` bytes a pixel) in
    /// place with standard deviation `sigma` pixels.
    static func blur(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int = 1, sigma: Double
    ) {
        guard sigma >= 0.5, width > 0, height > 0, channels > 0 else { return }
        let radii = boxRadii(sigma: sigma)
        var line = [UInt8](repeating: 0, count: max(width, height))
        for radius in radii {
            for y in 0..<height {
                for channel in 0..<channels {
                    boxPass(pixels + y * stride + channel, step: channels, count: width, radius: radius, scratch: &line)
                }
            }
            for x in 0..<width {
                for channel in 0..<channels {
                    boxPass(pixels + x * channels + channel, step: stride, count: height, radius: radius, scratch: &line)
                }
            }
        }
    }

    /// The radii of three boxes whose successive blurs approach a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
            / (-4 * Double(lower) - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }.map { max($0, 0) }
    }

    /// One box blur of `count` values `step` apart; outside the edges is transparent, so a
    /// blurred view fades out past its bounds as SwiftUI's does.
    private static func boxPass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: inout [UInt8]) {
        guard radius > 0 else { return }
        for index in 0..<count { scratch[index] = start[index * step] }
        let window = 2 * radius + 1
        func value(_ index: Int) -> Int { index >= 0 && index < count ? Int(scratch[index]) : 0 }
        var sum = 0
        for index in -radius...radius { sum += value(index) }
        for index in 0..<count {
            start[index * step] = UInt8((sum + window / 2) / window)
            sum += value(index + radius + 1) - value(index - radius)
        }
    }
}
