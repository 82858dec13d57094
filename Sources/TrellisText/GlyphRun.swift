/// Glyphs of one font, positioned.
public struct GlyphRun: Hashable, Sendable {
    public var font: FontInstance
    /// Glyph ids in the font.
    public var glyphs: [UInt32]
    /// Each glyph's origin on the baseline: x from the layout's left edge, y from its top.
    public var positions: [GlyphPosition]
    /// Whether the glyphs were shaped right to left (they are still listed left to right).
    public var isRightToLeft: Bool

    public init(font: FontInstance, glyphs: [UInt32], positions: [GlyphPosition], isRightToLeft: Bool) {
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
