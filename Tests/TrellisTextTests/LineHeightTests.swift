import Testing
@testable import TrellisText

@Suite("Line heights and pixel rounding")
struct LineHeightTests {
    static let oneLineHeights: [(scale: Double, height: Double)] = [(1, 21), (2, 20.5), (3, 61.0 / 3)]

    @Test("One 17 pt line is 20.287 pt, rounded up to the pixel grid", arguments: oneLineHeights)
    func oneLine(scale: Double, height: Double) {
        let result = layout(body("Hello"), scale: scale)
        #expect(result.size.height == height)
        #expect(result.lines.count == 1)
    }

    static let multiLineHeights: [(lines: Int, height: Double)] = [
        (1, 61.0 / 3),  // 20.287…
        (2, 127.0 / 3),  // 42.287… → 42.333
        (3, 193.0 / 3),  // 64.287… → 64.333
        (4, 259.0 / 3),  // 86.287… → 86.333
        (6, 391.0 / 3),  // 130.287… → 130.333
    ]

    @Test("n body lines: 20.287 + (n − 1) × 22, rounded up at 3×", arguments: multiLineHeights)
    func multipleLines(lines: Int, height: Double) {
        let text = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
        let result = layout(body(text))
        #expect(result.lines.count == lines)
        #expect(result.size.height == height)
        #expect(result.size.height == thirds(bodyLineHeight + Double(lines - 1) * 22))
    }

    @Test func lineSpacingAddsBetweenLines() {
        var paragraph = body("a\nb\nc")
        paragraph.lineSpacing = 4
        // 20.287 + 2 × (22 + 4) = 72.287 → 72.333
        #expect(layout(paragraph).size.height == 217.0 / 3)
    }

    @Test func withoutLineAdvanceLinesUseTheFontsLineHeight() {
        let paragraph = Paragraph("a\nb", font: .body)
        #expect(layout(paragraph).size.height == thirds(2 * bodyLineHeight))
    }

    static let gridCases: [(value: Double, scale: Double, expected: Double)] = [
        (61.0 / 3, 3, 61.0 / 3),
        (0.1 + 0.2, 10, 0.3),
        (20, 3, 20),
        (20.287109375, 3, 61.0 / 3),
        (20.287109375, 2, 20.5),
        (20.287109375, 1, 21),
        (85.29272727272728, 3, 256.0 / 3),
    ]

    @Test("Values on the pixel grid are not bumped", arguments: gridCases)
    func pixelGrid(value: Double, scale: Double, expected: Double) {
        #expect(PixelGrid.ceil(value, scale: scale) == expected)
    }

    @Test func textStyleSizesAndLeadings() {
        #expect(TextStyle.body.size == 17 && TextStyle.body.leading == 22)
        #expect(TextStyle.largeTitle.size == 34 && TextStyle.largeTitle.leading == 41)
        #expect(TextStyle.headline.weight == .semibold)
        let title = Paragraph("Title\nTwo", font: .system(.largeTitle), lineAdvance: TextStyle.largeTitle.leading)
        // 2444/2048 × 34 + 41 = 81.57… → 81.666…
        #expect(layout(title).size.height == thirds(2444.0 / 2048 * 34 + 41))
    }
}
