/// The style of one ``TextRun``, resolved to a face.
struct RunStyle: Sendable {
    let resolved: ResolvedFace
    /// The run's point size before any scaling to fit.
    let size: Double
    /// Explicit tracking plus kerning, in points per cluster.
    let extraSpacing: Double
    /// Tracking turns optional ligatures off, as in Core Text.
    let ligaturesOff: Bool

    /// Space added after every cluster at `scale` × the size: SF Pro's tracking for the system
    /// font, plus the run's own tracking and kerning.
    func spacing(scale: Double) -> Double {
        (resolved.usesSystemTracking ? SystemFontTracking.tracking(forSize: size * scale) : 0) + extraSpacing
    }
}

/// A shaped piece of a paragraph: one face, one script, one run, never crossing a break
/// opportunity.
struct Segment: Sendable {
    let shaped: ShapedSegment
    /// The face it was shaped with: the run's face or a fallback.
    let face: FontFace
    /// Index into ``AnalyzedText/styles``.
    let style: Int
    /// UTF-16 offset of the segment's first character in the paragraph's text.
    let textStart: Int
    /// Whether a line may break after this segment.
    let breakAfter: Bool
    /// Its bidi embedding level in the paragraph (odd: right to left, and shaped so).
    var level: UInt8 = 0
}

/// The text between two mandatory line breaks, segmented and shaped.
struct HardParagraph: Sendable {
    let segments: [Segment]
    /// The characters, without the line-break characters that end it.
    let textRange: Range<Int>
    /// The style at its start: gives an empty paragraph its height.
    let style: Int
    /// The paragraph's bidi level: 1 when right to left.
    var baseLevel: UInt8 = 0
    /// Whether any character is above level 0, so that lines are reordered for display.
    var needsReordering = false
}

/// A paragraph's text, split at mandatory breaks, itemized and shaped: everything about a
/// ``Paragraph`` that does not depend on the proposed size. Cached per run list.
final class AnalyzedText: Sendable {
    let text: [UInt16]
    let styles: [RunStyle]
    let paragraphs: [HardParagraph]
    /// "…" shaped in each style's face, for truncation.
    let ellipses: [ShapedSegment]
    let diagnostics: [String]

    init(
        text: [UInt16], styles: [RunStyle], paragraphs: [HardParagraph], ellipses: [ShapedSegment],
        diagnostics: [String]
    ) {
        self.text = text
        self.styles = styles
        self.paragraphs = paragraphs
        self.ellipses = ellipses
        self.diagnostics = diagnostics
    }
}
