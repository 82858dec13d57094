import CFreeType
import CHarfBuzz

/// One face of a font file: its names and metrics (read with FreeType) and a HarfBuzz font for
/// shaping.
///
/// The HarfBuzz font uses HarfBuzz's own OpenType functions on the file's bytes and is made
/// immutable, so shaping with it from several threads at once is safe. FreeType faces are not
/// thread safe; the FreeType face is only used while loading (under ``FontLibrary``'s lock) and is
/// closed before this object is published.
final class FontFace: @unchecked Sendable {
    // @unchecked: every stored property is immutable; `hbFont` is an immutable HarfBuzz font,
    // which HarfBuzz documents as safe to use concurrently.
    let id: Int
    let path: String
    let faceIndex: Int
    let unitsPerEm: Int
    /// The face's own vertical metrics (hhea, as FreeType reports them), per point of size.
    let metrics: VerticalMetrics
    /// Where lines under and through text go, per point of size.
    let decorations: DecorationMetrics
    let familyName: String
    let styleName: String
    let postScriptName: String
    /// OpenType usWeightClass (400 when the face has no OS/2 table).
    let weight: Int
    let isItalic: Bool
    /// Whether the face's glyphs are colour pictures (a colour emoji font: CBDT, sbix, COLR).
    let isColor: Bool
    let hbFont: OpaquePointer
    /// Which ASCII characters the face maps, bit n for U+n.
    private let asciiCoverage: (UInt64, UInt64)

    /// Loads face `faceIndex` of the font file at `path`; nil if it has no em size (not an
    /// OpenType or TrueType font).
    /// Call with FreeType's library lock held.
    init?(id: Int, path: String, faceIndex: Int, freeType: FT_Library) {
        var ftFace: FT_Face?
        guard FT_New_Face(freeType, path, FT_Long(faceIndex), &ftFace) == 0, let ftFace else { return nil }
        defer { FT_Done_Face(ftFace) }
        let face = ftFace.pointee
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let hbFace = hb_face_create(blob, UInt32(faceIndex))
        defer { hb_face_destroy(hbFace) }
        // FreeType leaves units_per_EM 0 for a face of bitmaps alone (Noto Color Emoji's
        // CBDT); its head table, which HarfBuzz reads, still has it.
        let upem = Int32(hb_face_get_upem(hbFace))
        let unitsPerEm = Double(face.units_per_EM > 0 ? Int32(face.units_per_EM) : upem)
        guard unitsPerEm > 0 else { return nil }

        let ascender = Double(face.ascender)
        let descender = -Double(face.descender)
        let lineGap = max(0, Double(face.height) - ascender - descender)
        var weight = 400
        // Without an OS/2 strikeout, the line goes through the middle of a lowercase letter's
        // usual height (a fifth of an em up) at the underline's thickness.
        var strikeout = (offset: unitsPerEm * 0.22, thickness: Double(face.underline_thickness))
        if let os2 = FT_Get_Sfnt_Table(ftFace, FT_SFNT_OS2) {
            let table = os2.assumingMemoryBound(to: TT_OS2.self).pointee
            weight = Int(table.usWeightClass)
            if table.yStrikeoutSize > 0 { strikeout = (Double(table.yStrikeoutPosition), Double(table.yStrikeoutSize)) }
        }
        let underlineThickness = face.underline_thickness > 0 ? Double(face.underline_thickness) : unitsPerEm / 14
        decorations = DecorationMetrics(
            underlineOffset: -Double(face.underline_position) / unitsPerEm, underlineThickness: underlineThickness / unitsPerEm,
            strikethroughOffset: strikeout.offset / unitsPerEm,
            strikethroughThickness: (strikeout.thickness > 0 ? strikeout.thickness : underlineThickness) / unitsPerEm)

        guard let hbFont = hb_font_create(hbFace) else { return nil }
        hb_font_set_scale(hbFont, upem, upem)
        hb_font_make_immutable(hbFont)

        self.id = id
        self.path = path
        self.faceIndex = faceIndex
        self.unitsPerEm = Int(upem)
        self.metrics = VerticalMetrics(
            ascent: ascender / unitsPerEm, descent: descender / unitsPerEm, lineGap: lineGap / unitsPerEm)
        self.familyName = face.family_name.map { String(cString: $0) } ?? ""
        self.styleName = face.style_name.map { String(cString: $0) } ?? ""
        self.postScriptName = FT_Get_Postscript_Name(ftFace).map { String(cString: $0) } ?? ""
        self.weight = weight
        self.isItalic = (face.style_flags & 1) != 0  // FT_STYLE_FLAG_ITALIC
        self.isColor = (face.face_flags & (1 << 14)) != 0  // FT_FACE_FLAG_COLOR
        self.hbFont = hbFont

        var low: UInt64 = 0
        var high: UInt64 = 0
        for codePoint in UInt32(0)..<128 {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(hbFont, codePoint, &glyph) != 0 {
                if codePoint < 64 { low |= 1 << UInt64(codePoint) } else { high |= 1 << UInt64(codePoint - 64) }
            }
        }
        self.asciiCoverage = (low, high)
    }

    deinit {
        hb_font_destroy(hbFont)
    }

    /// Whether the face has a glyph for the code point (its cmap maps it).
    func covers(_ codePoint: UInt32) -> Bool {
        if codePoint < 64 { return asciiCoverage.0 & (1 << UInt64(codePoint)) != 0 }
        if codePoint < 128 { return asciiCoverage.1 & (1 << UInt64(codePoint - 64)) != 0 }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, codePoint, &glyph) != 0
    }

    /// The names this face can be asked for by: family, "family style", PostScript name.
    var names: [String] {
        var result = [familyName, postScriptName]
        if !styleName.isEmpty { result.append("\(familyName) \(styleName)") }
        return result.filter { !$0.isEmpty }
    }
}
