import Foundation
import Testing
import Trellis

/// Text made from a key shows, and is measured as, its string for the environment's locale:
/// the layout changes with the language (real text engine: Inter at 17 points).
@Suite struct LocalizedTextWidthTests {
    static let table = "LocalizedWidthFixture"

    static let registered: Void = {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : {
              "Settings" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "設定" } }
              } }
            } }
            """
        try! StringTables.registerStringCatalog(Data(catalog.utf8), tableName: table)
        // Only a German string in the default table, so other tests' English texts are unchanged.
        let defaultTable = """
            { "sourceLanguage" : "en", "strings" : {
              "Preferences (width fixture)" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } }
              } }
            } }
            """
        try! StringTables.registerStringCatalog(Data(defaultTable.utf8), tableName: StringTables.defaultTableName)
    }()

    private func layout(_ view: some View, locale: String) -> ViewLayout {
        _ = Self.registered
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        environment.layoutDirection = .for(localeIdentifier: locale)
        return ViewLayout(view, in: ProposedViewSize(width: nil, height: nil), environment: environment)
    }

    private func shown(_ layout: ViewLayout) -> [String] {
        layout.placedViews.compactMap(\.text)
    }

    @Test func theGermanStringIsLongerAndMeasuredSo() {
        let english = layout(Text("Settings", tableName: Self.table), locale: "en")
        let german = layout(Text("Settings", tableName: Self.table), locale: "de_DE")
        #expect(shown(english) == ["Settings"])
        #expect(shown(german) == ["Einstellungen"])
        #expect(english.size.width == 63)
        #expect(german.size.width == 305.0 / 3)
        #expect(german.size.width == layout(Text(verbatim: "Einstellungen"), locale: "en").size.width)
    }

    @Test func verbatimTextAndStringVariablesAreNotLookedUp() {
        let title = "Settings"
        #expect(shown(layout(Text(verbatim: "Settings"), locale: "de")) == ["Settings"])
        #expect(shown(layout(Text(title), locale: "de")) == ["Settings"])
    }

    @Test func controlsTitlesAreLookedUpInTheDefaultTable() {
        let button = layout(Button("Preferences (width fixture)") {}, locale: "de")
        #expect(shown(button) == ["Einstellungen"])
        let label = layout(Label("Preferences (width fixture)", systemImage: "gear"), locale: "de")
        #expect(shown(label) == ["Einstellungen"])
        #expect(shown(layout(Toggle("Preferences (width fixture)", isOn: .constant(true)), locale: "de")) == ["Einstellungen"])
    }

    @Test func theEnvironmentModifierChangesTheLanguageOfTheTextsInside() {
        let view = VStack {
            Text("Settings", tableName: Self.table)
            Text("Settings", tableName: Self.table).environment(\.locale, Locale(identifier: "ja"))
        }
        #expect(shown(layout(view, locale: "de")) == ["Einstellungen", "設定"])
    }

    @Test func theMirroredPseudoLocaleShapesTheTextRightToLeft() {
        let mirrored = layout(Text("Settings", tableName: Self.table), locale: "ar-XB")
        #expect(shown(mirrored) == ["\u{202E}Settings\u{202C}"])
        // The two controls have no width but take the system font's tracking (−0.43 point each
        // at 17 points, as every character does): "Settings" is 63.
        #expect(mirrored.size.width == 62)
        #expect(mirrored.size.width == layout(Text(verbatim: "\u{202E}Settings\u{202C}"), locale: "ar").size.width)
    }

    @Test func theAccentedPseudoLocaleIsWider() {
        let accented = layout(Text("Settings", tableName: Self.table), locale: "en-XA")
        #expect(shown(accented) == ["[Ŝêťťîńĝŝ one]"])
        #expect(accented.size.width == 323.0 / 3)
    }
}
