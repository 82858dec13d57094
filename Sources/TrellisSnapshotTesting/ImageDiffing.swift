public import Foundation
public import SnapshotTesting
import Trellis

extension Diffing where Value == Data {
    /// Compares PNG files pixel by pixel, as swift-snapshot-testing's image strategies do.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (0…1) that must match; 1 (the default) means all.
    ///   - perceptualPrecision: How close a pixel must be to its reference to match, 0…1: 1 (the
    ///     default) asks for equal bytes; below 1, a pixel matches when its CIE ΔE 1994 is at most
    ///     `(1 - perceptualPrecision) × 100`. 0.98–0.99 is about what an eye notices.
    ///
    /// On failure the message says how many pixels differ, where the first is and how far the
    /// furthest is, and names a difference picture (the actual picture in grey, differing
    /// pixels red): it and copies of the reference and actual pictures are written to a folder
    /// under `$SNAPSHOT_ARTIFACTS` (the temporary folder by default), and are also handed to the
    /// library as attachments (`reference.png`, `failure.png`, `difference.png`), which Xcode shows.
    public static func png(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            ImageDifference(precision: precision, perceptualPrecision: perceptualPrecision)
                .failure(reference: reference, actual: actual)
        }
    }
}

/// The failure message and attachments for two PNG files, or nil when they match.
struct ImageDifference {
    var precision: Float
    var perceptualPrecision: Float

    func failure(reference: Data, actual: Data) -> (String, [DiffAttachment])? {
        if let reason = RenderingFailure.reason(in: actual) { return (reason, []) }
        guard reference != actual else { return nil }
        guard (0...1).contains(precision), (0...1).contains(perceptualPrecision) else {
            return (
                "precision and perceptualPrecision must be between 0 and 1, not \(precision) and "
                    + "\(perceptualPrecision).", []
            )
        }
        if let reason = RenderingFailure.reason(in: reference) {
            return (
                "The reference holds no picture (\(reason)) Record it again now that the view draws.",
                [.data(actual, name: "failure.png")]
            )
        }
        guard let old = RGBAImage(pngData: reference) else {
            return ("The reference file is not a PNG picture. Record it again.", [.data(actual, name: "failure.png")])
        }
        guard let new = RGBAImage(pngData: actual) else {
            return ("The snapshot is not a PNG picture.", [])
        }
        let comparison = PixelComparison(reference: old, actual: new, perceptualPrecision: perceptualPrecision)
        let sameSize = old.width == new.width && old.height == new.height
        guard !sameSize || !comparison.passes(precision: precision) else { return nil }

        let differencePNG = comparison.differenceImage.pngData()
        var attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(actual, name: "failure.png")]
        if let differencePNG { attachments.append(.data(differencePNG, name: "difference.png")) }
        var lines = [summary(of: comparison, reference: old, actual: new)]
        if let folder = DiffArtifacts.write(attachments) {
            lines.append("Difference (differing pixels red, tolerated ones orange): \(folder.path)/difference.png")
        }
        return (lines.joined(separator: "\n"), attachments)
    }

    private func summary(of comparison: PixelComparison, reference: RGBAImage, actual: RGBAImage) -> String {
        var lines: [String] = []
        if reference.width != actual.width || reference.height != actual.height {
            lines.append(
                "The picture is \(actual.width) × \(actual.height) px; the reference is "
                    + "\(reference.width) × \(reference.height) px.")
        }
        let share = Self.percent(1 - comparison.matchingFraction)
        var line = "\(comparison.differingPixelCount) of \(comparison.pixelCount) pixels differ (\(share))"
        line +=
            perceptualPrecision >= 1
            ? "" : " by more than ΔE \(Self.number(Double(1 - perceptualPrecision) * 100)) (perceptualPrecision \(perceptualPrecision))"
        // Rounded down, so a picture that fails never shows a match of 1.
        let matching = (comparison.matchingFraction * 1_000_000).rounded(.down) / 1_000_000
        line += "; \(Self.number(matching, digits: 6)) match, precision \(precision) required."
        lines.append(line)
        if let first = comparison.firstDifference {
            lines.append(
                "First difference at pixel (\(first.x), \(first.y)); largest colour difference ΔE "
                    + "\(Self.number(Double(comparison.largestDeltaE))) (perceptual precision "
                    + "\(Self.number(Double(1 - min(comparison.largestDeltaE / 100, 1)), digits: 4))).")
        }
        return lines.joined(separator: "\n")
    }

    private static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        return value > 0 && value < 0.01 ? "under 0.01%" : number(value) + "%"
    }

    /// `value` with at most `digits` decimals and no trailing zeros.
    private static func number(_ value: Double, digits: Int = 2) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
