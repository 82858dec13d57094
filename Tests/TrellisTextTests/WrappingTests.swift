import Testing
@testable import TrellisText

@Suite("Wrapping")
struct WrappingTests {
    let sentence = "The quick brown fox jumps over the lazy dog"

    @Test func noProposedWidthMeansOneLine() {
        let result = layout(body(sentence))
        #expect(result.lines.count == 1)
        #expect(layout(body(sentence), width: .infinity).size == result.size)
    }

    static let wrapCases: [(width: Double, lines: [String])] = [
        (100, ["The quick ", "brown fox ", "jumps over ", "the lazy dog"]),
        (150, ["The quick brown ", "fox jumps over the ", "lazy dog"]),
        (200, ["The quick brown fox ", "jumps over the lazy dog"]),
    ]

    @Test("A sentence wraps at spaces into lines no wider than the proposal", arguments: wrapCases)
    func wrapsAtWordBoundaries(width: Double, lines: [String]) {
        let result = layout(body(sentence), width: width)
        #expect(result.lines.map(\.text) == lines)
        #expect(result.lines.allSatisfy { $0.width <= width })
        #expect(result.size.width <= width)
        #expect(result.size.width == thirds(result.lines.map(\.width).max()!))
        #expect(result.size.height == thirds(bodyLineHeight + Double(lines.count - 1) * 22))
        #expect(!result.isTruncated)
    }

    @Test func trailingSpacesDoNotCount() {
        let plain = layout(body("Hello"))
        let spaced = layout(body("Hello   "))
        #expect(spaced.size == plain.size)
        #expect(spaced.lines[0].width == plain.lines[0].width)
    }

    @Test func aWordWiderThanTheLineBreaksInside() {
        let result = layout(body("Supercalifragilisticexpialidocious is long"), width: 100)
        #expect(result.lines.map(\.text) == ["Supercalifra", "gilisticexpiali", "docious is ", "long"])
        #expect(result.lines.allSatisfy { $0.width <= 100 })
    }

    @Test func widthZeroPutsOneCharacterPerLine() {
        let result = layout(body("Hello world"), width: 0)
        #expect(result.lines.map(\.text) == ["H", "e", "l", "l", "o ", "w", "o", "r", "l", "d"])
        #expect(result.size.width == 0)  // never wider than the proposal
    }

    @Test func explicitNewlinesBreakLines() {
        let result = layout(body("one\ntwo\r\nthree\u{2028}four"))
        #expect(result.lines.map(\.text) == ["one", "two", "three", "four"])
        #expect(result.lines.map(\.sourceRange) == [0..<3, 4..<7, 9..<14, 15..<19])
    }

    @Test func emptyLinesKeepTheirHeightAndATrailingNewlineAddsNone() {
        let result = layout(body("a\n\nb\n"))
        #expect(result.lines.map(\.text) == ["a", "", "b"])
        #expect(result.size.height == thirds(bodyLineHeight + 2 * 22))
        #expect(layout(body("\n")).lines.count == 1)
    }

    @Test func newlinesAndWrappingTogether() {
        let result = layout(body("The quick brown fox\njumps"), width: 100)
        #expect(result.lines.map(\.text) == ["The quick ", "brown fox", "jumps"])
    }

    @Test func alignmentPlacesLinesInTheWidestLine() {
        var paragraph = body("Hi\nHello world")
        paragraph.alignment = .center
        let centered = layout(paragraph)
        #expect(centered.lines[1].x == (centered.size.width - centered.lines[1].width) / 2)
        #expect(centered.lines[0].x == (centered.size.width - centered.lines[0].width) / 2)
        paragraph.alignment = .trailing
        let trailing = layout(paragraph)
        #expect(trailing.lines[0].x + trailing.lines[0].width == trailing.size.width)
        paragraph.alignment = .leading
        #expect(layout(paragraph).lines.allSatisfy { $0.x == 0 })
    }
}
