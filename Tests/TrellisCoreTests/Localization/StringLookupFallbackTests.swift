import Foundation
import Testing

@testable import TrellisCore

/// Where a key's string is found for a locale: the locale's identifier, then its language, then
/// the table's source language, then the key itself.
@Suite("String lookup fallback")
struct StringLookupFallbackTests {
    static let table = "LookupFallbackFixture"

    static let registered: Void = {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "version" : "1.0",
              "strings" : {
                "greeting" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                  "pt" : { "stringUnit" : { "state" : "translated", "value" : "Olá" } },
                  "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Oi" } }
                } },
                "farewell" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Goodbye" } },
                  "pt" : { "stringUnit" : { "state" : "needs_review", "value" : "Adeus" } }
                } },
                "thanks" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Thanks" } }
                } },
                "Tap here" : { "localizations" : {
                  "de" : { "variations" : { "device" : {
                    "mac" : { "stringUnit" : { "state" : "translated", "value" : "Hier klicken" } },
                    "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Hier tippen" } }
                  } } }
                } },
                "Untranslated" : { }
              }
            }
            """
        try! StringTables.registerStringCatalog(Data(catalog.utf8), tableName: table)
    }()

    static let rows: [(String, String, String)] = [
        ("pt-BR", "greeting", "Oi"),  // the identifier
        ("pt_BR", "greeting", "Oi"),  // written with an underscore
        ("pt-BR", "farewell", "Adeus"),  // its language
        ("pt-PT", "greeting", "Olá"),
        ("pt-BR", "thanks", "Thanks"),  // the source language
        ("pt-BR", "missing.key", "missing.key"),  // the key
        ("pt-BR", "Untranslated", "Untranslated"),
        ("de", "greeting", "Hello"),
        ("de_AT", "Tap here", "Hier tippen"),  // an iPhone's device variation
        ("en", "Tap here", "Tap here"),
    ]

    @Test(arguments: rows)
    func theMostSpecificLanguageWins(locale: String, key: String, expected: String) {
        _ = Self.registered
        #expect(LocalizedStringKey(key).localizedString(tableName: Self.table, locale: Locale(identifier: locale)) == expected)
    }

    @Test func candidateLanguagesGoFromTheIdentifierToTheLanguage() {
        #expect(StringLookup.candidateLanguages("zh-Hans-CN") == ["zh-hans-cn", "zh-hans", "zh"])
        #expect(StringLookup.candidateLanguages("pt_BR@calendar=gregorian") == ["pt-br", "pt"])
        #expect(StringLookup.normalizedLanguage("English") == "en")
    }

    @Test func aTableNoOneRegisteredGivesTheKey() {
        #expect(LocalizedStringKey("greeting").localizedString(tableName: "NoSuchTable", locale: Locale(identifier: "pt-BR")) == "greeting")
    }
}
