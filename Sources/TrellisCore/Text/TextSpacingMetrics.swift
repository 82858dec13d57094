/// The font metrics from which a `Text` asks for its spacing in a stack (see ``ViewSpacing``):
/// those of the largest font in the text, and the pixel its distances round up to.
public struct TextSpacingMetrics: Hashable, Sendable {
    /// Above the baseline, in points.
    public var ascender: CGFloat
    /// Below the baseline, in points (positive).
    public var descender: CGFloat
    /// The font's extra line gap, in points.
    public var leading: CGFloat
    /// The height of capital letters, in points.
    public var capHeight: CGFloat
    /// One pixel, in points (1 / display scale).
    public var pixelLength: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, pixelLength: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.pixelLength = pixelLength
    }

    /// The system font (SF Pro: hhea ascender 1950, descender −494, line gap 0, cap height 1443,
    /// in 2048 units per em) at `size` points.
    public static func systemFont(size: CGFloat, displayScale: CGFloat) -> TextSpacingMetrics {
        TextSpacingMetrics(
            ascender: size * 1950 / 2048, descender: size * 494 / 2048, leading: 0, capHeight: size * 1443 / 2048,
            pixelLength: 1 / (displayScale > 0 ? displayScale : 1))
    }

    /// Ascender, descender and leading: what orders the metrics of two fonts.
    var lineHeight: CGFloat { ascender + descender + leading }

    private func roundedUpToPixel(_ value: CGFloat) -> CGFloat {
        guard pixelLength > 0 else { return value }
        return (value / pixelLength).rounded(.up) * pixelLength
    }

    /// A tenth of the font's height, rounded up to the pixel.
    private var naturalGap: CGFloat { roundedUpToPixel((ascender + descender) * 0.1) }

    /// From an ordinary view above to the top of the text: a line and a gap down to the
    /// baseline, less the ascender.
    var distanceAbove: CGFloat { (ascender + descender + naturalGap) - ascender }

    /// From the bottom of the text to an ordinary view below: a line and a gap from the cap
    /// height, or at least a gap below the descender.
    var distanceBelow: CGFloat {
        max((ascender + descender + naturalGap) - capHeight, naturalGap + descender)
    }

    /// From this text to `lower`, the text under it: the lower font's leading, rounded up to
    /// the pixel.
    func distance(toTextBelow lower: TextSpacingMetrics) -> CGFloat {
        roundedUpToPixel(lower.leading)
    }
}
