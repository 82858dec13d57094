import Foundation
import Testing
import TrellisCore
import TrellisRendering

/// The string tables a preview program finds in its bundle folder: String Catalogs at its top,
/// `.strings` and `.stringsdict` files in its language folders.
@Suite("String tables in an app's bundle")
struct PreviewStringTablesTests {
    static let files: [String: String] = [
        "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>fr</string></dict></plist>
            """,
        "BundleFixtureCatalog.xcstrings": """
            { "sourceLanguage" : "en", "strings" : { "Open" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffnen" } } } } } }
            """,
        "BundleFixtureBroken.xcstrings": "{ not json",
        "de.lproj/BundleFixtureMenu.strings": "/* Close the window */\n\"Close\" = \"Schließen\";\n",
        "de.lproj/BundleFixtureMenu.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%d files</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
              <key>files</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>eine Datei</string>
                <key>other</key><string>%d Dateien</string>
              </dict>
            </dict></dict></plist>
            """,
        "fr.lproj/BundleFixtureMenu.strings": "\"Close\" = \"Fermer\";",
        "Base.lproj/BundleFixtureMenu.strings": "\"Close\" = \"Base\";",
    ]

    private func shown(_ text: Text, locale: String) -> String? {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        let layout = ViewLayout(
            text, in: ProposedViewSize(width: nil, height: nil), environment: environment, textMeasurer: PlaceholderTextMeasurer())
        return layout.placedViews.compactMap(\.text).first
    }

    @Test func everyTableIsRegisteredAndUnreadableFilesAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-string-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in Self.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let problems = PreviewRendering.registerStringTables(of: try #require(Bundle(path: folder.path)))
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("BundleFixtureBroken.xcstrings: not JSON") == true)
        #expect(StringTables.languages(ofTable: "BundleFixtureCatalog") == ["de"])
        // Base.lproj holds interface files' strings: left out.
        #expect(StringTables.languages(ofTable: "BundleFixtureMenu") == ["de", "fr"])

        #expect(shown(Text("Open", tableName: "BundleFixtureCatalog"), locale: "de_CH") == "Öffnen")
        #expect(shown(Text("Close", tableName: "BundleFixtureMenu"), locale: "de") == "Schließen")
        // Not in Spanish: the development region's (the Info.plist's), French.
        #expect(shown(Text("Close", tableName: "BundleFixtureMenu"), locale: "es") == "Fermer")
        let one: Int32 = 1
        let three: Int32 = 3
        #expect(shown(Text("\(one) files", tableName: "BundleFixtureMenu"), locale: "de") == "eine Datei")
        #expect(shown(Text("\(three) files", tableName: "BundleFixtureMenu"), locale: "de") == "3 Dateien")
    }
}
