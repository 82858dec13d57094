import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisRendering
import TrellisText

@Suite("SF Symbols")
struct SymbolArtworkTests {
    @Test func everyMappedSymbolHasAGlyphInTheBundledFont() {
        let all = SymbolGlyphTable.glyphs.merging(SymbolGlyphTable.moreGlyphs) { first, _ in first }
        #expect(all.count >= 300)
        #expect(Set(SymbolGlyphTable.glyphs.keys).isDisjoint(with: SymbolGlyphTable.moreGlyphs.keys))
        let missing = all.filter { SymbolFont.glyph(for: $0.value.codepoint) == nil }.keys.sorted()
        #expect(missing.isEmpty, "no glyph for \(missing)")
    }

    @Test(arguments: ["chevron.right", "xmark", "checkmark", "plus", "gear", "person.fill", "star", "heart.fill",
                      "trash", "magnifyingglass", "house", "bell", "square.and.arrow.up"])
    func commonSymbolsAreDrawnInsideTheirFrame(name: String) {
        let frame = CGRect(x: 10, y: 20, width: 56.0 / 3, height: 18)
        let (path, isStandIn) = SymbolArtwork.path(for: name, in: frame)
        #expect(!isStandIn)
        let bounds = path.boundingRect
        #expect(!bounds.isEmpty)
        // The glyph's live area (20 of Material's 24 units) fills the frame's shorter side, 18:
        // the em (21.6) is centred on the frame, and a few icons reach into its margin.
        let halfEm = 18 * 24.0 / 20 / 2
        #expect(bounds.minX >= frame.midX - halfEm - 0.01 && bounds.maxX <= frame.midX + halfEm + 0.01)
        #expect(bounds.minY >= frame.midY - halfEm - 0.01 && bounds.maxY <= frame.midY + halfEm + 0.01)
        // And it is not a speck: it spans at least half the frame's height.
        #expect(bounds.height >= 9)
    }

    @Test func anUnmappedVariantIsDrawnAsItsBase() throws {
        try #require(SymbolGlyphTable.glyphs["gear.rectangle.fill"] == nil && SymbolGlyphTable.moreGlyphs["gear.rectangle.fill"] == nil)
        #expect(SymbolArtwork.glyph(for: "gear.rectangle.fill")?.codepoint == SymbolArtwork.glyph(for: "gear")?.codepoint)
        #expect(!SymbolArtwork.isKnown("gear.rectangle.fill"))
        #expect(SymbolArtwork.glyph(for: ".fill") == nil)
    }

    @Test func unknownNamesGetTheStandInAndAreListed() {
        let frame = CGRect(x: 0, y: 0, width: 17, height: 17)
        let (path, isStandIn) = SymbolArtwork.path(for: "no.such.symbol", in: frame)
        #expect(isStandIn)
        #expect(path == SymbolStandIn.path(in: frame))
        let items: [DisplayItem] = [
            .symbol("star", frame: frame, color: Color.black.resolve(in: EnvironmentValues())),
            // A variant the table lacks is drawn as its base, not listed.
            .symbol("gear.rectangle.fill", frame: frame, color: Color.black.resolve(in: EnvironmentValues())),
            .layer(DisplayLayer(items: [.symbol("no.such.symbol", frame: frame, color: Color.black.resolve(in: EnvironmentValues()))])),
        ]
        #expect(SymbolArtwork.unknownNames(in: items) == ["no.such.symbol"])
    }

    @MainActor
    @Test func symbolsAreFilledWithTheForegroundColour() {
        let renderer = ImageRenderer(content: Image(systemName: "star.fill").foregroundStyle(Color.orange))
        let fills: [Color.Resolved] = renderer.displayList().items.compactMap {
            if case .symbol(_, _, let color) = $0 { return color }
            return nil
        }
        #expect(fills == [Color.orange.resolve(in: EnvironmentValues())])
        #expect(renderer.svg().contains("fill=\"#FF9500\""))
    }
}
