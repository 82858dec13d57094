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

    @Test(arguments: ["chevron.right", "xmark", "checkmark", "plus", "minus", "gear", "person.fill", "star", "heart.fill",
                      "trash", "magnifyingglass", "house", "bell", "square.and.arrow.up", "ellipsis"])
    func commonSymbolsFillTheInkAreaOfTheirBox(name: String) {
        // The symbol's measured box at body; its drawing takes the middle 84 % × 90 % of it (the
        // share star.fill's and house's drawings take of their boxes), the glyph's outline
        // fitted to it with its proportions kept, so it touches that area on one axis.
        let frame = CGRect(origin: CGPoint(x: 10, y: 20), size: SymbolMetrics.size(of: name, pointSize: 17))
        let ink = frame.insetBy(dx: frame.width * 0.08, dy: frame.height * 0.05)
        let (path, isStandIn) = SymbolArtwork.path(for: name, in: frame)
        #expect(!isStandIn)
        let bounds = path.boundingRect
        #expect(bounds.minX >= ink.minX - 0.01 && bounds.maxX <= ink.maxX + 0.01)
        #expect(bounds.minY >= ink.minY - 0.01 && bounds.maxY <= ink.maxY + 0.01)
        #expect(abs(bounds.width - ink.width) < 0.01 || abs(bounds.height - ink.height) < 0.01, "\(bounds) in \(ink)")
    }

    @Test(arguments: [
        ("star.bubble.custom", "star"),  // its first part
        ("custom.star", "star"),  // a later part
        ("gear.badge.custom.fill", "gear"),
    ])
    func anUnmappedNameIsDrawnAsTheNearestKnownName(name: String, nearest: String) throws {
        #expect(SymbolArtwork.glyph(for: name)?.codepoint == SymbolArtwork.glyph(for: nearest)?.codepoint)
        #expect(!SymbolArtwork.path(for: name, in: CGRect(x: 0, y: 0, width: 20, height: 20)).isStandIn)
    }

    /// Material's battery stands up; SF's `battery.100` lies on its side in a 29 × 13.5 box at
    /// body size: the glyph is turned a quarter clockwise to fill the box's ink area (84 % of
    /// its width), where upright it would fill only its height.
    @Test func anUprightGlyphInAFlatBoxIsTurned() {
        let box = CGRect(x: 0, y: 0, width: 29, height: 13.5)
        let battery = SymbolArtwork.path(for: "battery.100", in: box).path.boundingRect
        #expect(battery.width > battery.height * 1.4)
        #expect(abs(battery.width - 29 * 0.84) < 0.01 || abs(battery.height - 13.5 * 0.9) < 0.01)
        // The same glyph in a square box stays upright.
        let upright = SymbolArtwork.path(for: "battery.100", in: CGRect(x: 0, y: 0, width: 20, height: 20)).path.boundingRect
        #expect(upright.height > upright.width)
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
        let renderer = iOS18Renderer(content: Image(systemName: "star.fill").foregroundStyle(Color.orange))
        let fills: [Color.Resolved] = renderer.displayList().items.compactMap {
            if case .symbol(_, _, let color) = $0 { return color }
            return nil
        }
        #expect(fills == [Color.orange.resolve(in: renderer.environment)])
        #expect(renderer.svg().contains("fill=\"#FF9500\""))
    }
}
