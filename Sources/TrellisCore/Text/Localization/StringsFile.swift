import Foundation

/// The strings of one language's `.strings` file (`en.lproj/Localizable.strings`) or
/// `.stringsdict` file, by key.
///
/// A `.strings` file is a property list: usually the old-style text (`"key" = "value";`, with
/// `/* comments */`, `// comments` and `\"`, `\n`, `\U00E9` escapes, in UTF-8 or UTF-16),
/// sometimes binary or XML, as Xcode may compile it. A `.stringsdict` is an XML property
/// list whose entries name a format (`NSStringLocalizedFormatKey`, such as `%#@items@`) and
/// the plural variables it uses (`NSStringPluralRuleType`, with a `zero`…`other` form each).
enum StringsFile {
    /// The entries of a `.strings` file.
    static func strings(_ data: Data) throws -> [String: LocalizedEntry] {
        let list = try propertyList(data)
        guard let strings = list as? [String: Any] else { throw StringTableError("a .strings file holds a dictionary of strings") }
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in strings {
            if let value = value as? String { entries[key] = LocalizedEntry(value: .single(value)) }
        }
        return entries
    }

    /// The entries of a `.stringsdict` file.
    static func stringsDictionary(_ data: Data) throws -> [String: LocalizedEntry] {
        let list = try propertyList(data)
        guard let dictionary = list as? [String: Any] else { throw StringTableError("a .stringsdict file holds a dictionary") }
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in dictionary {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
            var substitutions: [String: LocalizedEntry.Substitution] = [:]
            for (name, variable) in rule {
                guard let variable = variable as? [String: Any], variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
                else { continue }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = variable[category.rawValue] as? String { forms[category] = form }
                }
                substitutions[name] = LocalizedEntry.Substitution(
                    argumentNumber: nil, formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String ?? "@",
                    variants: .plural(forms))
            }
            entries[key] = LocalizedEntry(value: .single(format), substitutions: substitutions)
        }
        return entries
    }

    private static func propertyList(_ data: Data) throws -> Any {
        do {
            return try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw StringTableError("not a property list: \(error.localizedDescription)")
        }
    }
}
