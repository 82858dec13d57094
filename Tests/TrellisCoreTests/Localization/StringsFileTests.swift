import Foundation
import Testing

@testable import TrellisCore

/// Old-style `.strings` files (comments, escapes, UTF-16) and `.stringsdict` plural rules.
@Suite("Strings files")
struct StringsFileTests {
    static let strings = #"""
        /* Menu titles */
        "menu.open" = "Öffnen";
        // A line comment
        "quote" = "Sag \"Hallo\"\n";
        "unicode" = "Gr\U00FC\U00DFe";
        "tab\tkey" = "x";
        unquoted = "y";
        """#

    static let expected: [String: String] = [
        "menu.open": "Öffnen", "quote": "Sag \"Hallo\"\n", "unicode": "Grüße", "tab\tkey": "x", "unquoted": "y",
    ]

    private func values(_ entries: [String: LocalizedEntry]) -> [String: String] {
        entries.compactMapValues { entry in
            if case .single(let value) = entry.value { value } else { nil }
        }
    }

    @Test func commentsAndEscapesAreRead() throws {
        #expect(values(try StringsFile.strings(Data(Self.strings.utf8))) == Self.expected)
    }

    @Test func utf16FilesAreRead() throws {
        let data = try #require(Self.strings.data(using: .utf16))
        #expect(values(try StringsFile.strings(data)) == Self.expected)
    }

    @Test func aBrokenFileIsAnError() {
        #expect(throws: StringTableError.self) { try StringsFile.strings(Data("\"a\" = ".utf8)) }
    }

    static let stringsDictionary = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>%d apples</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@apples@ im Korb</string>
            <key>apples</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>zero</key><string>keine Äpfel</string>
              <key>one</key><string>ein Apfel</string>
              <key>other</key><string>%d Äpfel</string>
            </dict>
          </dict>
        </dict></plist>
        """

    @Test(arguments: [(0, "keine Äpfel im Korb"), (1, "ein Apfel im Korb"), (7, "7 Äpfel im Korb")])
    func stringsDictionaryPluralsAreChosenByTheNumber(count: Int32, expected: String) throws {
        try StringTables.registerStringsDictionary(Data(Self.stringsDictionary.utf8), tableName: "StringsDictFixture", language: "de")
        let key: LocalizedStringKey = "\(count) apples"
        #expect(key.key == "%d apples")
        #expect(key.localizedString(tableName: "StringsDictFixture", locale: Locale(identifier: "de_DE")) == expected)
    }

    @Test func aStringsFileIsATableLanguage() throws {
        try StringTables.registerStringsFile(Data(Self.strings.utf8), tableName: "StringsFileFixture", language: "de")
        #expect(StringTables.languages(ofTable: "StringsFileFixture") == ["de"])
        #expect(LocalizedStringKey("menu.open").localizedString(tableName: "StringsFileFixture", locale: Locale(identifier: "de")) == "Öffnen")
        #expect(LocalizedStringKey("menu.open").localizedString(tableName: "StringsFileFixture", locale: Locale(identifier: "fr")) == "menu.open")
    }
}
