internal import Foundation
internal import TrellisCore
internal import TrellisText

/// What an SF Symbol draws: the outline of the Material Icons glyph its name maps to (or the
/// nearest name's), fitted to the ink area of the symbol's frame, or the stand-in for names
/// with no known part.
enum SymbolArtwork {
    /// The suffixes symbol variants add, in the order they are taken off again.
    private static let variantSuffixes = [".fill", ".circle", ".square", ".rectangle", ".slash"]

    /// The glyph drawn for `name`: its own, else that of the name without the variant suffixes
    /// at its end (`heart.square.fill` → `heart.square` → `heart`), else the nearest name the
    /// table knows: the name with its last parts dropped (`person.crop.circle.badge.plus` →
    /// `person.crop.circle` → …), then its first part that is a symbol (`cloud.sun.rain` →
    /// `cloud`), then any later part; nil when no part of it is a known name.
    static func glyph(for name: String) -> SymbolGlyph? {
        func known(_ candidate: String) -> SymbolGlyph? {
            guard let glyph = SymbolGlyphTable.glyphs[candidate] ?? SymbolGlyphTable.moreGlyphs[candidate],
                SymbolFont.glyph(for: glyph.codepoint) != nil
            else { return nil }
            return glyph
        }
        var candidate = name
        while true {
            if let glyph = known(candidate) { return glyph }
            guard let suffix = variantSuffixes.first(where: { candidate.hasSuffix($0) && candidate.count > $0.count }) else {
                break
            }
            candidate.removeLast(suffix.count)
        }
        let parts = name.split(separator: ".").map(String.init)
        for count in stride(from: parts.count - 1, through: 1, by: -1) {
            if let glyph = known(parts.prefix(count).joined(separator: ".")) { return glyph }
        }
        for part in parts.dropFirst() {
            if let glyph = known(part) { return glyph }
        }
        return nil
    }

    /// The share of a symbol's layout box its drawing takes: `star.fill` is drawn 18.667 × 18
    /// in a 22 × 20 box at 17 points, `house` 20 × 17.667 in 24 × 19.5 (docs/ios-metrics.md
    /// § 15); the glyph's live area is fitted to that part of the frame, centred.
    static let inkPerBox = CGSize(width: 0.84, height: 0.9)

    /// Whether `name` has an icon of its own in the table (otherwise it is drawn as a variant's
    /// base symbol, or the stand-in).
    static func isKnown(_ name: String) -> Bool {
        (SymbolGlyphTable.glyphs[name] ?? SymbolGlyphTable.moreGlyphs[name]).flatMap { SymbolFont.glyph(for: $0.codepoint) } != nil
    }

    /// The path that draws `name` in `frame`, and whether it is the stand-in.
    /// Whether an outline is markedly taller than wide (its on-curve and control points).
    private static func isUpright(_ outline: [GlyphPathElement]) -> Bool {
        var xs: [Double] = [], ys: [Double] = []
        for element in outline {
            switch element {
            case .move(let x, let y), .line(let x, let y): xs.append(x); ys.append(y)
            case .quadCurve(let x, let y, _, _), .curve(let x, let y, _, _, _, _): xs.append(x); ys.append(y)
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
        return maxY - minY > (maxX - minX) * 1.4
    }

    static func path(for name: String, in frame: CGRect) -> (path: Path, isStandIn: Bool) {
        guard let glyph = glyph(for: name), let index = SymbolFont.glyph(for: glyph.codepoint) else {
            return (SymbolStandIn.path(in: frame), true)
        }
        // A symbol's box is measured per symbol, so the glyph's own outline (not Material's
        // square live area) is fitted to the box's ink area, centred, keeping its proportions:
        // a flat `minus` stays as wide as its box.
        let unit = SymbolFont.outline(of: index, size: 1)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ point: (Double, Double)) {
            let (x, y) = point
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        // A glyph standing upright where SF's symbol lies on its side (Material's battery points
        // up, SF's `battery.100` to the right) is turned a quarter clockwise to fill its box.
        let turned = isUpright(unit) && frame.width > frame.height * 1.4
        func oriented(_ x: Double, _ y: Double) -> (Double, Double) { turned ? (-y, x) : (x, y) }
        for element in unit {
            switch element {
            case .move(let x, let y), .line(let x, let y): include(oriented(x, y))
            case .quadCurve(let x, let y, let cx, let cy):
                include(oriented(x, y))
                include(oriented(cx, cy))
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
                include(oriented(x, y))
                include(oriented(c1x, c1y))
                include(oriented(c2x, c2y))
            case .close: break
            }
        }
        guard maxX > minX || maxY > minY else { return (Path(), false) }
        let inkWidth = Double(frame.width * inkPerBox.width), inkHeight = Double(frame.height * inkPerBox.height)
        let em = min(maxX > minX ? inkWidth / (maxX - minX) : .infinity, maxY > minY ? inkHeight / (maxY - minY) : .infinity)
        let originX = Double(frame.midX) - (minX + maxX) / 2 * em
        let originY = Double(frame.midY) - (minY + maxY) / 2 * em
        var path = Path()
        for element in unit {
            func point(_ x: Double, _ y: Double) -> CGPoint {
                let (x, y) = oriented(x, y)
                return CGPoint(x: originX + x * em, y: originY + y * em)
            }
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
