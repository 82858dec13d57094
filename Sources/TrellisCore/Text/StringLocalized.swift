import Foundation

// Foundation on Linux has no `String(localized:)` (iOS 15): app models write their names with
// it (`String(localized: "San Francisco", bundle: .module, comment: …)`). Like `Text`'s keys,
// the strings are shown as written: Trellis reads no string tables yet.
#if !canImport(Darwin)
extension String {
    /// A localisable string written in code, with its interpolations: Foundation's
    /// `String.LocalizationValue`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

        /// The string in the development language, interpolations included.
        let text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { text = stringInterpolation.output }
    }

    /// The string `keyAndValue`, localised (shown as written).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }

    /// The string of `key`, localised; `defaultValue` where no table has it (always, here).
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }
}
#endif
