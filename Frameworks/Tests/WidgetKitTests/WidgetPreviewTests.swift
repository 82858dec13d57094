import SwiftUI
import Testing
@testable import WidgetKit

/// What `trellis preview` draws for `#Preview(as: .systemSmall) { StepsWidget() } timeline: { … }`.
@Suite("Widget previews")
struct WidgetPreviewTests {
    static var preview: some View {
        _widgetPreview(family: .systemMedium) { StepsWidget() } timeline: {
            StepsEntry(date: .now, steps: 1_200)
            StepsEntry(date: .now, steps: 9_000)
        }
    }

    @Test func eachEntryIsAPictureOfItsOwn() {
        #expect(Self.preview._topLevelViews.count == 2)
    }

    @Test(arguments: [
        (WidgetFamily.systemSmall, CGSize(width: 158, height: 158)),
        (.systemMedium, CGSize(width: 338, height: 158)),
        (.systemLarge, CGSize(width: 338, height: 354)),
    ])
    func aCardIsTheFamilysSizeOnAnIPhone(family: WidgetFamily, size: CGSize) throws {
        let card = try #require(_widgetPreview(family: family) { StepsWidget() } timeline: { StepsEntry(date: .now, steps: 7) }._topLevelViews.first)
        let layout = ViewLayout(AnyView(card), in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.placedViews.first?.frame.size == size)
    }

    @Test func theContentKeepsTheMarginsAndTheBackgroundFillsTheCard() throws {
        let card = try #require(Self.preview._topLevelViews.first)
        let layout = ViewLayout(AnyView(card), in: ProposedViewSize(width: 390, height: 844))
        let cardFrame = try #require(layout.placedViews.first?.frame)
        let title = try #require(layout.placedViews.first { $0.text == "Steps" })
        let steps = try #require(layout.placedViews.first { $0.text == "1200" })
        // The entry view's VStack (as wide as its wider line) is centred in the card's area
        // inside 16-point margins, which are the same on both sides.
        #expect(title.frame.minX == steps.frame.minX)
        let stackWidth = max(title.frame.width, steps.frame.width)
        #expect(abs(title.frame.minX - (cardFrame.midX - stackWidth / 2)) < 1e-9)
        // The margins: the stack's top is 16 below the card's when its content is taller than
        // the card's inner height allows centring; here it is centred vertically too.
        let stackHeight = steps.frame.maxY - title.frame.minY
        #expect(abs(title.frame.minY - (cardFrame.midY - stackHeight / 2)) < 1e-9)
        // The container background (orange) fills the whole card.
        let fills = layout.placedViews.filter { $0.kind.hasPrefix("Color") || $0.kind.contains("Rectangle") }
        #expect(fills.contains { $0.frame == cardFrame })
    }

    @Test func contentAtTheTopLeadingCornerIs16FromTheCardsEdges() throws {
        let content = Text("A").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(.red, for: .widget)
        let layout = ViewLayout(WidgetPreviewCard(family: .systemSmall, content: AnyView(content)), in: ProposedViewSize(width: 390, height: 844))
        let card = try #require(layout.placedViews.first?.frame)
        let text = try #require(layout.placedViews.first { $0.text == "A" }?.frame)
        #expect(card.size == CGSize(width: 158, height: 158))
        #expect(text.minX - card.minX == 16)
        #expect(text.minY - card.minY == 16)
    }

    @Test func anEntryOfAnotherWidgetIsNamedNotCrashed() throws {
        struct OtherEntry: TimelineEntry { let date: Date }
        let card = try #require(_widgetPreview(family: .systemSmall) { StepsWidget() } timeline: { OtherEntry(date: .now) }._topLevelViews.first)
        let texts = ViewLayout(AnyView(card), in: ProposedViewSize(width: 390, height: 844)).placedViews.compactMap(\.text)
        #expect(texts == ["No entry view for OtherEntry"])
    }
}
