internal import Foundation
internal import TrellisCore
internal import TrellisText
internal import TrellisTextBridge

/// Glyphs of one font placed on the canvas: what both back ends draw for text.
struct DrawnGlyphRun {
    var fontPath: String
    var faceIndex: Int
    /// The font size in points.
    var size: Double
    var glyphs: [UInt32]
    /// Each glyph's origin on the baseline, in the drawing's coordinates (points).
    var positions: [CGPoint]
    /// The text's run the glyphs come from.
    var sourceRun: Int = 0
    /// Where the run starts and ends along its line, and its baseline, in the drawing's
    /// coordinates: for lines under and through it.
    var start: Double = 0
    var end: Double = 0
    var baseline: Double = 0
    /// Where its font puts those lines, at its size.
    var decorations: DecorationMetrics?
}

/// A line of text placed on the canvas, for back ends that write text as characters.
struct DrawnLine {
    var text: String
    /// The left end of the baseline.
    var origin: CGPoint
}

/// Text laid out again exactly as it was measured, and placed in its frame.
struct DrawnText {
    var runs: [DrawnGlyphRun]
    var lines: [DrawnLine]

    /// Lays out `text` with the proposal it was placed with, at the scale it was measured at, so
    /// the lines break and truncate as the measurement did; glyphs are positioned relative to
    /// the frame's origin (the engine already applied `multilineTextAlignment` to each line's x).
    init(_ text: DisplayText) {
        let layout = TextEngine.shared.layout(
            Paragraph(text.text), width: text.proposal.width.map { Double($0) },
            height: text.proposal.height.map { Double($0) }, displayScale: Double(text.text.displayScale))
        self.init(layout, at: text.frame.origin)
    }

    /// A one-line label in the system font (the debugging overlay's size labels).
    init(label: String, size: Double, weight: FontWeight, at origin: CGPoint, displayScale: Double) {
        let layout = TextEngine.shared.layout(
            Paragraph(label, font: .system(size: size, weight: weight)), width: nil, height: nil, displayScale: displayScale)
        self.init(layout, at: origin)
        self.size = CGSize(width: layout.size.width, height: layout.size.height)
    }

    /// The laid-out size (labels only).
    private(set) var size: CGSize = .zero

    private init(_ layout: TextLayout, at origin: CGPoint) {
        let dx = Double(origin.x), dy = Double(origin.y)
        var runs: [DrawnGlyphRun] = []
        var lines: [DrawnLine] = []
        for line in layout.lines {
            lines.append(DrawnLine(text: line.text, origin: CGPoint(x: dx + line.x, y: dy + line.baseline)))
            for run in line.glyphRuns where !run.glyphs.isEmpty {
                runs.append(
                    DrawnGlyphRun(
                        fontPath: run.font.path, faceIndex: run.font.faceIndex, size: run.font.size, glyphs: run.glyphs,
                        positions: run.positions.map { CGPoint(x: dx + $0.x, y: dy + $0.y) }, sourceRun: run.sourceRun,
                        start: dx + run.start, end: dx + run.end, baseline: dy + line.baseline, decorations: run.decorations))
            }
        }
        self.runs = runs
        self.lines = lines
    }
}
