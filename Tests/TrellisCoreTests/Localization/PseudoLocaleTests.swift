import Foundation
import Testing

@testable import TrellisCore

/// Android's pseudo-locales: accented and padded (`en-XA`), mirrored (`ar-XB`).
@Suite("Pseudo-locales")
struct PseudoLocaleTests {
    private let accented = Locale(identifier: "en-XA")
    private let mirrored = Locale(identifier: "ar-XB")

    @Test func everyASCIILetterHasOneAccentedLookAlike() {
        let letters = "The quick brown fox jumps over the lazy dog. THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG"
        let changed = LocalizedStringKey(letters).localizedString(tableName: nil, locale: accented)
        // 88 characters need at least 36 more: whole words up to 40.
        #expect(changed == "[Ťĥê ɋûîĉķ ƀřôŵń ƒôẍ ĵûṁṗŝ ôṽêř ťĥê ĺâẑŷ ďôĝ. ŤĤÊ ɊÛÎĈĶ ƁŘÔŴŃ ƑÔẌ ĴÛṀṖŜ ÔṼÊŘ ŤĤÊ ĹÂẐŶ ĎÔĜ one two three four five six seven eight]")
        #expect(changed.unicodeScalars.count == letters.unicodeScalars.count + 2 + 40)
    }

    @Test(arguments: [
        ("Settings", "[Ŝêťťîńĝŝ one]"),  // 8 characters: at least 4 more
        ("Save changes", "[Ŝâṽê ĉĥâńĝêŝ one two]"),  // 12: at least 5 more
        ("OK", "[ÔĶ one]"),
        ("", ""),
    ])
    func accentedTextIsPaddedAndBracketed(text: String, expected: String) {
        #expect(LocalizedStringKey(text).localizedString(tableName: nil, locale: accented) == expected)
    }

    @Test func specifiersAndArgumentsAreLeftAlone() {
        let name = "World"
        let count = 3
        let key: LocalizedStringKey = "Hello \(name), \(count)% done"
        // The text's own 14 characters ("Hello , % done") need 6 more: " one two".
        #expect(key.localizedString(tableName: nil, locale: accented) == "[Ĥêĺĺô World, 3% ďôńê one two]")
    }

    @Test func verbatimTextIsNotChanged() {
        let string = "Hello"
        #expect(Text(verbatim: "Hello").localizedString(locale: accented) == "Hello")
        #expect(Text(string).localizedString(locale: accented) == "Hello")
        #expect(Text("Hello").localizedString(locale: accented) == "[Ĥêĺĺô one]")
    }

    @Test func mirroredTextIsForcedRightToLeftAroundItsArguments() {
        let name = "Ada"
        let key: LocalizedStringKey = "Hi there \(name)!"
        #expect(key.localizedString(tableName: nil, locale: mirrored) == "\u{202E}Hi there \u{202C}Ada\u{202E}!\u{202C}")
        #expect(LayoutDirection.for(localeIdentifier: "ar-XB") == .rightToLeft)
    }

    @Test func pseudoLocalesShowTheSourceLanguagesString() throws {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "welcome" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } },
              "ar" : { "stringUnit" : { "state" : "translated", "value" : "مرحبا" } }
            } } } }
            """
        try StringTables.registerStringCatalog(Data(catalog.utf8), tableName: "PseudoLocaleFixture")
        let key = LocalizedStringKey("welcome")
        #expect(key.localizedString(tableName: "PseudoLocaleFixture", locale: accented) == "[Ĥî one]")
        #expect(key.localizedString(tableName: "PseudoLocaleFixture", locale: mirrored) == "\u{202E}Hi\u{202C}")
        #expect(key.localizedString(tableName: "PseudoLocaleFixture", locale: Locale(identifier: "ar")) == "مرحبا")
    }
}
