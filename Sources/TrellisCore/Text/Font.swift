/// A font: a text style that scales with the user's settings, a system font of a given size,
/// or a custom font by name.
public struct Font: Hashable, Sendable {
    /// The text styles, with iOS's point sizes at the default content size.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The style's point size (iOS, large content size).
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The distance from one line's top to the next line's (Apple's published leading).
        public var leading: CGFloat {
            switch self {
            case .largeTitle: 41
            case .title: 34
            case .title2: 28
            case .title3: 25
            case .headline: 22
            case .body: 22
            case .callout: 21
            case .subheadline: 20
            case .footnote: 18
            case .caption: 16
            case .caption2: 13
            }
        }

        /// The style's default weight (headline is semibold).
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable, Comparable {
        /// The weight on the 100…900 scale of font files.
        public let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A font width (drawn at the standard width: the bundled font has no other widths).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// A font registered under `name`, scaled like the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font registered under `name`, scaled like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font registered under `name` at a size that never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font at `width` (accepted; drawn at the standard width).
    public func width(_ width: Width) -> Font { self }

    /// This font with digits of one width (accepted; layout uses the font's own digits).
    public func monospacedDigit() -> Font { self }

    /// This font in its monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// This font in italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// What a measurer needs of the font at the default Dynamic Type size.
    public var resolved: ResolvedFont { resolved(at: .large) }

    /// What a measurer needs of the font: its name, size, weight, style and line advance, with
    /// text styles (and custom fonts relative to one) at Dynamic Type size `dynamicTypeSize`.
    public func resolved(at dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        switch base {
        case .textStyle(let style):
            return ResolvedFont(
                name: nil, size: style.pointSize(at: dynamicTypeSize), weight: weight ?? style.weight,
                design: design ?? .default, isItalic: isItalic, lineAdvance: style.leading(at: dynamicTypeSize))
        case .system(let size):
            return ResolvedFont(
                name: nil, size: size, weight: weight ?? .regular, design: design ?? .default, isItalic: isItalic,
                lineAdvance: nil)
        case .custom(let name, let size, let relativeTo):
            let scaled = relativeTo.map { size * dynamicTypeSize.scale(relativeTo: $0) } ?? size
            return ResolvedFont(
                name: name, size: scaled, weight: weight ?? .regular, design: design ?? .default, isItalic: isItalic,
                lineAdvance: nil)
        }
    }
}

/// A font reduced to what measuring text needs.
public struct ResolvedFont: Hashable, Sendable {
    /// The registered name of a custom font, or `nil` for the system font.
    public var name: String?
    /// The point size.
    public var size: CGFloat
    public var weight: Font.Weight
    public var design: Font.Design
    public var isItalic: Bool
    /// The distance between the tops of consecutive lines, or `nil` for the font's natural line
    /// height. Text styles carry Apple's published leading (body: 22).
    public var lineAdvance: CGFloat?

    public init(name: String?, size: CGFloat, weight: Font.Weight, design: Font.Design, isItalic: Bool, lineAdvance: CGFloat?) {
        self.name = name
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.lineAdvance = lineAdvance
    }
}
