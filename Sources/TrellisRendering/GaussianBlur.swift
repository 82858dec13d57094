/// A Gaussian blur of 8-bit pixels, approximated by three box blurs in each direction (the
/// standard approximation; Cairo has no blur of its own). Used for shadows (an alpha mask) and
/// `blur` (premultiplied ARGB, each channel blurred alike, which is exact for premultiplied
/// colour).
///
/// Each byte of a row is a column of its own (a channel of a pixel), blurred alone: rows pass
/// by once per box, left to right, and columns are blurred all at once, a row at a time, with
/// a running sum per column (reading memory in order, in wrapping arithmetic that vectorises: a column at a time read
/// one byte per row, and took a third of the time of drawing a screen with a shadow). The rounding is that
/// of `(sum + window / 2) / window`, computed by a multiplication (``BoxDivider``).
enum GaussianBlur {
    /// Blurs `pixels` (`width` × `height`, `stride` bytes a row, `channels` bytes a pixel) in
    /// place with standard deviation `sigma` pixels.
    static func blur(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int = 1, sigma: Double
    ) {
        guard sigma >= 0.5, width > 0, height > 0, channels > 0 else { return }
        let rowBytes = width * channels
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: rowBytes)
        defer {
            line.deallocate()
            copy.deallocate()
            sums.deallocate()
        }
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            let divider = BoxDivider(window: 2 * radius + 1)
            for y in 0..<height {
                for channel in 0..<channels {
                    rowPass(pixels + y * stride + channel, step: channels, count: width, radius: radius, divider: divider, scratch: line)
                }
            }
            columnPass(pixels, rowBytes: rowBytes, height: height, stride: stride, radius: radius, divider: divider, copy: copy, sums: sums)
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
    private static func rowPass(
        _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, divider: BoxDivider,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        for index in 0..<count { scratch[index] = start[index &* step] }
        var sum = 0
        for index in 0...min(radius, count - 1) { sum &+= Int(scratch[index]) }
        for index in 0..<count {
            start[index &* step] = divider.average(sum)
            if index &+ radius &+ 1 < count { sum &+= Int(scratch[index &+ radius &+ 1]) }
            if index &- radius >= 0 { sum &-= Int(scratch[index &- radius]) }
        }
    }

    /// The same box blur down every column (the first `rowBytes` bytes of each row) at once.
    private static func columnPass(
        _ pixels: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, stride: Int, radius: Int, divider: BoxDivider,
        copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>
    ) {
        for y in 0..<height { (copy + y * rowBytes).update(from: pixels + y * stride, count: rowBytes) }
        sums.initialize(repeating: 0, count: rowBytes)
        for y in 0...min(radius, height - 1) {
            let row = copy + y * rowBytes
            for column in 0..<rowBytes { sums[column] &+= Int32(row[column]) }
        }
        for y in 0..<height {
            let target = pixels + y * stride
            for column in 0..<rowBytes { target[column] = divider.average(Int(sums[column])) }
            if y + radius + 1 < height {
                let entering = copy + (y + radius + 1) * rowBytes
                for column in 0..<rowBytes { sums[column] &+= Int32(entering[column]) }
            }
            if y - radius >= 0 {
                let leaving = copy + (y - radius) * rowBytes
                for column in 0..<rowBytes { sums[column] &-= Int32(leaving[column]) }
            }
        }
    }
}

/// `(sum + window / 2) / window` for the sums of a box of 8-bit values, by a multiplication
/// and a shift: exact while `(sum + window / 2) × window < 2³²`, which holds for every box sum
/// (at most 255 × window) when the window is at most 4,095 values; wider windows divide.
struct BoxDivider {
    let window: Int
    private let reciprocal: UInt64

    init(window: Int) {
        self.window = window
        reciprocal = window <= 4_095 ? ((1 << 32) + UInt64(window) - 1) / UInt64(window) : 0
    }

    @inline(__always)
    func average(_ sum: Int) -> UInt8 {
        let rounded = sum &+ window / 2
        if reciprocal == 0 { return UInt8(truncatingIfNeeded: rounded / window) }
        return UInt8(truncatingIfNeeded: (UInt64(rounded) &* reciprocal) >> 32)
    }
}
