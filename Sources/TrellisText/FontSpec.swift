/// A font request: which family (or file), at what size, weight and slant.
///
/// The system font is Apple's SF Pro on Apple platforms; this engine draws it with the bundled
/// Inter faces but measures lines with SF Pro's vertical metrics and size-dependent tracking, so
/// layouts come out close to SwiftUI's. Custom fonts use their own metrics and no implicit tracking.
public struct FontSpec: Hashable, Sendable {
    /// Where the font's faces come from.
    public enum Family: Hashable, Sendable {
        /// The system font (SF Pro stand-in: the bundled Inter).
        case system
        /// A font found by family, full or PostScript name: first among fonts registered with
        /// ``TextEngine/registerFont(atPath:)`` (the bundled "Inter" is always registered), then
        /// among fonts installed on the machine (fontconfig). Unknown names fall back to the
        /// system font and the layout reports a diagnostic.
        case named(String)
        /// A font file (TrueType, OpenType or collection) loaded by path.
        case file(path: String, faceIndex: Int = 0)
    }

    public var family: Family
    /// The point size.
    public var size: Double
    public var weight: FontWeight
    public var isItalic: Bool

    public init(family: Family = .system, size: Double = 17, weight: FontWeight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The system font at `size` points.
    public static func system(size: Double, weight: FontWeight = .regular, isItalic: Bool = false) -> FontSpec {
        FontSpec(family: .system, size: size, weight: weight, isItalic: isItalic)
    }

    /// The system font of an iOS text style at its default (Large) Dynamic Type size.
    public static func system(_ style: TextStyle, weight: FontWeight? = nil, isItalic: Bool = false) -> FontSpec {
        FontSpec(family: .system, size: style.size, weight: weight ?? style.weight, isItalic: isItalic)
    }

    /// A font by name, like SwiftUI's `Font.custom(_:size:)`.
    public static func custom(_ name: String, size: Double) -> FontSpec {
        FontSpec(family: .named(name), size: size)
    }

    /// A font file loaded by path.
    public static func file(_ path: String, faceIndex: Int = 0, size: Double) -> FontSpec {
        FontSpec(family: .file(path: path, faceIndex: faceIndex), size: size)
    }

    /// SwiftUI's default font: the system font at the body size, 17 pt.
    public static let body = FontSpec.system(.body)

    /// This font with another weight.
    public func weight(_ weight: FontWeight) -> FontSpec {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font, bold.
    public func bold() -> FontSpec { weight(.bold) }

    /// This font, italic.
    public func italic() -> FontSpec {
        var copy = self
        copy.isItalic = true
        return copy
    }
}
