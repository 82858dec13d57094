/// Where a face puts lines under and through its text, per point of size: the `post` table's
/// underline (FreeType's `underline_position`, the line's centre) and the OS/2 table's strikeout.
public struct DecorationMetrics: Hashable, Sendable {
    /// How far below the baseline the underline's centre is.
    public var underlineOffset: Double
    public var underlineThickness: Double
    /// How far above the baseline the strikethrough's bottom is (OS/2 `yStrikeoutPosition`).
    public var strikethroughOffset: Double
    public var strikethroughThickness: Double

    public init(underlineOffset: Double, underlineThickness: Double, strikethroughOffset: Double, strikethroughThickness: Double) {
        self.underlineOffset = underlineOffset
        self.underlineThickness = underlineThickness
        self.strikethroughOffset = strikethroughOffset
        self.strikethroughThickness = strikethroughThickness
    }

    /// These metrics at `size` points.
    func scaled(by size: Double) -> DecorationMetrics {
        DecorationMetrics(
            underlineOffset: underlineOffset * size, underlineThickness: underlineThickness * size,
            strikethroughOffset: strikethroughOffset * size, strikethroughThickness: strikethroughThickness * size)
    }
}
