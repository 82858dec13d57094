/// What to lay out: styled runs and the paragraph-wide options of a SwiftUI `Text`.
public struct Paragraph: Hashable, Sendable {
    /// The text, one run per style.
    public var runs: [TextRun]
    /// The most lines to show (`lineLimit(_:)`); the last shown line is truncated. `nil`: no limit.
    public var lineLimit: Int?
    public var truncationMode: TruncationMode
    public var alignment: TextAlignment
    /// Extra space between lines, in points (`lineSpacing(_:)`).
    public var lineSpacing: Double
    /// The distance from one line's top to the next line's top: the text style's leading (body:
    /// 22 at 17 pt, see ``TextStyle/leading``). `nil`: the font's own line height
    /// (ascent + descent + line gap). Scaled together with the font by ``minimumScaleFactor``.
    public var lineAdvance: Double?
    /// How far the fonts may shrink (0 < factor ≤ 1) to fit the proposal before truncating
    /// (`minimumScaleFactor(_:)`). 1: never shrink.
    public var minimumScaleFactor: Double
    /// The layout direction: right to left, `leading` alignment is the right edge, and a
    /// paragraph with no strongly directional character reads right to left.
    public var layoutDirection: TextDirection

    public init(
        runs: [TextRun],
        lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading,
        lineSpacing: Double = 0,
        lineAdvance: Double? = nil,
        minimumScaleFactor: Double = 1,
        layoutDirection: TextDirection = .leftToRight
    ) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineAdvance = lineAdvance
        self.minimumScaleFactor = minimumScaleFactor
        self.layoutDirection = layoutDirection
    }

    /// A single-style paragraph.
    public init(
        _ string: String,
        font: FontSpec = .body,
        lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading,
        lineSpacing: Double = 0,
        lineAdvance: Double? = nil,
        minimumScaleFactor: Double = 1,
        layoutDirection: TextDirection = .leftToRight
    ) {
        self.init(
            runs: [TextRun(string, font: font)], lineLimit: lineLimit, truncationMode: truncationMode,
            alignment: alignment, lineSpacing: lineSpacing, lineAdvance: lineAdvance,
            minimumScaleFactor: minimumScaleFactor, layoutDirection: layoutDirection)
    }

    /// The paragraph's text: every run's string, in order.
    public var string: String { runs.map(\.string).joined() }
}
