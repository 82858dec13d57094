internal import Foundation
internal import TrellisCore
internal import TrellisText

/// The lines under and through a text's runs (`underline`, `strikethrough`), as shapes both
/// back ends draw: a solid line is a filled rectangle, a patterned one a dashed stroke along
/// the line's centre. Each spans its glyph run on its line, at the font's own position and
/// thickness, in the decoration's colour or else the run's.
enum TextDecorationLines {
    struct Line {
        var path: Path
        var color: Color.Resolved
        /// Nil for a solid line (fill the path); the stroke for a patterned one.
        var stroke: StrokeStyle?
    }

    static func lines(of text: DisplayText, drawn: DrawnText) -> [Line] {
        var lines: [Line] = []
        for run in drawn.runs {
            guard let metrics = run.decorations, text.text.runs.indices.contains(run.sourceRun), run.end > run.start else { continue }
            let source = text.text.runs[run.sourceRun]
            if let underline = source.underline {
                lines.append(line(underline, run: run, centre: run.baseline + metrics.underlineOffset,
                                  thickness: metrics.underlineThickness, text: text))
            }
            if let strikethrough = source.strikethrough {
                let thickness = metrics.strikethroughThickness
                lines.append(line(strikethrough, run: run, centre: run.baseline - metrics.strikethroughOffset - thickness / 2,
                                  thickness: thickness, text: text))
            }
        }
        return lines
    }

    private static func line(_ decoration: TextDecoration, run: DrawnGlyphRun, centre: Double, thickness: Double, text: DisplayText) -> Line {
        let color = decoration.color ?? text.color(ofRun: run.sourceRun)
        let dashes = decoration.pattern.dashes(thickness: thickness)
        if dashes.isEmpty {
            return Line(path: Path(CGRect(x: run.start, y: centre - thickness / 2, width: run.end - run.start, height: thickness)),
                        color: color, stroke: nil)
        }
        var path = Path()
        path.move(to: CGPoint(x: run.start, y: centre))
        path.addLine(to: CGPoint(x: run.end, y: centre))
        return Line(path: path, color: color, stroke: StrokeStyle(lineWidth: thickness, dash: dashes))
    }
}
