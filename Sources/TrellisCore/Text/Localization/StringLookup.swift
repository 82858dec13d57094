import Foundation

/// How a localisable string is found and filled for a locale, as iOS finds it: in the table's
/// strings for the locale's identifier (`pt-BR`), then for its shorter forms (`pt`), then in the
/// app's source language; where none has the key, the key itself (or the `defaultValue` of
/// `String(localized:defaultValue:)`) is the string. Then the arguments fill it, a number
/// choosing its plural form by the rules of the language the string was found in; in a
/// pseudo-locale (`en-XA`, `ar-XB`) the source language's string is changed as Android does.
enum StringLookup {
    /// The string of `key` in `tableName` (nil: `Localizable`) for `locale`, filled with
    /// `arguments` if `hasFormatting`; `fallback` where no table has the key.
    static func string(
        key: String, fallback: String, arguments: [FormatValue], hasFormatting: Bool, tableName: String?, locale: Locale
    ) -> String {
        let identifier = locale.identifier
        let pseudoLocale = PseudoLocale(identifier: identifier)
        if pseudoLocale == nil, !hasFormatting, StringTables.isEmpty { return fallback }
        // A pseudo-locale shows the source language's strings, changed.
        let languages = pseudoLocale == nil ? candidateLanguages(identifier) : []
        let found = StringTables.entry(key, tableName: tableName ?? StringTables.defaultTableName, languages: languages)
        var formatter = StringFormatter()
        let format: String
        if let found {
            formatter.language = found.language
            formatter.substitutions = found.entry.substitutions
            format = found.entry.value.string(for: arguments.lazy.compactMap(\.number).first, language: found.language)
        } else {
            format = fallback
        }
        let pieces = hasFormatting ? formatter.pieces(format, arguments) : [.literal(format)]
        if let pseudoLocale { return pseudoLocale.transform(pieces) }
        return pieces.map(\.string).joined()
    }

    /// The languages a locale's strings are looked for in, most specific first: `zh-Hans-CN`,
    /// `zh-Hans`, `zh` (normalised: lowercase, `-` between parts, no `@keywords`).
    static func candidateLanguages(_ localeIdentifier: String) -> [String] {
        var parts = normalizedLanguage(localeIdentifier).split(separator: "-").map(String.init)
        var candidates: [String] = []
        while !parts.isEmpty {
            candidates.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return candidates
    }

    /// The form of a language tag or locale identifier lookups compare: `pt_BR` and `pt-BR` are
    /// `pt-br`; old `.lproj` names (`English.lproj`) are their codes.
    static func normalizedLanguage(_ identifier: String) -> String {
        let tag = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? identifier
        let normalized = tag.replacingOccurrences(of: "_", with: "-").lowercased()
        return legacyNames[normalized] ?? normalized
    }

    /// The language names early Mac OS X projects named their `.lproj` folders with.
    private static let legacyNames = [
        "english": "en", "german": "de", "french": "fr", "spanish": "es", "italian": "it", "japanese": "ja", "dutch": "nl",
    ]
}
