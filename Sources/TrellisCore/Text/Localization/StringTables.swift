import Foundation

/// The app's string tables, as `Text("key")` and `String(localized:)` look their keys up in
/// them: String Catalogs (`*.xcstrings`), `.strings` and `.stringsdict` files, by table name
/// (`Localizable` unless a view names another) and language.
///
/// The layout core reads no files: whoever reads the app's resources registers their data
/// here (`PreviewRendering.registerStringTables` does it for `trellis preview`, from the
/// preview program's bundle folder). Process-wide, as an app's main bundle is; so is the
/// ``previewLocale`` that `String(localized:)`, which has no environment, is resolved in.
public enum StringTables {
    /// One table's strings in each of its languages.
    struct Table: Sendable {
        /// The language its keys are written in: a String Catalog's `sourceLanguage`, else the
        /// development language its `.strings` files were registered with.
        var sourceLanguage = "en"
        /// Whether a String Catalog named ``sourceLanguage`` (then `.strings` files do not change it).
        var sourceLanguageIsFromCatalog = false
        /// Strings by normalised language tag (``StringLookup/normalizedLanguage(_:)``), then key.
        var languages: [String: [String: LocalizedEntry]] = [:]
    }

    private final class Storage: @unchecked Sendable {
        // @unchecked: every property is only touched while holding `lock`.
        let lock = NSLock()
        var tables: [String: Table] = [:]
        var previewLocale = Locale(identifier: "en_US")
    }

    private static let storage = Storage()

    /// The table used where a view or call names none.
    public static let defaultTableName = "Localizable"

    /// Adds the strings of a String Catalog's JSON (`data`) as the table `tableName` (its file
    /// name without `.xcstrings`). A key already registered for a language takes the new string.
    public static func registerStringCatalog(_ data: Data, tableName: String) throws {
        let catalog = try StringCatalog(data: data)
        add(catalog.languages, sourceLanguage: catalog.sourceLanguage, fromCatalog: true, to: tableName)
    }

    /// Adds the strings of one language's `.strings` file (`data`) to the table `tableName`.
    /// `developmentLanguage` is the app's (its Info.plist's `CFBundleDevelopmentRegion`): where
    /// keys missing from a locale's languages are looked for.
    public static func registerStringsFile(
        _ data: Data, tableName: String, language: String, developmentLanguage: String = "en"
    ) throws {
        add([language: try StringsFile.strings(data)], sourceLanguage: developmentLanguage, fromCatalog: false, to: tableName)
    }

    /// Adds the plural rules of one language's `.stringsdict` file (`data`) to the table
    /// `tableName`; they take the place of a `.strings` file's strings of the same keys, as on
    /// iOS. `developmentLanguage` is as for ``registerStringsFile(_:tableName:language:developmentLanguage:)``.
    public static func registerStringsDictionary(
        _ data: Data, tableName: String, language: String, developmentLanguage: String = "en"
    ) throws {
        add([language: try StringsFile.stringsDictionary(data)], sourceLanguage: developmentLanguage, fromCatalog: false, to: tableName)
    }

    private static func add(
        _ languages: [String: [String: LocalizedEntry]], sourceLanguage: String, fromCatalog: Bool, to tableName: String
    ) {
        storage.lock.withLock {
            var table = storage.tables[tableName] ?? Table()
            if fromCatalog || !table.sourceLanguageIsFromCatalog {
                table.sourceLanguage = sourceLanguage
                table.sourceLanguageIsFromCatalog = fromCatalog
            }
            for (language, entries) in languages {
                table.languages[StringLookup.normalizedLanguage(language), default: [:]].merge(entries) { _, new in new }
            }
            storage.tables[tableName] = table
        }
    }

    /// The locale `String(localized:)` finds its strings in, as the app's current locale is on
    /// iOS: the preview's (`EnvironmentValues.applyPreviewLocale(_:)` sets it), `en_US` unless set.
    public static var previewLocale: Locale {
        get { storage.lock.withLock { storage.previewLocale } }
        set { storage.lock.withLock { storage.previewLocale = newValue } }
    }

    /// The names of the registered tables.
    public static var tableNames: [String] {
        storage.lock.withLock { storage.tables.keys.sorted() }
    }

    /// The languages the table `tableName` has strings in (normalised: lowercase, `-`), sorted.
    public static func languages(ofTable tableName: String) -> [String] {
        storage.lock.withLock { storage.tables[tableName]?.languages.keys.sorted() ?? [] }
    }

    /// Forgets every table; the preview locale returns to `en_US`.
    public static func removeAll() {
        storage.lock.withLock {
            storage.tables = [:]
            storage.previewLocale = Locale(identifier: "en_US")
        }
    }

    /// Whether no table is registered (then every key is its own text, quickly).
    static var isEmpty: Bool {
        storage.lock.withLock { storage.tables.isEmpty }
    }

    /// The string of `key` in the first of `languages` (normalised tags) that `tableName` has it
    /// in, then in the table's source language; with the language it was found in.
    static func entry(_ key: String, tableName: String, languages: [String]) -> (entry: LocalizedEntry, language: String)? {
        storage.lock.withLock {
            guard let table = storage.tables[tableName] else { return nil }
            let source = StringLookup.normalizedLanguage(table.sourceLanguage)
            for language in languages + [source] {
                if let entry = table.languages[language]?[key] { return (entry, language) }
            }
            return nil
        }
    }
}
