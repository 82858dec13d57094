/// Glyphs of one font, positioned.
public struct GlyphRun: Hashable, Sendable {
    public var font: FontInstance
    /// Glyph ids in the font.
    public var glyphs: [UInt32]
    /// Each glyph's origin on the baseline: x from the layout's left edge, y from its top.
    public var positions: [GlyphPosition]
    /// Whether the glyphs were shaped right to left (they are still listed left to right).
    public var isRightToLeft: Bool
    /// The index of the paragraph's run the glyphs come from (a glyph run never spans two), so
    /// each can be drawn in its run's colour.
    public var sourceRun: Int
    /// Where the run starts and ends along the line (its pen positions before the first glyph
    /// and after the last), for lines drawn under or through it.
    public var start: Double = 0
    public var end: Double = 0
    /// Where its font puts lines under and through it, at its size.
    public var decorations: DecorationMetrics?

    public init(font: FontInstance, glyphs: [UInt32], positions: [GlyphPosition], isRightToLeft: Bool, sourceRun: Int = 0) {
        self.font = font
        self.glyphs = glyphs
        self.positions = positions
        self.isRightToLeft = isRightToLeft
        self.sourceRun = sourceRun
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
