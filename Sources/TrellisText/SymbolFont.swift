import Foundation

/// The bundled icon font that stands in for SF Symbols: Google's Material Icons (Apache 2.0),
/// whose glyphs are drawn as outlines, like text in SVG output.
public enum SymbolFont {
    /// The font file's path, found once: every symbol drawn asks for it, from any thread.
    public static let path: String = FontLibrary.bundledFontDirectory.appendingPathComponent("MaterialIcons-Regular.ttf").path

    /// The font's glyph for `codePoint`, or nil when it has none.
    public static func glyph(for codePoint: UInt32) -> UInt32? {
        GlyphOutlineCache.shared.glyphIndex(path: path, faceIndex: 0, codePoint: codePoint)
    }

    /// The outline of `glyph` at `size` points (an em of `size`), origin on the baseline,
    /// y growing downwards. Material Icons draw in the em square above the baseline.
    public static func outline(of glyph: UInt32, size: Double) -> [GlyphPathElement] {
        glyphOutline(fontPath: path, faceIndex: 0, size: size, glyph: glyph)
    }
}
