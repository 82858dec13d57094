import Testing
@testable import TrellisText

@Suite("Limits and truncation")
struct TruncationTests {
    @Test func zeroByZeroIsZero() {
        let result = layout(body("Hello world"), width: 0, height: 0)
        #expect(result.size == .zero)
        #expect(result.lines.isEmpty)
    }

    @Test func aHeightShowsOnlyTheLinesThatFit() {
        // Measured in SwiftUI: width 0, height 100 at 17 pt → 4 lines → 0 × 86.333.
        let result = layout(body("Hello world"), width: 0, height: 100)
        #expect(result.size == TextSize(width: 0, height: 259.0 / 3))
        #expect(result.lines.count == 4)
        #expect(result.isTruncated)
        #expect(result.lines.last?.text.hasSuffix("…") == true)
    }

    @Test func aHeightBelowOneLineStillShowsOneLine() {
        let result = layout(body("Hello world"), width: 50, height: 5)
        #expect(result.lines.count == 1)
        #expect(result.size.height == 61.0 / 3)
    }

    static let modeCases: [(mode: TruncationMode, width: Double, text: String)] = [
        (.tail, 50, "Hell…"),
        (.head, 50, "…orld"),
        (.middle, 60, "He…rld"),
    ]

    @Test("Truncation modes put the ellipsis at the end, start or middle", arguments: modeCases)
    func truncationModes(mode: TruncationMode, width: Double, text: String) {
        let result = layout(body("Hello world", lineLimit: 1, truncationMode: mode), width: width)
        #expect(result.lines.map(\.text) == [text])
        #expect(result.isTruncated)
        #expect(result.lines[0].width <= width)
    }

    @Test func lineLimitCapsLinesAndTruncatesTheLast() {
        let sentence = "The quick brown fox jumps over the lazy dog"
        let result = layout(body(sentence, lineLimit: 2), width: 100)
        #expect(result.lines.count == 2)
        #expect(result.lines[0].text == "The quick ")
        #expect(result.lines[1].text.hasPrefix("brown fox"))
        #expect(result.lines[1].text.hasSuffix("…"))
        #expect(result.lines[1].width <= 100)
        #expect(result.size.height == 127.0 / 3)
    }

    @Test func lineLimitWithNewlinesAndNoWidth() {
        let result = layout(body("first\nsecond", lineLimit: 1))
        #expect(result.lines.map(\.text) == ["first…"])
        #expect(result.isTruncated)
    }

    @Test func aLimitTheTextFitsInChangesNothing() {
        let limited = layout(body("Hello world", lineLimit: 3), width: 300)
        #expect(!limited.isTruncated)
        #expect(limited.lines.map(\.text) == ["Hello world"])
    }

    @Test func minimumScaleFactorShrinksTheFontToFit() {
        let text = "Hello world this is long"
        let full = layout(body(text))
        #expect(full.size.width > 150)
        var paragraph = body(text, lineLimit: 1)
        paragraph.minimumScaleFactor = 0.5
        let shrunk = layout(paragraph, width: 150)
        #expect(!shrunk.isTruncated)
        #expect(shrunk.fontScale < 1 && shrunk.fontScale >= 0.5)
        #expect(shrunk.lines[0].width <= 150)
        #expect(shrunk.lines[0].text == text)
        #expect(shrunk.size.height < full.size.height)

        paragraph.minimumScaleFactor = 0.9  // not enough: truncates at 0.9
        let limited = layout(paragraph, width: 100)
        #expect(limited.isTruncated)
        #expect(limited.fontScale == 0.9)
    }
}
