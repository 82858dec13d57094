import AppIntents
import SwiftUI
import Testing

@Suite("AppIntents as apps write them")
struct AppIntentsTests {
    @Test func anIntentKeepsTheParameterItWasGiven() async throws {
        let intent = ShowTopItemsIntent(period: .week)
        #expect(intent.period == .week)
        #expect(ShowTopItemsIntent.title == "Show Top Items")
        #expect(ShowTopItemsIntent.openAppWhenRun == false)
        _ = try await intent.perform()
    }

    @Test func aParameterWithADefaultHasIt() async throws {
        let intent = CountItemsIntent()
        #expect(intent.limit == 5)
        let result = try await intent.perform() as? IntentResultContainer<Int, _IntentResultNone, IntentDialog>
        #expect(result?.value == 5)
        #expect(result?.dialog == IntentDialog("There are 5 items."))
    }

    @Test func shortcutPhrasesNameTheAppAndTheParameters() {
        let shortcuts = ItemShortcuts.appShortcuts
        #expect(shortcuts.count == 2)
        #expect(shortcuts[0].phrases == ["${applicationName} Trends for ${parameter}", "Show ${applicationName} trends"])
        #expect(shortcuts[1].shortTitle == "Count Items")
        #expect(shortcuts[1].systemImageName == "number")
    }

    @Test(arguments: [(Period.today, "Today"), (.week, "This Week"), (.year, "This Year")])
    func anEnumCaseIsShownByItsRepresentation(period: Period, title: String) {
        #expect(Period.caseDisplayRepresentations[period]?.title.key == title)
        #expect(Period.typeDisplayRepresentation.name == "Period")
    }

    @Test func anEntityIsFoundByItsQuery() async throws {
        let found = try await ItemEntity.defaultQuery.entities(for: ["b"])
        #expect(found.map(\.id) == ["b"])
        #expect(found.first?.displayRepresentation.subtitle == "Item b")
        #expect(String(localized: ItemEntity.typeDisplayRepresentation.name) == "Item")
    }

    @Test func aSiriTipIsATipCard() throws {
        let layout = ViewLayout(SiriTipView(intent: ShowTopItemsIntent()), in: ProposedViewSize(width: 358, height: nil))
        let heading = try #require(layout.placedViews.first { $0.text == "Siri Tip" })
        let phrase = try #require(layout.placedViews.first { $0.text == "Say “Show Top Items”" })
        #expect(heading.frame.minX == 16)
        #expect(heading.frame.minY == 16)
        #expect(phrase.frame.minX == 16)
        #expect(phrase.frame.minY == heading.frame.maxY + 4)
        let hidden = ViewLayout(SiriTipView(intent: ShowTopItemsIntent(), isVisible: .constant(false)), in: ProposedViewSize(width: 358, height: nil))
        #expect(hidden.placedViews.allSatisfy { $0.text == nil })
    }

    @MainActor
    @Test func picture() throws {
        let view = VStack { SiriTipView(intent: ShowTopItemsIntent(period: .today)) }.padding().frame(width: 390)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        try? FileManager.default.createDirectory(atPath: "/tmp/fw-pictures", withIntermediateDirectories: true)
        try? renderer.pngData()?.write(to: URL(fileURLWithPath: "/tmp/fw-pictures/siritip.png"))
        #expect(renderer.rgbaImage() != nil)
    }
}

// Written as apps write them.

enum Period: String, CaseIterable, AppEnum {
    case today, week, month, year

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Period"
    static let caseDisplayRepresentations: [Period: DisplayRepresentation] = [
        .today: "Today",
        .week: "This Week",
        .month: "This Month",
        .year: DisplayRepresentation(title: "This Year", image: .init(systemName: "calendar")),
    ]
}

struct ShowTopItemsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Top Items"
    static let description = IntentDescription("Shows the best-selling items.")

    @Parameter(title: "Period")
    var period: Period

    @MainActor
    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: Text("Top items for \(period.rawValue)"))
    }
}

extension ShowTopItemsIntent {
    init(period: Period) {
        self.period = period
    }
}

struct CountItemsIntent: AppIntent {
    static var title: LocalizedStringResource { "Count Items" }
    static var openAppWhenRun: Bool { true }

    @Parameter(title: "Limit", default: 5)
    var limit: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: limit, dialog: "There are \(limit) items.")
    }
}

struct ItemShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowTopItemsIntent(), phrases: [
            "\(.applicationName) Trends for \(\.$period)",
            "Show \(.applicationName) trends",
        ])
        AppShortcut(
            intent: CountItemsIntent(), phrases: ["Count \(.applicationName) items"], shortTitle: "Count Items",
            systemImageName: "number")
    }
}

struct ItemEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
    static let defaultQuery = ItemQuery()

    var id: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id)", subtitle: "Item \(id)")
    }
}

struct ItemQuery: EntityQuery {
    func entities(for identifiers: [ItemEntity.ID]) async throws -> [ItemEntity] {
        identifiers.map { ItemEntity(id: $0) }
    }
}

@Suite("String(localized:) beside AppIntents")
struct LocalizedStringBesideAppIntentsTests {
    @Test func aLiteralIsNotAmbiguous() {
        let count = 2
        #expect(String(localized: "Top Donuts") == "Top Donuts")
        #expect(String(localized: "\(count) donuts", comment: "A count") == "2 donuts")
        #expect(String(localized: LocalizedStringResource("Top Donuts")) == "Top Donuts")
    }
}
