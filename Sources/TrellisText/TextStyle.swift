/// The iOS text styles at the default (Large) Dynamic Type size: point size, weight and leading
/// (the distance from one line to the next, which callers pass as ``Paragraph/lineAdvance``).
///
/// Source: Apple Human Interface Guidelines, "Typography → Specifications → iOS, iPadOS Dynamic
/// Type sizes", Large column.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The point size.
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The distance from one line's top to the next line's top.
    public var leading: Double {
        switch self {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }

    /// The style's default weight (headline is semibold, every other style regular).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
