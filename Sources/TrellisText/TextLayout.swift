/// The answer to a layout request: the size a SwiftUI `Text` would choose, where its baselines
/// are, and the positioned glyphs of every shown line for drawing.
///
/// Coordinates are in points with the origin at the top-left corner and y growing downwards.
public struct TextLayout: Hashable, Sendable {
    /// The size, rounded up to the pixel grid of the display scale; its width never exceeds a
    /// finite proposed width.
    public var size: TextSize
    /// The first line's baseline, from the top.
    public var firstBaseline: Double
    /// The last shown line's baseline, from the top.
    public var lastBaseline: Double
    /// The shown lines, top to bottom.
    public var lines: [LaidOutLine]
    /// Whether text was left out (a line limit, a height limit) and an ellipsis inserted.
    public var isTruncated: Bool
    /// The factor the fonts were scaled by to fit (1 unless ``Paragraph/minimumScaleFactor`` < 1).
    public var fontScale: Double
    /// Human-readable notes: unknown font names, characters no font could draw.
    public var diagnostics: [String]

    public init(
        size: TextSize, firstBaseline: Double, lastBaseline: Double, lines: [LaidOutLine],
        isTruncated: Bool, fontScale: Double, diagnostics: [String]
    ) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.isTruncated = isTruncated
        self.fontScale = fontScale
        self.diagnostics = diagnostics
    }
}
