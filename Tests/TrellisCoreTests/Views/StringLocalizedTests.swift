import Foundation
import Testing

@testable import TrellisCore

// Serialized: some tests set the process's preview locale, which every `String(localized:)` reads.
@Suite("String(localized:)", .serialized)
struct StringLocalizedTests {
    static let table = "StringLocalizedFixture"

    static let registered: Void = {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : {
              "donut.count" : { "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld donut" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld donuts" } } } } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Donuts" } }
              } },
              "San Francisco" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "San Franzisko" } }
              } },
              "%lf km" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%.1f Kilometer" } }
              } }
            } }
            """
        try! StringTables.registerStringCatalog(Data(catalog.utf8), tableName: table)
    }()

    /// Runs `body` with the preview locale set to `identifier`, then sets it back.
    private func inLocale(_ identifier: String, _ body: () -> Void) {
        _ = Self.registered
        let previous = StringTables.previewLocale
        StringTables.previewLocale = Locale(identifier: identifier)
        defer { StringTables.previewLocale = previous }
        body()
    }

    @Test func theStringIsShownAsWrittenWithItsInterpolations() {
        let count = 3
        #expect(String(localized: "San Francisco", bundle: .main, comment: "A city") == "San Francisco")
        #expect(String(localized: "\(count) donuts") == "3 donuts")
        #expect(String(localized: "donut.count", defaultValue: "Donuts", table: "Menu") == "Donuts")
    }

    @Test func theTableHasTheStringForThePreviewLocale() {
        let distance = 2.25
        inLocale("de_DE") {
            #expect(String(localized: "San Francisco", table: Self.table) == "San Franzisko")
            #expect(String(localized: "\(distance) km", table: Self.table) == "2.2 Kilometer")
            // Not in the default table.
            #expect(String(localized: "San Francisco") == "San Francisco")
        }
    }

    @Test(arguments: [("en", 1, "1 donut"), ("en", 4, "4 donuts"), ("de", 1, "1 Donuts"), ("fr", 1, "1 donut")])
    func theKeyIsLookedUpAndFilledWithTheDefaultValuesArguments(locale: String, count: Int, expected: String) {
        inLocale(locale) {
            #expect(String(localized: "donut.count", defaultValue: "\(count) donuts (default)", table: Self.table) == expected)
        }
    }

    @Test func theDefaultValueStandsInForAMissingKey() {
        let count = 2
        inLocale("de") {
            #expect(String(localized: "donut.missing", defaultValue: "\(count) donuts (default)", table: Self.table) == "2 donuts (default)")
        }
    }

    @Test func applyingAPreviewLocaleSetsTheEnvironmentAndThePreviewLocale() {
        _ = Self.registered
        let previous = StringTables.previewLocale
        defer { StringTables.previewLocale = previous }
        var environment = EnvironmentValues()
        environment.applyPreviewLocale("ar")
        #expect(environment.locale.identifier == "ar")
        #expect(environment.layoutDirection == .rightToLeft)
        #expect(StringTables.previewLocale.identifier == "ar")
        environment.applyPreviewLocale("de_DE")
        #expect(environment.layoutDirection == .leftToRight)
        #expect(String(localized: "San Francisco", table: Self.table) == "San Franzisko")
    }
}
