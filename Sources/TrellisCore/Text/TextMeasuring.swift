/// Text reduced to what measuring needs: its runs with resolved fonts, and the paragraph
/// settings from the environment.
public struct ResolvedText: Hashable, Sendable {
    /// A run of characters with one font.
    public struct Run: Hashable, Sendable {
        public var string: String
        public var font: ResolvedFont
        public var kerning: CGFloat
        public var tracking: CGFloat
        /// A line under the run (drawn; measuring ignores it).
        public var underline: TextDecoration?
        /// A line through the run (drawn; measuring ignores it).
        public var strikethrough: TextDecoration?

        public init(
            string: String, font: ResolvedFont, kerning: CGFloat = 0, tracking: CGFloat = 0,
            underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil
        ) {
            self.string = string
            self.font = font
            self.kerning = kerning
            self.tracking = tracking
            self.underline = underline
            self.strikethrough = strikethrough
        }
    }

    public var runs: [Run]
    /// The most lines to show (`nil`: no limit).
    public var lineLimit: Int?
    public var truncationMode: Text.TruncationMode
    public var alignment: TextAlignment
    /// Extra distance between lines.
    public var lineSpacing: CGFloat
    /// How far the font may shrink to fit (1: not at all).
    public var minimumScaleFactor: CGFloat
    /// Points per pixel: measured sizes round up to this grid.
    public var displayScale: CGFloat
    /// The layout direction: which edge `leading` alignment means, and the direction of a
    /// paragraph without a strongly directional character.
    public var layoutDirection: LayoutDirection

    public init(
        runs: [Run], lineLimit: Int? = nil, truncationMode: Text.TruncationMode = .tail, alignment: TextAlignment = .leading,
        lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1, displayScale: CGFloat = 3,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// The characters of all runs.
    public var string: String { runs.map(\.string).joined() }
}

/// The measured size of a text for one proposal, with its baselines.
public struct TextMeasurement: Hashable, Sendable {
    public var size: CGSize
    /// The first line's baseline, from the top.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the top.
    public var lastBaseline: CGFloat

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// The narrow interface through which layout measures text. The text engine implements it;
/// layout code never shapes text itself.
public protocol TextMeasuring: Sendable {
    /// The size `text` takes for `proposal` (wrapping, truncation and rounding to the pixel grid
    /// included), and its baselines.
    func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement

    /// Problems with `text` a person should hear of (an unknown font name), once per text.
    func diagnostics(for text: ResolvedText) -> [String]

    /// The metrics of the largest font in `text`, from which it asks for its spacing in stacks.
    func spacingMetrics(for text: ResolvedText) -> TextSpacingMetrics

    /// The typographic bounds of each line `text` shows for `proposal` (its content's width,
    /// from the top of its ascent to the bottom of its descent), relative to the text's origin:
    /// what a redacted text is drawn as.
    func lineBounds(_ text: ResolvedText, proposal: ProposedViewSize) -> [CGRect]
}

extension TextMeasuring {
    public func diagnostics(for text: ResolvedText) -> [String] { [] }

    /// One line the size of the whole measurement.
    public func lineBounds(_ text: ResolvedText, proposal: ProposedViewSize) -> [CGRect] {
        let size = measure(text, proposal: proposal).size
        return size.width > 0 && size.height > 0 ? [CGRect(origin: .zero, size: size)] : []
    }

    /// The system font's metrics at the size of the largest run.
    public func spacingMetrics(for text: ResolvedText) -> TextSpacingMetrics {
        let size = text.runs.map(\.font.size).max() ?? 17
        return .systemFont(size: size, displayScale: text.displayScale)
    }
}
