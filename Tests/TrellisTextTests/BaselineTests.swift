import Testing
@testable import TrellisText

@Suite("Baselines and glyph positions")
struct BaselineTests {
    @Test func firstBaselineIsTheAscent() {
        let result = layout(body("Hello"))
        #expect(result.firstBaseline == bodyAscent)  // 1950/2048 × 17 = 16.1865234375
        #expect(result.lastBaseline == bodyAscent)
    }

    @Test func lastBaselineIsTheLastLinesTopPlusTheAscent() {
        let result = layout(body("a\nb\nc"))
        #expect(result.firstBaseline == bodyAscent)
        #expect(result.lastBaseline == 44 + bodyAscent)
        #expect(result.lines.map(\.top) == [0, 22, 44])
        #expect(result.lines.map(\.baseline) == [bodyAscent, 22 + bodyAscent, 44 + bodyAscent])
    }

    @Test func glyphsArePositionedLeftToRightOnTheBaseline() throws {
        let result = layout(body("Hello"))
        let run = try #require(result.lines.first?.glyphRuns.first)
        #expect(result.lines[0].glyphRuns.count == 1)
        #expect(run.glyphs.count == 5)
        #expect(run.positions.first?.x == 0)
        #expect(zip(run.positions, run.positions.dropFirst()).allSatisfy { $0.x < $1.x })
        #expect(run.positions.allSatisfy { $0.y == bodyAscent })
        #expect(run.font.size == 17)
        #expect(run.font.path.hasSuffix("Inter-Regular.otf"))
        #expect(!run.isRightToLeft)
    }

    @Test func concatenatedRunsGetOneGlyphRunPerFont() {
        let paragraph = Paragraph(
            runs: [TextRun("Hello "), TextRun("world", font: FontSpec.body.bold())], lineAdvance: 22)
        let result = layout(paragraph)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].text == "Hello world")
        let fonts = result.lines[0].glyphRuns.map { $0.font.path.split(separator: "/").last.map(String.init) }
        #expect(fonts == ["Inter-Regular.otf", "Inter-Bold.otf"])
        // Bold is wider than regular.
        #expect(result.size.width > layout(body("Hello world")).size.width)
    }
}
