import Foundation

// Foundation on Linux has no `String(localized:)` (iOS 15): app models write their names with
// it (`String(localized: "San Francisco", bundle: .module, comment: …)`). The strings are looked
// up in the app's string tables (`StringTables`) for the preview's locale, as iOS looks them up
// for the app's current locale.
#if !canImport(Darwin)
extension String {
    /// A localisable string written in code, with its interpolations: Foundation's
    /// `String.LocalizationValue`. Its key is formed as `LocalizedStringKey`'s is
    /// (`"\(count) donuts"` is `"%lld donuts"`).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

        /// The key and its arguments.
        let key: LocalizedStringKey

        public init(_ value: String) { key = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The string of `keyAndValue` in the table `table` (`Localizable` if nil) for the
    /// preview's locale (``StringTables/previewLocale``), filled with its interpolations; the
    /// key itself where no table has it. Tables are the app's, whatever `bundle` is, and numbers
    /// are written in the preview's locale rather than `locale`.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.key.localizedString(tableName: table, locale: StringTables.previewLocale)
    }

    /// The string of `key` in the table `table` (`Localizable` if nil) for the preview's locale,
    /// filled with the interpolations of `defaultValue`; `defaultValue` where no table has it.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let value = defaultValue.key
        let locale = StringTables.previewLocale
        self = StringLookup.string(
            key: key.description, fallback: value.key, arguments: value.arguments.map { $0.resolved { $0.localizedString(locale: locale) } },
            hasFormatting: value.hasFormatting, tableName: table, locale: locale)
    }
}
#endif
