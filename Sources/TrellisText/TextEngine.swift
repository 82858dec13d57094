/// Measures and lays out text the way SwiftUI's `Text` does, with HarfBuzz shaping, ICU line
/// breaking and the bundled Inter font standing in for SF Pro.
///
/// Safe to use from any thread. Results are cached: the same paragraph and proposal are answered
/// without work, and shaped words are reused across proposals and paragraphs.
///
/// ```swift
/// let layout = TextEngine.shared.layout(
///     Paragraph("Hello world", font: .body, lineAdvance: TextStyle.body.leading),
///     width: nil, height: nil, displayScale: 3)
/// layout.size  // the size SwiftUI's Text("Hello world") would choose
/// ```
public final class TextEngine: Sendable {
    /// The engine everyone shares (its caches too).
    public static let shared = TextEngine()

    private let library: FontLibrary
    private let shapingCache = BoundedCache<Shaper.Key, ShapedSegment>(capacity: 50_000)
    private let analysisCache = BoundedCache<AnalysisKey, AnalyzedText>(capacity: 512)
    private let layoutCache = BoundedCache<LayoutKey, TextLayout>(capacity: 4_096)

    private struct AnalysisKey: Hashable, Sendable {
        var runs: [TextRun]
        var rightToLeftByDefault: Bool
    }

    private struct LayoutKey: Hashable, Sendable {
        var paragraph: Paragraph
        var width: Double?
        var height: Double?
        var displayScale: Double
    }

    /// A new engine with its own caches and font registrations.
    public init() {
        library = FontLibrary()
    }

    /// Lays out `paragraph` for a proposed size, like `Text.sizeThatFits(_:)`.
    ///
    /// - Parameters:
    ///   - width: the proposed width; nil or infinity: no wrapping (the ideal size).
    ///   - height: the proposed height; nil or infinity: as many lines as the text needs. A finite
    ///     height shows only the lines that fit (at least one) and truncates the last.
    ///   - displayScale: pixels per point; the size is rounded up to this pixel grid.
    /// - Returns: the chosen size and the shown lines. A proposal of exactly 0 × 0 answers 0 × 0.
    public func layout(_ paragraph: Paragraph, width: Double?, height: Double?, displayScale: Double = 3) -> TextLayout {
        let width = Self.normalized(width)
        let height = Self.normalized(height)
        if width == 0 && height == 0 {
            return TextLayout(
                size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], isTruncated: false, fontScale: 1,
                diagnostics: [])
        }
        let key = LayoutKey(paragraph: paragraph, width: width, height: height, displayScale: displayScale)
        if let cached = layoutCache[key] { return cached }

        let analysis = analyze(paragraph.runs, rightToLeftByDefault: paragraph.layoutDirection == .rightToLeft)
        let computation = LayoutComputation(
            analysis: analysis, paragraph: paragraph, maxWidth: width, maxHeight: height,
            displayScale: displayScale > 0 && displayScale.isFinite ? displayScale : 1)
        var result = computation.run(scale: 1)
        let minimumScale = min(1, max(0.01, paragraph.minimumScaleFactor.isFinite ? paragraph.minimumScaleFactor : 1))
        if !result.fits && minimumScale < 1 {
            result = shrinkToFit(computation, minimumScale: minimumScale)
        }
        layoutCache.insert(result.layout, for: key)
        return result.layout
    }

    /// The size alone; see ``layout(_:width:height:displayScale:)``.
    public func size(of paragraph: Paragraph, width: Double?, height: Double?, displayScale: Double = 3) -> TextSize {
        layout(paragraph, width: width, height: height, displayScale: displayScale).size
    }

    /// Makes the faces of a font file available to ``FontSpec/custom(_:size:)`` by their family,
    /// "family style" and PostScript names.
    ///
    /// - Returns: the names registered.
    @discardableResult
    public func registerFont(atPath path: String) throws -> [String] {
        let names = try library.register(path: path)
        analysisCache.removeAll()
        layoutCache.removeAll()
        return names
    }

    /// Forgets every cached shaping and layout result (fonts stay loaded).
    public func removeCachedResults() {
        shapingCache.removeAll()
        analysisCache.removeAll()
        layoutCache.removeAll()
    }

    /// How many shaped segments (words) are cached; for tests.
    var cachedShapingCount: Int { shapingCache.count }

    /// The directory holding the bundled Inter font files and their license.
    public static var bundledFontDirectory: String { FontLibrary.bundledFontDirectory.path }

    // MARK: - Internals

    private func analyze(_ runs: [TextRun], rightToLeftByDefault: Bool) -> AnalyzedText {
        let key = AnalysisKey(runs: runs, rightToLeftByDefault: rightToLeftByDefault)
        if let cached = analysisCache[key] { return cached }
        let analysis = TextAnalyzer(library: library, shapingCache: shapingCache)
            .analyze(runs, rightToLeftByDefault: rightToLeftByDefault)
        analysisCache.insert(analysis, for: key)
        return analysis
    }

    /// The largest font scale in [minimumScale, 1] at which the text fits (bisection), or the
    /// minimum scale's layout if it never does.
    private func shrinkToFit(_ computation: LayoutComputation, minimumScale: Double) -> (layout: TextLayout, fits: Bool) {
        let smallest = computation.run(scale: minimumScale)
        guard smallest.fits else { return smallest }
        var best = smallest
        var low = minimumScale
        var high = 1.0
        for _ in 0..<14 {
            let middle = (low + high) / 2
            let attempt = computation.run(scale: middle)
            if attempt.fits {
                best = attempt
                low = middle
            } else {
                high = middle
            }
        }
        return best
    }

    private static func normalized(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return max(0, value)
    }
}
