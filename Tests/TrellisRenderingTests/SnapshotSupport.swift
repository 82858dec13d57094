import Foundation
import Testing
import TrellisCore
import TrellisRendering

// Snapshot testing for the renderers.
//
// Each case is drawn twice, as SVG and as PNG, and compared with the reference files in
// `References/` next to this file: `<name>.svg` as text (exactly), `<name>.png` pixel by pixel
// with a small tolerance (antialiasing can differ slightly between Cairo and FreeType versions).
//
// To record the references again after a deliberate change, run the tests with TRELLIS_RECORD=1:
//
//     TRELLIS_RECORD=1 swift test --filter TrellisRenderingTests
//
// then look at the new pictures and commit them. A case without references records them and
// fails, so a new case is never silently accepted. When a comparison fails, what was drawn is
// written to $TMPDIR/trellis-snapshots/ for a look.

enum Snapshot {
    /// The folder of reference files (in the source tree, so recording can write it).
    static let referenceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References")
    /// Input files the cases draw (images).
    static let inputDirectory = referenceDirectory.appendingPathComponent("Inputs")
    static let failureDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshots")

    static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment["TRELLIS_RECORD"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// How far a channel (0…255) may stray before a pixel counts as different.
    static let channelTolerance = 24
    /// The share of pixels that may differ (antialiased edges).
    static let differingPixelTolerance = 0.0025

    /// Compares `svg` with `<name>.svg`, recording it when asked or when missing.
    static func check(svg: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = referenceDirectory.appendingPathComponent(name + ".svg")
        guard !isRecording, let expected = try? String(contentsOf: reference, encoding: .utf8) else {
            record(Data(svg.utf8), to: reference, sourceLocation: sourceLocation)
            return
        }
        guard svg != expected else { return }
        let actual = save(Data(svg.utf8), as: name + ".svg")
        let actualLines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? String(actualLines[line].prefix(200)) : "(end)"
        let wanted = line < expectedLines.count ? String(expectedLines[line].prefix(200)) : "(end)"
        Issue.record(
            Comment(rawValue: "\(name).svg differs from the reference at line \(line + 1):\n  got:      \(got)\n"
                + "  expected: \(wanted)\ndrawn: \(actual.path)"), sourceLocation: sourceLocation)
    }

    /// Compares `png` with `<name>.png` pixel by pixel, recording it when asked or when missing.
    static func check(png: Data?, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let png, let image = RGBAImage(pngData: png) else {
            Issue.record("\(name): no PNG was drawn", sourceLocation: sourceLocation)
            return
        }
        let reference = referenceDirectory.appendingPathComponent(name + ".png")
        guard !isRecording, let data = try? Data(contentsOf: reference) else {
            record(png, to: reference, sourceLocation: sourceLocation)
            return
        }
        guard let expected = RGBAImage(pngData: data) else {
            Issue.record("\(name).png: the reference is not a PNG", sourceLocation: sourceLocation)
            return
        }
        guard let difference = difference(image, expected) else { return }
        let actual = save(png, as: name + ".png")
        Issue.record("\(name).png: \(difference)\ndrawn: \(actual.path)", sourceLocation: sourceLocation)
    }

    /// Why two images differ beyond the tolerance, or nil when they match.
    static func difference(_ image: RGBAImage, _ expected: RGBAImage) -> String? {
        guard image.width == expected.width, image.height == expected.height else {
            return "size \(image.width)×\(image.height) px, expected \(expected.width)×\(expected.height) px"
        }
        var differing = 0
        var largest = 0
        var first: (Int, Int)?
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            var worst = 0
            for channel in 0..<4 {
                worst = max(worst, abs(Int(image.pixels[index + channel]) - Int(expected.pixels[index + channel])))
            }
            largest = max(largest, worst)
            if worst > channelTolerance {
                differing += 1
                if first == nil { first = ((index / 4) % image.width, (index / 4) / image.width) }
            }
        }
        let allowed = Int(Double(image.width * image.height) * differingPixelTolerance)
        guard differing > allowed, let first else { return nil }
        return "\(differing) of \(image.width * image.height) pixels differ (allowed \(allowed)), the first at"
            + " (\(first.0), \(first.1)); largest channel difference \(largest)"
    }

    private static func record(_ data: Data, to url: URL, sourceLocation: SourceLocation) {
        let existed = FileManager.default.fileExists(atPath: url.path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        if !isRecording && !existed {
            Issue.record(
                "recorded a new reference \(url.lastPathComponent); look at it, then run again", sourceLocation: sourceLocation)
        }
    }

    private static func save(_ data: Data, as name: String) -> URL {
        let url = failureDirectory.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        try? data.write(to: url)
        return url
    }
}
