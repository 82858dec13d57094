import Foundation
import Testing
@testable import TrellisText

@Suite("Unusual text")
struct RobustnessTests {
    @Test func emptyTextIsZeroSized() {
        let result = layout(body(""), width: 100, height: 100)
        #expect(result.size == .zero)
        #expect(result.lines.isEmpty)
        #expect(layout(Paragraph(runs: [])).size == .zero)
    }

    @Test("Scripts, marks and emoji lay out on one line", arguments: [
        "e\u{301}\u{302}\u{303} a\u{308}",  // stacked combining marks
        "👨‍👩‍👧‍👦 🇫🇷 👍🏽",  // ZWJ sequence, flag, modifier
        "مرحبا بالعالم",  // Arabic, right to left
        "שלום עולם",  // Hebrew
        "漢字かな交じり文",  // CJK
        "\u{0}\u{7}\t\u{200B}\u{FEFF}x",  // controls and invisible characters
        "Ünïcödé – “quotes” … ﬁ",
    ])
    func unusualScripts(text: String) {
        let result = layout(body(text))
        #expect(result.lines.count == 1)
        #expect(result.size.height == 61.0 / 3)
        #expect(result.size.width > 0)
        let wrapped = layout(body(text), width: 10)
        #expect(wrapped.lines.count >= 1)
    }

    @Test func emptyRunsAndOddSizesAreHarmless() {
        let paragraph = Paragraph(runs: [TextRun(""), TextRun("a"), TextRun(""), TextRun("b"), TextRun("")])
        #expect(layout(paragraph).lines.map(\.text) == ["ab"])
        #expect(layout(Paragraph("a", font: .system(size: 0))).size.width == 0)
        #expect(layout(Paragraph("a", font: .system(size: -5))).size.height == 0)
        #expect(layout(Paragraph("a", font: .system(size: .nan))).size.height == 0)
        #expect(layout(body("Hello"), width: -10, height: .nan).lines.count == 5)
    }

    @Test func charactersNoFontHasAreMeasuredAsMissingGlyphs() throws {
        // U+10FFFD is a private-use character few fonts have (Google's Material Icons, when
        // installed, does: then it is that font's glyph, in a run of its own).
        let result = layout(body("a\u{10FFFD}b"))
        let runs = try #require(result.lines.first?.glyphRuns)
        if runs.count > 1 {
            #expect(result.diagnostics.isEmpty)
            #expect(runs.count == 3)
        } else {
            #expect(result.diagnostics.count == 1)
            #expect(result.diagnostics.first?.contains("U+10FFFD") == true)
            let run = try #require(runs.first)
            try #require(run.glyphs.count == 3)
            #expect(run.glyphs == [run.glyphs[0], 0, run.glyphs[2]])  // glyph 0 is .notdef
        }
        #expect(result.size.width > layout(body("ab")).size.width)
    }

    @Test func charactersInterLacksUseAnInstalledFallbackWhenFontconfigHasOne() throws {
        // Inter has no Arabic. With an Arabic font installed (DejaVu Sans in Debian's
        // fonts-dejavu-core), the words are shaped with it; without one, they are missing glyphs.
        let result = layout(body("abc مرحبا"))
        let runs = try #require(result.lines.first?.glyphRuns)
        if result.diagnostics.isEmpty {
            #expect(runs.count == 2)
            #expect(runs.last?.font.path.contains("Inter") == false)
            #expect(runs.last?.isRightToLeft == true)
        } else {
            #expect(runs.allSatisfy { $0.font.path.contains("Inter") })
        }
    }

    @Test func combiningMarksStayWithTheirBase() {
        // "é" as e + U+0301 is one cluster: never split, even at width 0.
        let result = layout(body("e\u{301}e\u{301}"), width: 0)
        #expect(result.lines.map(\.text) == ["e\u{301}", "e\u{301}"])
    }

    @Test func rightToLeftRunsAreShapedRightToLeft() throws {
        let result = layout(body("שלום"))
        let run = try #require(result.lines.first?.glyphRuns.first)
        #expect(run.isRightToLeft)
    }

    @Test func aMegabyteOfTextDoesNotCrash() {
        let words = String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)
        let wrapped = layout(body(words, lineLimit: 3), width: 300)
        #expect(wrapped.lines.count == 3)
        #expect(wrapped.isTruncated)
        let unbroken = String(repeating: "a", count: 1_000_000)
        let limited = layout(body(unbroken), width: 300, height: 100)
        #expect(limited.lines.count == 4)
    }

    @Test func concurrentUseGivesTheSameAnswers() async {
        let local = TextEngine()
        let paragraphs = (0..<24).map { body("Paragraph \($0): the quick brown fox jumps over the lazy dog \($0)") }
        let expected = paragraphs.map { TextEngine().layout($0, width: 120, height: nil) }
        await withTaskGroup(of: (Int, TextLayout).self) { group in
            for _ in 0..<4 {
                for (index, paragraph) in paragraphs.enumerated() {
                    group.addTask { (index, local.layout(paragraph, width: 120, height: nil)) }
                }
            }
            for await (index, result) in group {
                #expect(result == expected[index])
            }
        }
    }
}
