import CFreeType
import Foundation

/// One command of a glyph's outline, in points, relative to the glyph's origin on the baseline,
/// with y growing downwards (screen coordinates).
public enum GlyphPathElement: Hashable, Sendable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    case quadCurve(x: Double, y: Double, controlX: Double, controlY: Double)
    case curve(x: Double, y: Double, control1X: Double, control1Y: Double, control2X: Double, control2Y: Double)
    case close
}

/// The outline of glyph `glyph` of face `faceIndex` of the font file at `fontPath`, at `size`
/// points: what a renderer fills to draw the glyph without the font installed. Unhinted, so it
/// matches the shaping engine's unhinted advances. Empty for a glyph without an outline (a space)
/// or a font that cannot be read.
///
/// Thread safe: the FreeType faces are private to this function and used under a lock; outlines
/// are cached (in font units, so every size shares them).
public func glyphOutline(fontPath: String, faceIndex: Int, size: Double, glyph: UInt32) -> [GlyphPathElement] {
    guard let outline = GlyphOutlineCache.shared.outline(path: fontPath, faceIndex: faceIndex, glyph: glyph) else {
        return []
    }
    let factor = size / outline.unitsPerEm
    func x(_ value: Double) -> Double { value * factor }
    func y(_ value: Double) -> Double { -value * factor }
    return outline.elements.map { element in
        switch element {
        case .move(let px, let py): .move(x: x(px), y: y(py))
        case .line(let px, let py): .line(x: x(px), y: y(py))
        case .quadCurve(let px, let py, let cx, let cy): .quadCurve(x: x(px), y: y(py), controlX: x(cx), controlY: y(cy))
        case .curve(let px, let py, let c1x, let c1y, let c2x, let c2y):
            .curve(x: x(px), y: y(py), control1X: x(c1x), control1Y: y(c1y), control2X: x(c2x), control2Y: y(c2y))
        case .close: .close
        }
    }
}

/// Glyph outlines in font units (y up), read with FreeType and kept.
final class GlyphOutlineCache: @unchecked Sendable {
    // @unchecked: every mutable property is only touched while holding `lock` (FreeType faces
    // are not thread safe).
    static let shared = GlyphOutlineCache()

    struct Outline: Sendable {
        var unitsPerEm: Double
        /// In font units, y up.
        var elements: [GlyphPathElement]
    }

    private struct FaceKey: Hashable {
        var path: String
        var faceIndex: Int
    }

    private struct GlyphKey: Hashable {
        var face: FaceKey
        var glyph: UInt32
    }

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [FaceKey: FT_Face?] = [:]
    private var outlines: [GlyphKey: Outline?] = [:]
    private static let capacity = 20_000

    private init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0 { self.library = library }
    }

    func outline(path: String, faceIndex: Int, glyph: UInt32) -> Outline? {
        let key = GlyphKey(face: FaceKey(path: path, faceIndex: faceIndex), glyph: glyph)
        return lock.withLock {
            if let cached = outlines[key] { return cached }
            let loaded = face(for: key.face).flatMap { Self.load(glyph, of: $0) }
            if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
            outlines[key] = loaded
            return loaded
        }
    }

    /// The glyph the font's character map gives `codePoint`, or nil when it has none.
    func glyphIndex(path: String, faceIndex: Int, codePoint: UInt32) -> UInt32? {
        lock.withLock {
            guard let face = face(for: FaceKey(path: path, faceIndex: faceIndex)) else { return nil }
            let glyph = FT_Get_Char_Index(face, FT_ULong(codePoint))
            return glyph == 0 ? nil : UInt32(glyph)
        }
    }

    /// Call with `lock` held.
    private func face(for key: FaceKey) -> FT_Face? {
        if let cached = faces[key] { return cached }
        var face: FT_Face?
        if let library, FT_New_Face(library, key.path, FT_Long(key.faceIndex), &face) != 0 { face = nil }
        faces[key] = face
        return face
    }

    /// Call with `lock` held.
    private static func load(_ glyph: UInt32, of face: FT_Face) -> Outline? {
        let unitsPerEm = Double(face.pointee.units_per_EM)
        guard unitsPerEm > 0 else { return nil }
        // FT_LOAD_NO_SCALE (unscaled, so unhinted and without bitmaps): the outline in font units.
        let noScale: Int32 = 1 << 0
        guard FT_Load_Glyph(face, glyph, noScale) == 0, let slot = face.pointee.glyph else { return nil }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Outline(unitsPerEm: unitsPerEm, elements: []) }
        return Outline(unitsPerEm: unitsPerEm, elements: decompose(slot.pointee.outline))
    }

    /// FreeType's `FT_Outline_Decompose`, which the C module does not expose: walks each contour,
    /// turning runs of on-curve, conic (quadratic) and cubic control points into path commands.
    static func decompose(_ outline: FT_Outline) -> [GlyphPathElement] {
        let contourCount = Int(outline.n_contours)
        guard contourCount > 0, let points = outline.points, let tags = outline.tags, let contours = outline.contours else {
            return []
        }
        enum Tag { case on, conic, cubic }
        func tag(_ index: Int) -> Tag {
            switch UInt8(bitPattern: tags[index]) & 3 {
            case 1: .on
            case 0: .conic
            default: .cubic
            }
        }
        func point(_ index: Int) -> (x: Double, y: Double) { (Double(points[index].x), Double(points[index].y)) }
        func middle(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> (x: Double, y: Double) {
            ((a.x + b.x) / 2, (a.y + b.y) / 2)
        }

        var elements: [GlyphPathElement] = []
        var first = 0
        for contour in 0..<contourCount {
            let last = Int(contours[contour])
            defer { first = last + 1 }
            guard last >= first else { continue }
            var limit = last
            var start = point(first)
            var index = first
            if tag(first) == .cubic { continue }  // a contour cannot start with a cubic control
            if tag(first) == .conic {
                if tag(last) == .on {
                    start = point(last)
                    limit -= 1
                } else {
                    start = middle(start, point(last))
                }
                index -= 1
            }
            elements.append(.move(x: start.x, y: start.y))
            var closedByCurve = false
            contourLoop: while index < limit {
                index += 1
                switch tag(index) {
                case .on:
                    let p = point(index)
                    elements.append(.line(x: p.x, y: p.y))
                case .conic:
                    var control = point(index)
                    while true {
                        if index < limit {
                            index += 1
                            let next = point(index)
                            switch tag(index) {
                            case .on:
                                elements.append(.quadCurve(x: next.x, y: next.y, controlX: control.x, controlY: control.y))
                                continue contourLoop
                            case .conic:
                                let mid = middle(control, next)
                                elements.append(.quadCurve(x: mid.x, y: mid.y, controlX: control.x, controlY: control.y))
                                control = next
                            case .cubic:
                                break contourLoop  // malformed
                            }
                        } else {
                            elements.append(.quadCurve(x: start.x, y: start.y, controlX: control.x, controlY: control.y))
                            closedByCurve = true
                            break contourLoop
                        }
                    }
                case .cubic:
                    guard index + 1 <= limit, tag(index + 1) == .cubic else { break contourLoop }
                    let c1 = point(index), c2 = point(index + 1)
                    index += 2
                    if index <= limit {
                        let p = point(index)
                        elements.append(.curve(x: p.x, y: p.y, control1X: c1.x, control1Y: c1.y, control2X: c2.x, control2Y: c2.y))
                    } else {
                        elements.append(.curve(x: start.x, y: start.y, control1X: c1.x, control1Y: c1.y, control2X: c2.x, control2Y: c2.y))
                        closedByCurve = true
                        break contourLoop
                    }
                }
            }
            if !closedByCurve, case .move = elements.last {
                elements.removeLast()  // a lone point draws nothing
                continue
            }
            elements.append(.close)
        }
        return elements
    }
}
