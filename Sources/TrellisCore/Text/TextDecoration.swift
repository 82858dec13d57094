/// Lines under and through text: `Text.underline(_:pattern:color:)`,
/// `Text.strikethrough(_:pattern:color:)` and the view modifiers of the same names (iOS 16),
/// which decorate every text in the view that sets no line of its own. The line's position and
/// thickness are the font's own (its `post` table's underline, its OS/2 table's strikeout).

/// A line under or through a run of text, as drawing needs it.
public struct TextDecoration: Hashable, Sendable {
    /// The line's pattern.
    public var pattern: Text.LineStyle.Pattern
    /// The line's colour; nil: the run's colour.
    public var color: Color.Resolved?

    public init(pattern: Text.LineStyle.Pattern, color: Color.Resolved?) {
        self.pattern = pattern
        self.color = color
    }

    init(_ style: Text.LineStyle, in environment: EnvironmentValues) {
        pattern = style.pattern
        color = style.color?.resolve(in: environment)
    }
}

extension Text.LineStyle.Pattern {
    /// The dashes of a line of this pattern `thickness` thick: lengths on and off, starting on;
    /// empty for a solid line. Dots are as long as the line is thick, dashes three times.
    public func dashes(thickness: CGFloat) -> [CGFloat] {
        let dot = thickness, dash = 3 * thickness, gap = 2 * thickness
        switch self {
        case .dot: return [dot, gap]
        case .dash: return [dash, gap]
        case .dashDot: return [dash, gap, dot, gap]
        case .dashDotDot: return [dash, gap, dot, gap, dot, gap]
        default: return []
        }
    }
}

extension Text {
    /// This text underlined (or not, when `isActive` is false), in `color` (nil: the text's).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// This text underlined with a line of `pattern`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        guard isActive else { return self }
        return withEachRun { if $0.underline == nil { $0.underline = LineStyle(pattern: pattern, color: color) } }
    }

    /// This text struck through (or not, when `isActive` is false), in `color` (nil: the text's).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// This text struck through with a line of `pattern`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        guard isActive else { return self }
        return withEachRun { if $0.strikethrough == nil { $0.strikethrough = LineStyle(pattern: pattern, color: color) } }
    }

    /// This text in `design` where its font sets none (`.rounded`, `.serif`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> Text {
        withEachRun { if $0.design == nil { $0.design = design } }
    }

    /// This text in the monospaced design where its font sets none.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// This text at `width` (accepted; drawn at the standard width, as `Font.width(_:)`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension EnvironmentValues {
    /// The line `View.underline` puts under the text in a view.
    var _underline: Text.LineStyle? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    /// The line `View.strikethrough` puts through the text in a view.
    var _strikethrough: Text.LineStyle? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }
}

private struct UnderlineKey: EnvironmentKey {
    static let defaultValue: Text.LineStyle? = nil
}

private struct StrikethroughKey: EnvironmentKey {
    static let defaultValue: Text.LineStyle? = nil
}

extension View {
    /// Underlines the text in this view that sets no line of its own.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentWriter { if isActive { $0._underline = Text.LineStyle(pattern: pattern, color: color) } })
    }

    /// Strikes through the text in this view that sets no line of its own.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        modifier(_EnvironmentWriter { if isActive { $0._strikethrough = Text.LineStyle(pattern: pattern, color: color) } })
    }
}
