import Foundation
import Testing

@testable import TrellisCore

/// A String Catalog's plural variations, chosen by the number's CLDR plural category in the
/// language the string was found in.
@Suite("String Catalog plurals")
struct PluralVariationTests {
    static let table = "PluralVariationFixture"

    static let registered: Void = {
        func unit(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }
        func plural(_ forms: [(String, String)]) -> String {
            #"{ "variations" : { "plural" : { \#(forms.map { #""\#($0.0)" : \#(unit($0.1))"# }.joined(separator: ", ")) } } }"#
        }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : { "localizations" : {
                  "en" : \(plural([("one", "%lld file"), ("other", "%lld files")])),
                  "ru" : \(plural([("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")])),
                  "ar" : \(plural([
                    ("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%lld ملفات"), ("many", "%lld ملفًا"),
                    ("other", "%lld ملف"),
                  ]))
                } },
                "%lld files in %lld folders" : { "localizations" : {
                  "en" : {
                    "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
                    "substitutions" : {
                      "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : \(unit("%arg file")), "other" : \(unit("%arg files")) } } },
                      "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : \(unit("%arg folder")), "other" : \(unit("%arg folders")) } } }
                    }
                  }
                } }
              }
            }
            """
        try! StringTables.registerStringCatalog(Data(catalog.utf8), tableName: table)
    }()

    private func files(_ count: Int, _ locale: String) -> String {
        _ = Self.registered
        return LocalizedStringKey("\(count) files").localizedString(tableName: Self.table, locale: Locale(identifier: locale))
    }

    @Test(arguments: [(1, "1 file"), (2, "2 files"), (0, "0 files")])
    func english(count: Int, expected: String) {
        #expect(files(count, "en_US") == expected)
    }

    // Russian: one for 1, 21, 101; few for 2–4, 22–24; many for 0, 5–20, 25–30.
    @Test(arguments: [
        (1, "1 файл"), (21, "21 файл"), (2, "2 файла"), (4, "4 файла"), (22, "22 файла"), (5, "5 файлов"), (11, "11 файлов"),
        (0, "0 файлов"),
    ])
    func russian(count: Int, expected: String) {
        #expect(files(count, "ru") == expected)
    }

    // Arabic: zero, one, two, few (3–10 of each hundred), many (11–99), other (100, 101, 102).
    @Test(arguments: [
        (0, "لا ملفات"), (1, "ملف واحد"), (2, "ملفان"), (3, "3 ملفات"), (10, "10 ملفات"), (11, "11 ملفًا"), (99, "99 ملفًا"),
        (100, "100 ملف"), (103, "103 ملفات"),
    ])
    func arabic(count: Int, expected: String) {
        #expect(files(count, "ar_EG") == expected)
    }

    @Test func aLanguageWithoutTheKeyUsesTheSourceLanguagesRules() {
        // German has no string: English's, with English's categories.
        #expect(files(1, "de") == "1 file")
    }

    @Test func substitutionsChooseEachNumbersForm() {
        _ = Self.registered
        let key: LocalizedStringKey = "\(1) files in \(3) folders"
        #expect(key.localizedString(tableName: Self.table, locale: Locale(identifier: "en")) == "1 file in 3 folders")
    }

    @Test func pluralRulesComeFromICU() {
        #expect(PluralRules.category(of: 3, language: "uk") == .few)
        #expect(PluralRules.category(of: 5, language: "pl") == .many)
        #expect(PluralRules.category(of: 2, language: "cs") == .few)
        #expect(PluralRules.category(of: 2, language: "he") == .two)
        #expect(PluralRules.category(of: 1_000_000, language: "fr") == .many)
        #expect(PluralRules.category(of: 1, language: "ja") == .other)
        #expect(PluralRules.category(of: 1, language: "pt_BR") == .one)
    }
}
