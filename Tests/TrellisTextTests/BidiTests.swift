import Testing

@testable import TrellisText

// Bidirectional text: levels and visual order come from ICU's implementation of the Unicode
// Bidirectional Algorithm (UAX #9); a paragraph takes the direction of its first strong
// character (rules P2–P3, Apple's "natural" writing direction), or the layout direction when it
// has none; `leading` lines are at the layout direction's leading edge (SwiftUI's layout-based
// alignment). Hebrew is drawn with a fallback font (DejaVu Sans in Debian's fonts-dejavu-core).

/// The glyph that `character` is drawn with on its own.
private func glyph(_ character: String) -> UInt32 {
    layout(body(character)).lines[0].glyphRuns[0].glyphs[0]
}

/// The glyphs of a one-line layout, left to right, with their x.
private func glyphsLeftToRight(_ layout: TextLayout) -> [(glyph: UInt32, x: Double)] {
    layout.lines[0].glyphRuns
        .flatMap { run in zip(run.glyphs, run.positions).map { (glyph: $0, x: $1.x) } }
        .sorted { $0.x < $1.x }
}

/// The width of `string` on its own (trailing spaces included: measured with a letter after).
private func advance(_ string: String) -> Double {
    layout(body(string + "x")).lines[0].width - layout(body("x")).lines[0].width
}

@Suite("Bidirectional text")
struct BidiTests {
    struct OrderCase: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let direction: TextDirection
        /// The characters as they are shown, left to right (one glyph each).
        let visual: String
        var testDescription: String { name }
    }

    static let orderCases: [OrderCase] = [
        // One left-to-right paragraph (first strong: a); the Hebrew run is shown reversed in place.
        OrderCase(name: "Hebrew inside English", text: "abc אבג def", direction: .leftToRight, visual: "abc גבא def"),
        // Two Hebrew words are one right-to-left run: the first word is on the right.
        OrderCase(name: "two Hebrew words inside English", text: "ab אב גד ef", direction: .leftToRight, visual: "ab דג בא ef"),
        // The layout direction does not change a paragraph whose first strong character is Latin.
        OrderCase(name: "…in a right-to-left layout", text: "abc אבג def", direction: .rightToLeft, visual: "abc גבא def"),
        // A right-to-left paragraph (first strong: א): runs go right to left, English stays readable.
        OrderCase(name: "English inside Hebrew", text: "אבג abc def", direction: .leftToRight, visual: "abc def גבא"),
        // Numbers are left to right inside right-to-left text.
        OrderCase(name: "digits in Hebrew", text: "אבג 123", direction: .leftToRight, visual: "123 גבא"),
        // No strong character: the layout direction decides (UAX #9 HL1), so the two numbers swap.
        OrderCase(name: "no strong character, left to right", text: "12 34", direction: .leftToRight, visual: "12 34"),
        OrderCase(name: "no strong character, right to left", text: "12 34", direction: .rightToLeft, visual: "34 12"),
    ]

    @Test(arguments: orderCases)
    func glyphsAreInVisualOrder(_ c: OrderCase) {
        var paragraph = body(c.text)
        paragraph.layoutDirection = c.direction
        let shown = glyphsLeftToRight(layout(paragraph)).map(\.glyph)
        #expect(shown == c.visual.map { glyph(String($0)) })
        // The line's text stays in logical order.
        #expect(layout(paragraph).lines[0].text == c.text)
    }

    @Test func runsArePlacedEndToEnd() {
        // "abc אבג def": "abc " from 0, then the Hebrew word (its last letter first), then " def".
        let glyphs = glyphsLeftToRight(layout(body("abc אבג def")))
        let hebrewStart = advance("abc ")
        #expect(glyphs[0].x == 0)
        #expect(abs(glyphs[4].x - hebrewStart) < 1e-9)
        #expect(abs(glyphs[8].x - (hebrewStart + advance("אבג "))) < 1e-9)
        #expect(glyphs[4].glyph == glyph("ג"))
        #expect(glyphs[6].glyph == glyph("א"))
    }

    @Test func widthsDoNotDependOnTheOrder() {
        let ltr = layout(body("abc אבג def"))
        var paragraph = body("abc אבג def")
        paragraph.layoutDirection = .rightToLeft
        #expect(layout(paragraph).size == ltr.size)
    }

    @Test func leadingLinesAreRightAlignedRightToLeft() {
        var paragraph = body("Hello world\nHi")
        paragraph.layoutDirection = .rightToLeft
        let result = layout(paragraph)
        let ltr = layout(body("Hello world\nHi"))
        #expect(result.size == ltr.size)
        for (line, leftToRight) in zip(result.lines, ltr.lines) {
            #expect(line.width == leftToRight.width)
            #expect(line.x == result.size.width - line.width)
        }
        // Trailing is then the left edge.
        paragraph.alignment = .trailing
        #expect(layout(paragraph).lines.map(\.x) == [0, 0])
    }

    @Test func whitespaceEndingARightToLeftLineHangsOnTheLeft() {
        // Wrapped after "אבג ": the space ends the first line and hangs past its left edge, so the
        // letters start exactly at the line's x (its right edge is the layout's).
        var paragraph = body("אבג דהו")
        paragraph.layoutDirection = .rightToLeft
        let word = advance("אבג")
        let result = layout(paragraph, width: word + 1)
        #expect(result.lines.count == 2)
        let first = result.lines[0]
        #expect(abs(first.width - word) < 1e-9)
        let letters = first.glyphRuns.flatMap { zip($0.glyphs, $0.positions) }.filter { $0.0 != glyph(" ") }
        #expect(abs((letters.map(\.1.x).min() ?? 0) - first.x) < 1e-9)
        #expect(abs(first.x + first.width - result.size.width) < 1e-9)
    }

    @Test func arabicIsJoinedAndReversed() {
        // "سلام" is shaped right to left as one run: its first letter is the rightmost glyph.
        let result = layout(body("abc سلام"))
        let runs = result.lines[0].glyphRuns
        #expect(runs.count == 2)
        #expect(runs[1].isRightToLeft)
        #expect(runs[1].positions.map(\.x) == runs[1].positions.map(\.x).sorted())
    }
}
