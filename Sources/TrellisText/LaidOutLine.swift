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
