import SwiftUI
import Testing
@testable import WidgetKit

// A widget extension as apps write one: an entry, a provider, an entry view reading the family,
// a configuration with the gallery modifiers, and the app reloading timelines.
struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), steps: 0) }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: Date(), steps: 4_200))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entries = (0..<4).map { StepsEntry(date: Date().addingTimeInterval(Double($0) * 3600), steps: $0 * 1000) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    var entry: StepsProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps").font(.caption)
            Text("\(entry.steps)").font(family == .systemSmall ? .title : .largeTitle).bold()
        }
        .containerBackground(for: .widget) { Color.orange.opacity(0.2) }
        .widgetURL(URL(string: "steps://today"))
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's step count.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct Widgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
    }
}

@Suite("WidgetKit as apps write it")
struct WidgetKitTests {
    @Test func theEntryViewLaysOutAndTheConfigurationKeepsItsOptions() throws {
        let layout = ViewLayout(StepsWidgetView(entry: StepsEntry(date: Date(), steps: 4200)), in: ProposedViewSize(width: 170, height: 170))
        #expect(layout.placedViews.compactMap(\.text) == ["Steps", "4200"])
        _ = StepsWidget().body
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "StepsWidget")
        _ = Widgets().body
    }

    @Test func theProviderGivesItsTimeline() {
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 170, height: 170), isPreview: true)
        nonisolated(unsafe) var count = 0
        StepsProvider().getTimeline(in: context) { count = $0.entries.count }
        #expect(count == 4)
    }
}
