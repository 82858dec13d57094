import Testing
import Trellis

// `redacted(reason:)`: texts become a rounded bar per line (the line's typographic bounds
// rounded out to whole points, inset by 2, radius 4) and images a rectangle of their frame, both
// in the foreground at 16 %; layout is untouched; `unredacted()` restores a subtree.

private struct ReasonLabel: View {
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        Text(reasons.contains(.placeholder) ? "placeholder" : reasons.contains(.privacy) ? "privacy" : "none")
    }
}

@Suite struct RedactionTests {
    private let placeholderBlack = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.16)

    @Test func aLineOfTextBecomesABar() {
        // "Hello world" at body: 85.293 wide (86 whole points), ascent + descent 17 × 2444/2048 =
        // 20.287 (21): the bar is (2, 2) 82 × 17.
        let items = drawnItems(Text("Hello world").redacted(reason: .placeholder), nil, nil)
        #expect(textsOf(items).isEmpty)
        let fills = fillsOf(items)
        #expect(fills.map(\.path) == [Path(roundedRect: CGRect(x: 2, y: 2, width: 82, height: 17), cornerRadius: 4, style: .circular)])
        #expect(fills.map(\.color) == [placeholderBlack])
    }

    @Test func eachLineHasItsBarInTheTextsColour() {
        let text = Text("Redacted placeholder text that wraps onto several lines")
            .foregroundStyle(.red)
            .frame(width: 120)
            .redacted(reason: .placeholder)
        let layout = lay(text, nil, nil)
        let fills = fillsOf(layout.displayList().items)
        let lines = Int((layout.size.height / (20 + 1.0 / 3)).rounded())
        #expect(fills.count == lines)
        #expect(lines > 1)
        var faded = resolved(.red)
        faded.opacity *= 0.16
        #expect(fills.allSatisfy { $0.color == faded })
        // Every bar of a body line is 21 − 4 tall.
        #expect(fills.allSatisfy { $0.path.boundingRect.height == 17 })
    }

    @Test func imagesBecomeRectanglesOfTheirFrame() {
        let items = drawnItems(Image(systemName: "star.fill").redacted(reason: .placeholder), nil, nil)
        // star.fill's layout box at body: 22 × 20.
        #expect(fillsOf(items).map(\.path) == [Path(CGRect(x: 0, y: 0, width: 22, height: 20))])
        #expect(fillsOf(items).map(\.color) == [placeholderBlack])
    }

    @Test func layoutIsUnchanged() {
        let content = VStack {
            Text("Title").font(.headline)
            Text("A longer line of body text")
            Image(systemName: "star.fill")
            Color.blue.frame(width: 40, height: 10)
        }
        let plain = lay(content, 390, 844)
        let redacted = lay(content.redacted(reason: .placeholder), 390, 844)
        #expect(plain.placedViews.map(\.frame) == redacted.placedViews.map(\.frame))
        // Shapes and colours are drawn as they are.
        #expect(fillsOf(redacted.displayList().items).contains { $0.color == resolved(.blue) })
    }

    @Test func unredactedRestoresItsSubtree() {
        let view = VStack {
            Text("Hidden")
            Text("Shown").unredacted()
        }
        .redacted(reason: .placeholder)
        let items = drawnItems(view, nil, nil)
        #expect(textsOf(items).map(\.text.string) == ["Shown"])
        #expect(fillsOf(items).count == 1)
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViews() {
        let view = VStack {
            Text("Account")
            Text("1234").privacySensitive()
        }
        #expect(textsOf(drawnItems(view, nil, nil)).count == 2)
        let items = drawnItems(view.redacted(reason: .privacy), nil, nil)
        #expect(textsOf(items).map(\.text.string) == ["Account"])
        #expect(fillsOf(items).count == 1)
    }

    @Test(arguments: [
        ([], "none"), ([.placeholder], "placeholder"), ([.privacy], "privacy"), ([.invalidated], "none"),
    ] as [(RedactionReasons, String)])
    func reasonsAreReadFromTheEnvironment(reasons: RedactionReasons, label: String) {
        #expect(lay(ReasonLabel().redacted(reason: reasons), nil, nil).placedViews.compactMap(\.text) == [label])
    }

    @Test func reasonsAddUpAndUnredactedClearsThem() {
        let both = ReasonLabel().redacted(reason: .privacy).redacted(reason: .placeholder)
        #expect(lay(both, nil, nil).placedViews.compactMap(\.text) == ["placeholder"])
        let cleared = ReasonLabel().unredacted().redacted(reason: .placeholder)
        #expect(lay(cleared, nil, nil).placedViews.compactMap(\.text) == ["none"])
        // Invalidated content is drawn as it is.
        let items = drawnItems(Text("Pending").invalidatableContent().redacted(reason: .invalidated), nil, nil)
        #expect(textsOf(items).map(\.text.string) == ["Pending"])
    }
}
