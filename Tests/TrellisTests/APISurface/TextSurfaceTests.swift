import Testing
import Trellis

// Compile fixture for SwiftUI's text, keyboard and selection modifiers of whole views
// (docs/api-surface.md). `kerning`, `tracking` and `monospaced` change how text is measured;
// `lineLimit(_:reservesSpace:)` and the range forms keep room for lines; the rest keep layout.

private struct TextFixture: View {
    @State private var findShown = false

    var body: some View {
        VStack {
            Text("Body")
                .baselineOffset(2)
                .allowsTightening(true)
                .privacySensitive()
                .speechAdjustedPitch(0.5)
                .speechAlwaysIncludesPunctuation()
                .speechAnnouncementsQueued()
                .speechSpellsOutCharacters()
                .symbolEffectsRemoved()
                .textSelection(.enabled)
                .textSelection(.disabled)
                .textSelectionAffinity(.upstream)
                .typesettingLanguage(.automatic)
                .typesettingLanguage(Locale.Language(identifier: "en"), isEnabled: true)
                .allowedDynamicRange(.standard)
            Color.red.frame(width: 40, height: 20)
                .findDisabled()
                .replaceDisabled()
                .findNavigator(isPresented: $findShown)
                .submitScope()
                .writingToolsAffordanceVisibility(.hidden)
                .writingToolsBehavior(.limited)
                .keyboardShortcut(.defaultAction)
                .keyboardShortcut(Optional<KeyboardShortcut>.none)
                .keyboardShortcut("s", modifiers: [.command, .shift])
                .keyboardShortcut(.return, modifiers: .command, localization: .withoutMirroring)
        }
    }
}

@Suite struct TextSurfaceTests {
    @Test func acceptedTextModifiersKeepTheLayout() {
        let plain = VStack {
            Text("Body")
            Color.red.frame(width: 40, height: 20)
        }
        #expect(lay(TextFixture(), 390, 844).size == lay(plain, 390, 844).size)
    }

    @Test func kerningAndTrackingOfAViewSpaceItsTextAsTheTextsOwn() {
        let viewKerning = lay(Text("Spacing").kerning(3), nil, nil).size
        #expect(lay(VStack { Text("Spacing") }.kerning(3), nil, nil).size == viewKerning)
        let viewTracking = lay(Text("Spacing").tracking(4), nil, nil).size
        #expect(lay(HStack { Text("Spacing") }.tracking(4), nil, nil).size == viewTracking)
        #expect(viewTracking.width > lay(Text("Spacing"), nil, nil).size.width)
        // The text's own spacing wins over its view's.
        #expect(lay(VStack { Text("Spacing").tracking(4) }.tracking(9), nil, nil).size == viewTracking)
    }

    @Test func monospacedUsesTheMonospacedDesign() {
        #expect(lay(Text("Code").monospaced(), nil, nil).size == lay(Text("Code").fontDesign(.monospaced), nil, nil).size)
        #expect(lay(Text("Code").monospaced(false), nil, nil).size == lay(Text("Code"), nil, nil).size)
    }

    @Test func reservedLinesKeepTheHeightOfThatManyLines() {
        let threeLines = lay(Text("A\nB\nC"), nil, nil).size.height
        let reserved = lay(Text("One").lineLimit(3, reservesSpace: true), nil, nil).size
        #expect(reserved.height == threeLines)
        #expect(reserved.width == lay(Text("One"), nil, nil).size.width)
        #expect(lay(Text("One").lineLimit(3, reservesSpace: false), nil, nil).size == lay(Text("One"), nil, nil).size)
        // The range forms: at least the lower bound's lines, at most the upper bound's.
        #expect(lay(Text("One").lineLimit(3...5), nil, nil).size.height == threeLines)
        #expect(lay(Text("One").lineLimit(3...), nil, nil).size.height == threeLines)
        let fiveLines = "1\n2\n3\n4\n5"
        #expect(lay(Text(fiveLines).lineLimit(...2), nil, nil).size == lay(Text(fiveLines).lineLimit(2), nil, nil).size)
        // A plain line limit inside drops the reservation.
        #expect(lay(Text("One").lineLimit(1).lineLimit(3, reservesSpace: true), nil, nil).size == lay(Text("One"), nil, nil).size)
    }
}
