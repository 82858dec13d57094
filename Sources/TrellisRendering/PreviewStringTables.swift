public import Foundation
internal import TrellisCore

extension PreviewRendering {
    /// Registers the string tables of the app whose bundle is `bundle` (the preview program's:
    /// a folder laid out as the app's bundle), so `Text("key")` and `String(localized:)` find
    /// their strings: see ``registerStringTables(bundleFolder:developmentLanguage:)``. The
    /// development language is the Info.plist's `CFBundleDevelopmentRegion`. Returns the files
    /// that could not be read, with the reason.
    @discardableResult
    public static func registerStringTables(of bundle: Bundle = .main) -> [String] {
        let developmentLanguage = bundle.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String
        return registerStringTables(bundleFolder: bundle.bundleURL, developmentLanguage: developmentLanguage)
    }

    /// Registers the string tables in the bundle folder `folder`: each String Catalog at its top
    /// (`Localizable.xcstrings`: the table `Localizable`, every language), and each language
    /// folder's `.strings` and `.stringsdict` files (`de.lproj/Menu.strings`: the table `Menu` in
    /// German; `Base.lproj`, which holds interface files' strings, is left out).
    /// `developmentLanguage` (English if nil) is where keys missing from a locale's languages are
    /// looked for in the `.strings` tables (a String Catalog names its source language). Returns
    /// the files that could not be read, with the reason.
    @discardableResult
    public static func registerStringTables(bundleFolder folder: URL, developmentLanguage: String? = nil) -> [String] {
        let developmentLanguage = developmentLanguage.flatMap { $0.isEmpty ? nil : $0 } ?? "en"
        let manager = FileManager.default
        var problems: [String] = []
        func register(_ file: URL, _ read: (Data) throws -> Void) {
            guard let data = manager.contents(atPath: file.path) else {
                problems.append("\(file.lastPathComponent): cannot be read")
                return
            }
            do {
                try read(data)
            } catch {
                problems.append("\(file.lastPathComponent): \(error)")
            }
        }
        let entries = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for entry in entries where entry.hasSuffix(".xcstrings") {
            register(folder.appendingPathComponent(entry)) { data in
                try StringTables.registerStringCatalog(data, tableName: String(entry.dropLast(".xcstrings".count)))
            }
        }
        for entry in entries where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
            let language = String(entry.dropLast(".lproj".count))
            let languageFolder = folder.appendingPathComponent(entry)
            let files = ((try? manager.contentsOfDirectory(atPath: languageFolder.path)) ?? []).sorted()
            // `.stringsdict` after `.strings`: its plural rules win over a string of the same key.
            for file in files where file.hasSuffix(".strings") {
                register(languageFolder.appendingPathComponent(file)) { data in
                    try StringTables.registerStringsFile(
                        data, tableName: String(file.dropLast(".strings".count)), language: language,
                        developmentLanguage: developmentLanguage)
                }
            }
            for file in files where file.hasSuffix(".stringsdict") {
                register(languageFolder.appendingPathComponent(file)) { data in
                    try StringTables.registerStringsDictionary(
                        data, tableName: String(file.dropLast(".stringsdict".count)), language: language,
                        developmentLanguage: developmentLanguage)
                }
            }
        }
        return problems
    }
}
