internal import Foundation
internal import TrellisCore
internal import TrellisText

/// Path data (`d` attributes) for the SVG writer.
enum SVGPathData {
    /// `path`'s commands: "M0 0 L10 0 C… Z".
    static func data(_ path: Path) -> String {
        var parts: [String] = []
        parts.reserveCapacity(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M" + pair(p))
            case .line(let p): parts.append("L" + pair(p))
            case .quadCurve(let p, let c): parts.append("Q" + pair(c) + " " + pair(p))
            case .curve(let p, let c1, let c2): parts.append("C" + pair(c1) + " " + pair(c2) + " " + pair(p))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The outlines of a run's glyphs, each moved to its position.
    static func data(_ run: DrawnGlyphRun) -> String {
        var parts: [String] = []
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let dx = Double(position.x), dy = Double(position.y)
            func pair(_ x: Double, _ y: Double) -> String {
                NumberFormatting.compact(x + dx) + " " + NumberFormatting.compact(y + dy)
            }
            for element in glyphOutline(fontPath: run.fontPath, faceIndex: run.faceIndex, size: run.size, glyph: glyph) {
                switch element {
                case .move(let x, let y): parts.append("M" + pair(x, y))
                case .line(let x, let y): parts.append("L" + pair(x, y))
                case .quadCurve(let x, let y, let cx, let cy): parts.append("Q" + pair(cx, cy) + " " + pair(x, y))
                case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
                    parts.append("C" + pair(c1x, c1y) + " " + pair(c2x, c2y) + " " + pair(x, y))
                case .close: parts.append("Z")
                }
            }
        }
        return parts.joined(separator: " ")
    }

    /// The rectangle `path` traces, when it is exactly an axis-aligned rectangle drawn as
    /// `Path(rect)` draws one (so it can be written as a `<rect>`).
    static func rectangle(_ path: Path) -> CGRect? {
        let elements = path.elements
        guard elements.count == 5, case .move(let a) = elements[0], case .line(let b) = elements[1],
              case .line(let c) = elements[2], case .line(let d) = elements[3], case .closeSubpath = elements[4],
              a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, a.x <= b.x, a.y <= d.y
        else { return nil }
        return CGRect(x: a.x, y: a.y, width: b.x - a.x, height: d.y - a.y)
    }

    private static func pair(_ point: CGPoint) -> String {
        NumberFormatting.compact(point.x) + " " + NumberFormatting.compact(point.y)
    }
}
