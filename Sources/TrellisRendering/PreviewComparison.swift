internal import Foundation

extension PreviewRendering {
    /// The preview program's `compare` command, for `trellis snapshot`: compares two PNG files
    /// as swift-snapshot-testing's image strategy does (`precision`: the share of pixels that
    /// must match; `perceptualPrecision`: how close in ΔE 1994 a pixel must be to match), and
    /// writes a picture of the differences. Prints one line:
    /// `comparison: match`, `comparison: differs N of M pixels (largest ΔE E)` or
    /// `comparison: unreadable PATH`. Exits 0 for a match, 1 for a difference, 2 otherwise.
    ///
    ///     compare REFERENCE ACTUAL [--precision P] [--perceptual-precision P] [--difference PATH]
    static func compareTool(_ arguments: [String], output: ToolOutput) -> Int32 {
        var positional: [String] = []
        var precision: Float = 1
        var perceptualPrecision: Float = 1
        var differencePath: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch argument {
            case "--precision", "--perceptual-precision", "--difference":
                guard let value else {
                    output.message("error: \(argument) needs a value")
                    return 2
                }
                if argument == "--difference" {
                    differencePath = value
                } else {
                    guard let number = Float(value), number >= 0, number <= 1 else {
                        output.message("error: \(argument) must be a number from 0 to 1")
                        return 2
                    }
                    if argument == "--precision" { precision = number } else { perceptualPrecision = number }
                }
                index += 2
            default:
                positional.append(argument)
                index += 1
            }
        }
        guard positional.count == 2 else {
            output.message("error: compare needs a reference and an actual picture")
            return 2
        }
        var images: [RGBAImage] = []
        for path in positional {
            guard let data = FileManager.default.contents(atPath: path), let image = RGBAImage(pngData: data) else {
                output.result("comparison: unreadable \(path)")
                return 2
            }
            images.append(image)
        }
        let comparison = PixelComparison(reference: images[0], actual: images[1], perceptualPrecision: perceptualPrecision)
        if comparison.passes(precision: precision) {
            output.result("comparison: match")
            return 0
        }
        if let differencePath, let png = comparison.differenceImage.pngData() {
            try? png.write(to: URL(fileURLWithPath: differencePath), options: .atomic)
        }
        let largest = (comparison.largestDeltaE * 10).rounded() / 10
        output.result("comparison: differs \(comparison.differingPixelCount) of \(comparison.pixelCount) pixels (largest ΔE \(largest))")
        return 1
    }
}
