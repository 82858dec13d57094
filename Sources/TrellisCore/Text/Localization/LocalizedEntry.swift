/// One key's string in one language of a string table: a single string or one per plural
/// category, with the substitutions (`%#@name@`) its text refers to.
struct LocalizedEntry: Equatable, Sendable {
    /// The string, or its plural forms.
    var value: Variants
    /// The plural substitutions by name: a String Catalog's `substitutions`, or the variables
    /// of a `.stringsdict` entry.
    var substitutions: [String: Substitution] = [:]

    /// A single string, or one string per plural category.
    enum Variants: Equatable, Sendable {
        case single(String)
        case plural([PluralCategory: String])

        /// The string for `number` (nil: no number) in `language`. As on Apple's platforms, a
        /// `zero` form is used for 0 even in languages whose rules have no zero category, and
        /// `other` stands in for a missing form.
        func string(for number: Double?, language: String) -> String {
            switch self {
            case .single(let string):
                return string
            case .plural(let forms):
                if number == 0, let zero = forms[.zero] { return zero }
                let category = number.map { PluralRules.category(of: $0, language: language) } ?? .other
                return forms[category] ?? forms[.other] ?? PluralCategory.allCases.lazy.compactMap { forms[$0] }.first ?? ""
            }
        }
    }

    /// A number's phrase chosen by its plural category, such as "%arg items".
    struct Substitution: Equatable, Sendable {
        /// The 1-based number of the argument it chooses by; nil: the argument at the place of
        /// its `%#@name@`.
        var argumentNumber: Int?
        /// How `%arg` formats that argument, without the `%` (`lld`).
        var formatSpecifier: String
        /// The phrase per plural category.
        var variants: Variants
    }
}
