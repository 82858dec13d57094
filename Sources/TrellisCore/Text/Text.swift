/// A view that displays one or more lines of read-only text.
///
/// Its size comes from a ``TextMeasuring`` service: unconstrained it is one line (its ideal
/// size); offered a width it wraps; offered a height it shows the lines that fit.
public struct Text: _PrimitiveView, Equatable, Sendable {
    /// A run of characters with one set of attributes.
    struct Run: Equatable, Sendable {
        /// The characters where no string table has the key (and always for verbatim text).
        var string: String
        /// The key the characters are looked up by for the environment's locale; nil for
        /// verbatim text.
        var localization: TextLocalization?
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var kerning: CGFloat = 0
        var tracking: CGFloat = 0
        var baselineOffset: CGFloat = 0
        var color: Color?
        var style: AnyShapeStyle?
        var design: Font.Design?
        var underline: Text.LineStyle?
        var strikethrough: Text.LineStyle?

        /// Whether a colour or style was set on this run.
        var hasColor: Bool { color != nil || style != nil }

        static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.string == rhs.string && lhs.localization == rhs.localization && lhs.font == rhs.font && lhs.weight == rhs.weight
                && lhs.isItalic == rhs.isItalic && lhs.kerning == rhs.kerning && lhs.tracking == rhs.tracking && lhs.baselineOffset == rhs.baselineOffset
                && lhs.color == rhs.color && lhs.style?.description == rhs.style?.description && lhs.design == rhs.design
                && lhs.underline == rhs.underline && lhs.strikethrough == rhs.strikethrough
        }
    }

    /// How text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// The characters' case, for `textCase`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    var runs: [Run]

    /// Text shown exactly as given, without localisation.
    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    /// Text from a string, shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    /// Text from a localisable key (a string literal, possibly with interpolations), looked up
    /// in the string table `tableName` (`Localizable` if nil) for the environment's locale.
    /// Tables are the app's, whatever `bundle` is (see ``StringTables``).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.defaultText, localization: TextLocalization(key: key, tableName: tableName))]
    }

    /// The characters of all runs where no string table has their keys.
    var plainText: String { runs.map(\.string).joined() }

    /// Whether the text has no characters (controls that keep a line's height check it).
    public var _isEmpty: Bool { runs.allSatisfy(\.string.isEmpty) }
    /// ``plainText``, for the controls' module (a field's name, for a `ViewHost` to find it by).
    public var _plainString: String { plainText }

    /// Applies `change` to every run. Attribute modifiers change only the runs that have no
    /// value of their own, so in `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)`
    /// "a" stays red, as in SwiftUI: the innermost modifier wins.
    func withEachRun(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { withEachRun { if $0.font == nil { $0.font = font } } }
    /// This text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { withEachRun { if $0.weight == nil { $0.weight = weight } } }
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italic.
    public func italic() -> Text { withEachRun { $0.isItalic = true } }
    /// This text in italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text with extra space after each character, between ligated glyphs too.
    public func kerning(_ kerning: CGFloat) -> Text { withEachRun { $0.kerning = kerning } }
    /// This text with extra space after each character cluster.
    public func tracking(_ tracking: CGFloat) -> Text { withEachRun { $0.tracking = tracking } }
    /// This text raised by `offset`.
    public func baselineOffset(_ offset: CGFloat) -> Text { withEachRun { $0.baselineOffset = offset } }
    /// This text with digits of one width (accepted; measured with the font's own digits).
    public func monospacedDigit() -> Text { self }
    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { withEachRun { if !$0.hasColor { $0.color = color } } }
    /// This text in `style` (drawn in the style's colour where the text is placed).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { withEachRun { if !$0.hasColor { $0.style = AnyShapeStyle(style) } } }

    /// Two texts joined into one.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs += rhs.runs
        return result
    }

    public func _resolve(into resolver: _ViewResolver) {
        let resolved = resolvedText(in: resolver.environment)
        for message in resolver.session.textMeasurer.diagnostics(for: resolved) {
            resolver.session.report(LayoutDiagnostic(message))
        }
        let environment = resolver.environment
        let reservedLines = environment._reservedLines
        resolver.emit(
            TextNode(
                text: self, resolved: resolved, measurer: resolver.session.textMeasurer, environment: resolver.sharedEnvironment,
                reservedLines: reservedLines))
    }

    /// The colour of the first run, and each run's colour when they differ: a run's own colour
    /// or style, else `fallback` (the environment's foreground style by default).
    func drawnColors(in environment: EnvironmentValues, fallback: Color.Resolved? = nil) -> (Color.Resolved, [Color.Resolved]?) {
        let fallback = fallback ?? ForegroundStyle()._resolveColor(in: environment)
        let colors = runs.map { run in run.color?._resolveColor(in: environment) ?? run.style?._resolveColor(in: environment) ?? fallback }
        let color = colors.first ?? fallback
        return (color, colors.allSatisfy { $0 == color } ? nil : colors)
    }

    /// The text as measuring sees it: each run's font resolved against `environment`, with the
    /// environment's paragraph settings.
    func resolvedText(in environment: EnvironmentValues) -> ResolvedText {
        let locale = environment.locale
        return ResolvedText(
            runs: runs.map { run in
                var font = (run.font ?? environment.font ?? .body).resolved(at: environment.dynamicTypeSize)
                if let weight = run.weight ?? environment._fontWeight { font.weight = weight }
                if run.isItalic || environment._isItalic { font.isItalic = true }
                if let design = run.design ?? environment._fontDesign, font.design == .default { font.design = design }
                let localized = run.localizedString(locale: locale)
                let string: String
                switch environment.textCase {
                case .uppercase?: string = localized.uppercased()
                case .lowercase?: string = localized.lowercased()
                case nil: string = localized
                }
                // A text's own spacing wins over the one its view sets (`View.kerning`, `View.tracking`).
                return ResolvedText.Run(
                    string: string, font: font, kerning: run.kerning != 0 ? run.kerning : environment._kerning,
                    tracking: run.tracking != 0 ? run.tracking : environment._tracking,
                    underline: (run.underline ?? environment._underline).map { TextDecoration($0, in: environment) },
                    strikethrough: (run.strikethrough ?? environment._strikethrough).map { TextDecoration($0, in: environment) })
            },
            lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
            alignment: environment.multilineTextAlignment, lineSpacing: environment.lineSpacing,
            minimumScaleFactor: environment.minimumScaleFactor, displayScale: environment.displayScale,
            layoutDirection: environment.layoutDirection)
    }
}

/// How the lines of multi-line text align.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
