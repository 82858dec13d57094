import Foundation

/// What the characters of a text made from a key are looked up by: the key and its table.
/// Resolved when the text is laid out, with the environment's locale, so one view shows each
/// preview's language.
struct TextLocalization: Equatable, Sendable {
    var key: LocalizedStringKey
    /// The table's name; nil: `Localizable`.
    var tableName: String?

    /// The characters for `locale`; `defaultText` (the key's text without tables) when no
    /// table is registered and the locale is no pseudo-locale, without formatting it again.
    func string(locale: Locale, defaultText: String) -> String {
        if StringTables.isEmpty, PseudoLocale(identifier: locale.identifier) == nil { return defaultText }
        return key.localizedString(tableName: tableName, locale: locale)
    }
}

extension LocalizedStringKey {
    /// The key's string in `tableName` for `locale`, filled with its arguments; texts
    /// interpolated into it are looked up for the same locale.
    func localizedString(tableName: String?, locale: Locale) -> String {
        StringLookup.string(
            key: key, fallback: key, arguments: arguments.map { $0.resolved { $0.localizedString(locale: locale) } },
            hasFormatting: hasFormatting, tableName: tableName, locale: locale)
    }
}

extension Text {
    /// The characters of all runs for `locale` (before any `textCase`).
    func localizedString(locale: Locale) -> String {
        runs.map { $0.localizedString(locale: locale) }.joined()
    }
}

extension Text.Run {
    /// The run's characters for `locale`: verbatim text as it is.
    func localizedString(locale: Locale) -> String {
        localization?.string(locale: locale, defaultText: string) ?? string
    }
}
