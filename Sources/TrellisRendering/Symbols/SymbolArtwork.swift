internal import Foundation
internal import TrellisCore
internal import TrellisText

/// What an SF Symbol draws: the outline of the Material Icons glyph its name maps to, fitted
/// to the symbol's frame, or the stand-in for names the table does not know.
enum SymbolArtwork {
    /// The share of Material Icons' 24-unit em that a glyph's live area takes (icons keep a
    /// 2-unit margin): the live area, not the em, is fitted to the frame, as an SF Symbol's
    /// frame hugs its drawing.
    static let liveAreaPerEm: CGFloat = 20.0 / 24

    /// The suffixes symbol variants add, in the order they are taken off again.
    private static let variantSuffixes = [".fill", ".circle", ".square", ".rectangle", ".slash"]

    /// The glyph drawn for `name`: its own, else that of the name without the variant suffixes
    /// at its end (`heart.square.fill` → `heart.square` → `heart`), or nil.
    static func glyph(for name: String) -> SymbolGlyph? {
        var candidate = name
        while true {
            if let glyph = SymbolGlyphTable.glyphs[candidate] ?? SymbolGlyphTable.moreGlyphs[candidate] { return glyph }
            guard let suffix = variantSuffixes.first(where: { candidate.hasSuffix($0) && candidate.count > $0.count }) else {
                return nil
            }
            candidate.removeLast(suffix.count)
        }
    }

    /// Whether `name` has an icon of its own in the table (otherwise it is drawn as a variant's
    /// base symbol, or the stand-in).
    static func isKnown(_ name: String) -> Bool {
        (SymbolGlyphTable.glyphs[name] ?? SymbolGlyphTable.moreGlyphs[name]).flatMap { SymbolFont.glyph(for: $0.codepoint) } != nil
    }

    /// The path that draws `name` in `frame`, and whether it is the stand-in.
    static func path(for name: String, in frame: CGRect) -> (path: Path, isStandIn: Bool) {
        guard let glyph = glyph(for: name), let index = SymbolFont.glyph(for: glyph.codepoint) else {
            return (SymbolStandIn.path(in: frame), true)
        }
        // The live area is square: fit it in the frame, centred.
        let side = min(frame.width, frame.height)
        let em = side / liveAreaPerEm
        let originX = frame.midX - em / 2
        let baselineY = frame.midY + em / 2
        var path = Path()
        for element in SymbolFont.outline(of: index, size: Double(em)) {
            func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: originX + CGFloat(x), y: baselineY + CGFloat(y)) }
            switch element {
            case .move(let x, let y): path.move(to: point(x, y))
            case .line(let x, let y): path.addLine(to: point(x, y))
            case .quadCurve(let x, let y, let cx, let cy): path.addQuadCurve(to: point(x, y), control: point(cx, cy))
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
                path.addCurve(to: point(x, y), control1: point(c1x, c1y), control2: point(c2x, c2y))
            case .close: path.closeSubpath()
            }
        }
        return (path, false)
    }

    /// The SF Symbol names `items` draw as the stand-in: neither they nor their base symbols
    /// are in the table.
    static func unknownNames(in items: [DisplayItem]) -> Set<String> {
        var names = Set<String>()
        for item in items {
            switch item {
            case .symbol(let name, _, _) where glyph(for: name).flatMap({ SymbolFont.glyph(for: $0.codepoint) }) == nil:
                names.insert(name)
            case .layer(let layer): names.formUnion(unknownNames(in: layer.items))
            default: break
            }
        }
        return names
    }
}
