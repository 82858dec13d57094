/// Ascent, descent and line gap of a font, per point of size.
struct VerticalMetrics: Hashable, Sendable {
    var ascent: Double
    var descent: Double
    var lineGap: Double

    /// Apple's SF Pro: hhea ascender 1950, descender −494, line gap 0, in 2048 units per em.
    /// The bundled Inter stands in for SF Pro's glyphs, but lines keep SF Pro's height so that
    /// `Text` sizes match SwiftUI's: one 17 pt line is 2444/2048 × 17 = 20.287109375 pt tall.
    static let systemFont = VerticalMetrics(ascent: 1950 / 2048, descent: 494 / 2048, lineGap: 0)
}
