import Foundation

// `AttributedString(markdown:)`, which Foundation on Linux lacks: Markdown's inline syntax —
// emphasis (`*a*`, `_a_`), strong emphasis (`**a**`, `__a__`), both (`***a***`), code spans,
// strikethrough (`~~a~~`), links (`[a](url)`) and backslash escapes — read into runs with
// Foundation's attributes, as Apple's parser marks them. Block structure (headings, lists) is
// read as text; paragraphs are joined, as Apple's parser joins their characters.

#if !canImport(Darwin)
/// How a run of characters is presented inline: Foundation's `InlinePresentationIntent`.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

extension AttributeScopes.FoundationAttributes {
    /// How a run is presented inline (bold, italic, code…).
    public struct InlinePresentationIntentAttribute: AttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    public var inlinePresentationIntent: InlinePresentationIntentAttribute { InlinePresentationIntentAttribute() }
}

extension AttributedString {
    /// How Markdown is read: Foundation's `AttributedString.MarkdownParsingOptions`.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// What Markdown syntax is interpreted.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        /// What happens to syntax that cannot be read (it is always kept as text here).
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The text of `markdown`, with its inline formatting as attributes.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        var text = markdown
        if options.interpretedSyntax != .inlineOnlyPreservingWhitespace {
            // Blank lines end paragraphs (joined without a separator); other line breaks are spaces.
            text = text.replacingOccurrences(of: "\r\n", with: "\n")
            text = text.components(separatedBy: "\n\n").map { $0.replacingOccurrences(of: "\n", with: " ") }
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined()
        }
        self = MarkdownInlineParser(baseURL: baseURL).parse(Array(text), intent: [], link: nil)
    }
}

/// Reads Markdown's inline syntax into attributed runs.
struct MarkdownInlineParser {
    let baseURL: URL?

    func parse(_ characters: [Character], intent: InlinePresentationIntent, link: URL?) -> AttributedString {
        var result = AttributedString()
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            var run = AttributedString(literal)
            if !intent.isEmpty { run.inlinePresentationIntent = intent }
            if let link { run.link = link }
            result += run
            literal = ""
        }
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "\\", i + 1 < characters.count, characters[i + 1].isASCII, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
                literal.append(characters[i + 1])
                i += 2
                continue
            }
            if c == "`", let end = characters[(i + 1)...].firstIndex(of: "`") {
                flush()
                var code = AttributedString(String(characters[(i + 1)..<end]))
                code.inlinePresentationIntent = intent.union(.code)
                if let link { code.link = link }
                result += code
                i = end + 1
                continue
            }
            if c == "[", link == nil, let (text, url, end) = linkAt(i, in: characters) {
                flush()
                result += parse(text, intent: intent, link: url)
                i = end
                continue
            }
            if c == "*" || c == "_" || c == "~", let (inner, style, end) = emphasisAt(i, in: characters) {
                flush()
                result += parse(inner, intent: intent.union(style), link: link)
                i = end
                continue
            }
            literal.append(c)
            i += 1
        }
        flush()
        return result
    }

    /// `[text](destination)` starting at `start`: its text, URL and the index past it.
    private func linkAt(_ start: Int, in characters: [Character]) -> ([Character], URL, Int)? {
        var depth = 0, close: Int?
        for index in start..<characters.count {
            if characters[index] == "[" { depth += 1 }
            if characters[index] == "]" {
                depth -= 1
                if depth == 0 { close = index; break }
            }
        }
        guard let close, close + 1 < characters.count, characters[close + 1] == "(",
              let end = characters[(close + 2)...].firstIndex(of: ")")
        else { return nil }
        let destination = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: destination, relativeTo: baseURL) else { return nil }
        return (Array(characters[(start + 1)..<close]), url, end + 1)
    }

    /// An emphasis, strong emphasis or strikethrough opened by the delimiter run at `start`:
    /// its inner characters, its intent and the index past its closing run.
    private func emphasisAt(_ start: Int, in characters: [Character]) -> ([Character], InlinePresentationIntent, Int)? {
        let mark = characters[start]
        var length = 0
        while start + length < characters.count, characters[start + length] == mark { length += 1 }
        let innerStart = start + length
        // An opening run is followed by a non-space; `_` is not inside a word.
        guard innerStart < characters.count, !characters[innerStart].isWhitespace else { return nil }
        if mark == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber { return nil }
        if mark == "~", length != 2 { return nil }
        let length3 = min(length, 3)
        var index = innerStart
        while index + length3 <= characters.count {
            if (index..<(index + length3)).allSatisfy({ characters[$0] == mark }), index > innerStart,
               !characters[index - 1].isWhitespace
            {
                let after = index + length3
                let wordAfter = after < characters.count && (characters[after].isLetter || characters[after].isNumber)
                if !(mark == "_" && wordAfter) {
                    let style: InlinePresentationIntent
                    switch (mark, length3) {
                    case ("~", _): style = .strikethrough
                    case (_, 1): style = .emphasized
                    case (_, 2): style = .stronglyEmphasized
                    default: style = [.emphasized, .stronglyEmphasized]
                    }
                    return (Array(characters[innerStart..<index]), style, after)
                }
            }
            index += 1
        }
        return nil
    }
}
#endif
