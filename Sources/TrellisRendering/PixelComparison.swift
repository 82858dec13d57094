internal import Foundation

/// Two pictures compared pixel by pixel: how many pixels differ beyond a perceptual
/// threshold, and a picture of where.
///
/// Pictures of different sizes are compared over the area they share; every pixel of the
/// larger canvas outside it counts as differing.
public struct PixelComparison {
    /// Pixels of the larger canvas (the union of both sizes).
    public let pixelCount: Int
    /// Pixels that differ by more than the threshold.
    public let differingPixelCount: Int
    /// The first differing pixel, in reading order.
    public let firstDifference: (x: Int, y: Int)?
    /// The largest ΔE 1994 between two pixels of the shared area (0 when they are identical).
    public let largestDeltaE: Float
    /// The actual picture faded to grey, with differing pixels in red and pixels that differ
    /// within the threshold in orange.
    public let differenceImage: RGBAImage

    /// The share of pixels that match, 0…1.
    public var matchingFraction: Double {
        pixelCount == 0 ? 1 : Double(pixelCount - differingPixelCount) / Double(pixelCount)
    }

    /// Whether at least `precision` of the pixels match. At 1 every pixel must; below, the share
    /// is compared in `Float`, the parameter's own precision, so 0.99 lets exactly 1 pixel in
    /// 100 differ (in `Double`, 0.99 as a `Float` is slightly more than 0.99).
    public func passes(precision: Float) -> Bool {
        differingPixelCount == 0 || (precision < 1 && Float(matchingFraction) >= precision)
    }

    /// Compares `actual` with `reference`. With `perceptualPrecision` 1 a pixel matches only
    /// when its bytes are equal; below 1 when its ΔE 1994 is at most
    /// `(1 - perceptualPrecision) × 100` (see ``PerceptualDistance``).
    public init(reference: RGBAImage, actual: RGBAImage, perceptualPrecision: Float) {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        let threshold = (1 - perceptualPrecision) * 100
        let exact = perceptualPrecision >= 1
        var differing = 0
        var first: (x: Int, y: Int)?
        var largest: Float = 0
        var output = [UInt8](repeating: 0, count: width * height * 4)

        reference.pixels.withUnsafeBufferPointer { old in
            actual.pixels.withUnsafeBufferPointer { new in
                for y in 0..<height {
                    for x in 0..<width {
                        let out = (y * width + x) * 4
                        guard x < reference.width, y < reference.height, x < actual.width, y < actual.height else {
                            differing += 1
                            if first == nil { first = (x, y) }
                            Self.paint(&output, at: out, Self.differingColour)
                            continue
                        }
                        let a = (y * reference.width + x) * 4
                        let b = (y * actual.width + x) * 4
                        let oldPixel = (old[a], old[a + 1], old[a + 2], old[a + 3])
                        let newPixel = (new[b], new[b + 1], new[b + 2], new[b + 3])
                        guard oldPixel != newPixel else {
                            Self.paint(&output, at: out, Self.faded(newPixel))
                            continue
                        }
                        let deltaE = PerceptualDistance.deltaE(oldPixel, newPixel)
                        largest = max(largest, deltaE)
                        if exact || deltaE > threshold {
                            differing += 1
                            if first == nil { first = (x, y) }
                            Self.paint(&output, at: out, Self.differingColour)
                        } else {
                            Self.paint(&output, at: out, Self.toleratedColour)
                        }
                    }
                }
            }
        }
        pixelCount = width * height
        differingPixelCount = differing
        firstDifference = first
        largestDeltaE = largest
        differenceImage = RGBAImage(width: width, height: height, pixels: output)
    }

    private static let differingColour: (UInt8, UInt8, UInt8) = (255, 0, 0)
    private static let toleratedColour: (UInt8, UInt8, UInt8) = (255, 160, 0)

    /// A matching pixel as a light grey, so the differences stand out over the picture's shape.
    private static func faded(_ pixel: (UInt8, UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        let alpha = Int(pixel.3)
        // Luma over white, squeezed into the top half of the grey range: the shapes stay
        // readable, and no grey is as strong as the red and orange marks.
        let luma = (299 * Int(pixel.0) + 587 * Int(pixel.1) + 114 * Int(pixel.2)) / 1000
        let overWhite = (luma * alpha + 255 * (255 - alpha)) / 255
        let grey = UInt8(128 + overWhite / 2)
        return (grey, grey, grey)
    }

    private static func paint(_ pixels: inout [UInt8], at index: Int, _ colour: (UInt8, UInt8, UInt8)) {
        pixels[index] = colour.0
        pixels[index + 1] = colour.1
        pixels[index + 2] = colour.2
        pixels[index + 3] = 255
    }
}
