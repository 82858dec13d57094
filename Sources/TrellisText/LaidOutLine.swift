/// One shown line of a ``TextLayout``.
public struct LaidOutLine: Hashable, Sendable {
    /// The characters shown, including an inserted "…" when the line is truncated.
    public var text: String
    /// The UTF-16 offsets, in the paragraph's text, of the first and past-the-last character this
    /// line shows (ignoring an ellipsis and what it replaces).
    public var sourceRange: Range<Int>
    /// The top of the line.
    public var top: Double
    /// The baseline (top + ascent).
    public var baseline: Double
    /// The x of the line's left edge (alignment applied).
    public var x: Double
    /// The width of the line's content, trailing whitespace excluded.
    public var width: Double
    /// Ascent and descent of the line (the largest of its fonts).
    public var ascent: Double
    public var descent: Double
    /// The glyphs, in runs of one font each, left to right.
    public var glyphRuns: [GlyphRun]

    public init(
        text: String, sourceRange: Range<Int>, top: Double, baseline: Double, x: Double, width: Double,
        ascent: Double, descent: Double, glyphRuns: [GlyphRun]
    ) {
        self.text = text
        self.sourceRange = sourceRange
        self.top = top
        self.baseline = baseline
        self.x = x
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.glyphRuns = glyphRuns
    }
}

/// A font face at a size, as a renderer needs it.
public struct ResolvedFont: Hashable, Sendable {
    /// The font file.
    public var path: String
    /// The face within the file (collections hold several).
    public var faceIndex: Int
    /// The point size (after any ``TextLayout/fontScale``).
    public var size: Double

    public init(path: String, faceIndex: Int, size: Double) {
        self.path = path
        self.faceIndex = faceIndex
        self.size = size
    }
}

/// Glyphs of one font, positioned.
public struct GlyphRun: Hashable, Sendable {
    public var font: ResolvedFont
    /// Glyph ids in the font.
    public var glyphs: [UInt32]
    /// Each glyph's origin on the baseline: x from the layout's left edge, y from its top.
    public var positions: [GlyphPosition]
    /// Whether the glyphs were shaped right to left (they are still listed left to right).
    public var isRightToLeft: Bool

    public init(font: ResolvedFont, glyphs: [UInt32], positions: [GlyphPosition], isRightToLeft: Bool) {
        self.font = font
        self.glyphs = glyphs
        self.positions = positions
        self.isRightToLeft = isRightToLeft
    }
}

/// A glyph's origin.
public struct GlyphPosition: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
