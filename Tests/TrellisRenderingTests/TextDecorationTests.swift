import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisRendering
import TrellisTextBridge

// Lines under and through text: at the font's own position and thickness (Inter Regular: the
// post table's underline 464 units below the baseline to its top, 192 thick; the OS/2
// strikeout 922 above the baseline to its bottom, 192 thick; 2816 units per em), across each
// run, in the run's colour unless given one.

@MainActor
@Suite("Text decorations")
struct TextDecorationTests {
    private func drawnText(_ view: some View) throws -> DisplayText {
        let layout = ViewLayout(view, in: ProposedViewSize(width: nil, height: nil), textMeasurer: ShapedTextMeasurer())
        guard let first = layout.displayList().items.first, case .text(let text) = first else {
            throw DecorationTestError.noText
        }
        return text
    }

    private enum DecorationTestError: Error { case noText }

    private static let unit = 17.0 / 2816

    @Test func anUnderlineSpansTheTextBelowItsBaseline() throws {
        let text = try drawnText(Text(verbatim: "Hello").underline())
        let drawn = DrawnText(text)
        let lines = TextDecorationLines.lines(of: text, drawn: drawn)
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        let baseline = Double(drawn.lines[0].origin.y)
        let bounds = line.path.boundingRect
        // From the first glyph's pen position to the last's advance: inside the frame, which
        // is the width rounded up to the 3× pixel grid.
        #expect(abs(bounds.minX - text.frame.minX) < 1e-9 && bounds.maxX <= text.frame.maxX && bounds.maxX > text.frame.maxX - 1.0 / 3)
        #expect(abs(bounds.height - 192 * Self.unit) < 1e-9)
        #expect(abs(bounds.midY - (baseline + (464 + 96) * Self.unit)) < 1e-9)
        #expect(line.color == text.color && line.stroke == nil)
    }

    @Test func aStrikethroughCrossesTheTextAboveItsBaselineInItsColour() throws {
        let text = try drawnText(Text(verbatim: "Hello").strikethrough(color: .red))
        let drawn = DrawnText(text)
        let line = try #require(TextDecorationLines.lines(of: text, drawn: drawn).first)
        let baseline = Double(drawn.lines[0].origin.y)
        #expect(abs(line.path.boundingRect.maxY - (baseline - 922 * Self.unit)) < 1e-9)
        #expect(line.color == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test(arguments: [
        (Text.LineStyle.Pattern.dot, [1.0, 2.0]), (.dash, [3, 2]), (.dashDot, [3, 2, 1, 2]), (.dashDotDot, [3, 2, 1, 2, 1, 2]),
    ])
    func patternedLinesAreDashedStrokes(_ pattern: Text.LineStyle.Pattern, _ dashes: [Double]) throws {
        let text = try drawnText(Text(verbatim: "Hi").underline(pattern: pattern))
        let line = try #require(TextDecorationLines.lines(of: text, drawn: DrawnText(text)).first)
        let thickness = 192 * Self.unit
        let stroke = try #require(line.stroke)
        #expect(abs(Double(stroke.lineWidth) - thickness) < 1e-9)
        #expect(stroke.dash.count == dashes.count && zip(stroke.dash, dashes).allSatisfy { abs(Double($0) - $1 * thickness) < 1e-9 })
    }

    @Test func onlyTheDecoratedRunsAreLined() throws {
        let text = try drawnText(Text(verbatim: "plain ") + Text(verbatim: "link").underline())
        let drawn = DrawnText(text)
        let lines = TextDecorationLines.lines(of: text, drawn: drawn)
        #expect(lines.count == 1)
        let linkStart = try #require(drawn.runs.first { $0.sourceRun == 1 }?.start)
        #expect(lines.first.map { Double($0.path.boundingRect.minX) } == linkStart)
        #expect(linkStart > Double(text.frame.minX) + 20)
    }

    @Test func theViewModifiersDecorateTheTextsInside() throws {
        let viewLevel = try drawnText(Text(verbatim: "Hello").strikethrough(pattern: .dash).underline(false))
        #expect(TextDecorationLines.lines(of: viewLevel, drawn: DrawnText(viewLevel)).count == 1)
        let modified = try drawnText(VStack { Text(verbatim: "Hello") }.underline().strikethrough())
        #expect(TextDecorationLines.lines(of: modified, drawn: DrawnText(modified)).count == 2)
        let own = try drawnText(VStack { Text(verbatim: "Hello").underline(color: .blue) }.underline(color: .red))
        #expect(TextDecorationLines.lines(of: own, drawn: DrawnText(own)).first?.color == Color.blue.resolve(in: EnvironmentValues()))
        let markdown = try drawnText(Text(try AttributedString(markdown: "~~gone~~")))
        #expect(TextDecorationLines.lines(of: markdown, drawn: DrawnText(markdown)).count == 1)
    }

    @Test func thePictureHasTheLine() throws {
        let renderer = ImageRenderer(content: Text(verbatim: "____").foregroundStyle(.clear).underline(color: .black).padding(4))
        let picture = try #require(renderer.rgbaImage())
        let text = try drawnText(Text(verbatim: "____").underline().padding(4))
        let drawn = DrawnText(text)
        let centre = Int((Double(drawn.lines[0].origin.y) + 560 * Self.unit).rounded(.down))
        #expect(picture[picture.width / 2, centre].alpha > 200)
        #expect(picture[picture.width / 2, 1].alpha == 0)
    }
}
