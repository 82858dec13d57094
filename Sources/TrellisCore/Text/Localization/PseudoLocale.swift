/// Android's pseudo-locales, which show untranslated strings changed so that a picture reveals
/// text that does not fit or does not mirror, and strings left out of the tables:
///
/// - `en-XA` (accented): each ASCII letter becomes an accented look-alike ("Hello" →
///   "Ĥêĺĺô"), the text grows by about 40% with words appended, and it is bracketed: "[Ĥêĺĺô one]".
/// - `ar-XB` (bidirectional): the text is shown mirrored, its characters forced right to left
///   by U+202E RIGHT-TO-LEFT OVERRIDE … U+202C POP DIRECTIONAL FORMATTING; the layout runs
///   right to left. (Android wraps each word, with right-to-left marks around it; one pair of
///   controls per stretch of text looks the same and adds the fewest invisible characters,
///   which the text engine still spaces by the system font's tracking.)
///
/// Only the string's own characters change: format specifiers are filled as usual and the
/// values they stand for (interpolated names, numbers) are left as they are.
enum PseudoLocale: Equatable, Sendable {
    case accented
    case bidirectional

    /// The pseudo-locale `identifier` names (`en-XA`, `en_XA`, `ar-XB`…), or nil.
    init?(identifier: String) {
        switch StringLookup.normalizedLanguage(identifier) {
        case "en-xa": self = .accented
        case "ar-xb": self = .bidirectional
        default: return nil
        }
    }

    /// The string of `pieces` changed: the literal pieces transformed, values kept.
    func transform(_ pieces: [StringFormatter.Piece]) -> String {
        switch self {
        case .accented:
            var body = ""
            var literalCount = 0
            for piece in pieces {
                switch piece {
                case .literal(let text):
                    literalCount += text.count
                    body += String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
                case .value(let text):
                    body += text
                }
            }
            guard !body.isEmpty else { return body }
            return "[" + body + Self.padding(for: literalCount) + "]"
        case .bidirectional:
            return pieces.map { piece in
                switch piece {
                case .literal(let text): text.isEmpty ? text : "\u{202E}" + text + "\u{202C}"
                case .value(let text): text
                }
            }.joined()
        }
    }

    /// Words appended to an accented string of `count` characters to make it about 40% longer:
    /// " one two…", whole words, at least ⌈0.4 × count⌉ characters with their spaces.
    static func padding(for count: Int) -> String {
        let needed = (count * 2 + 4) / 5
        var padding = ""
        var index = 0
        while padding.count < needed {
            padding += " " + paddingWords[index % paddingWords.count]
            index += 1
        }
        return padding
    }

    private static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// The accented look-alike of each ASCII letter (all in Latin-1 and Latin Extended-A/B and
    /// Additional, which the text fonts cover).
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let accented = "ÂƁĈĎÊƑĜĤÎĴĶĹṀŃÔṖɊŘŜŤÛṼŴẌŶẐâƀĉďêƒĝĥîĵķĺṁńôṗɋřŝťûṽŵẍŷẑ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}
