import Foundation

/// A String Catalog (`Localizable.xcstrings`): Xcode's JSON file holding every language's
/// strings of one table.
///
/// A key's string in a language is its `stringUnit`'s value, or one value per plural category
/// (`variations.plural`), or per device (`variations.device`: the iPhone's, else `other`),
/// with the `substitutions` its value names (`%#@name@`). Strings of every state are read
/// (`translated`, `needs_review`, `new`, `stale`), as Xcode compiles them all.
struct StringCatalog: Sendable {
    /// The language the keys are written in (`sourceLanguage`).
    var sourceLanguage: String
    /// Each language's strings by key.
    var languages: [String: [String: LocalizedEntry]]

    /// Reads a catalog's JSON.
    init(data: Data) throws {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw StringTableError("not JSON: \(error.localizedDescription)")
        }
        guard let root = json as? [String: Any] else { throw StringTableError("a String Catalog is a JSON object") }
        sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        var languages: [String: [String: LocalizedEntry]] = [:]
        for (key, value) in root["strings"] as? [String: Any] ?? [:] {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any], let entry = Self.entry(localization) else { continue }
                languages[language, default: [:]][key] = entry
            }
        }
        self.languages = languages
    }

    /// A key's string in one language.
    private static func entry(_ localization: [String: Any]) -> LocalizedEntry? {
        guard let variants = variants(localization) else { return nil }
        var substitutions: [String: LocalizedEntry.Substitution] = [:]
        for (name, value) in localization["substitutions"] as? [String: Any] ?? [:] {
            guard let substitution = value as? [String: Any], let variants = Self.variants(substitution) else { continue }
            substitutions[name] = LocalizedEntry.Substitution(
                argumentNumber: substitution["argNum"] as? Int, formatSpecifier: substitution["formatSpecifier"] as? String ?? "@",
                variants: variants)
        }
        return LocalizedEntry(value: variants, substitutions: substitutions)
    }

    /// The string of a node holding a `stringUnit` or `variations`.
    private static func variants(_ node: [String: Any]) -> LocalizedEntry.Variants? {
        if let value = stringUnitValue(node) { return .single(value) }
        let variations = node["variations"] as? [String: Any] ?? [:]
        if let plural = variations["plural"] as? [String: Any] {
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                if let form = plural[category.rawValue] as? [String: Any], let value = stringUnitValue(form) { forms[category] = value }
            }
            return forms.isEmpty ? nil : .plural(forms)
        }
        if let device = variations["device"] as? [String: Any] {
            // Previews are drawn on an iPhone.
            for name in ["iphone", "other"] {
                if let node = device[name] as? [String: Any], let variants = variants(node) { return variants }
            }
        }
        return nil
    }

    private static func stringUnitValue(_ node: [String: Any]) -> String? {
        (node["stringUnit"] as? [String: Any])?["value"] as? String
    }
}
