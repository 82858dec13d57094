import Foundation
import Testing
import TrellisCore
import TrellisRendering
import TrellisText

/// Emoji in text are drawn in colour with the installed colour emoji font (Noto Color Emoji,
/// which `./swiftw` installs), measured with its advances (2550 of 2048 units per em), in PNG and
/// in SVG (as embedded pictures). Without the font, emoji fall back like any other character.
@MainActor
@Suite struct ColorEmojiTests {
    /// Whether the machine has a colour emoji font (the face an emoji is shaped with is one).
    nonisolated static let hasColorEmojiFont: Bool = {
        let layout = TextEngine.shared.layout(
            Paragraph("😀"), width: nil, height: nil)
        guard let run = layout.lines.first?.glyphRuns.first else { return false }
        return fontHasColorGlyphs(fontPath: run.font.path, faceIndex: run.font.faceIndex)
    }()

    /// `view` laid out at 3×, its ideal size.
    static func layout(_ view: Text) -> ViewLayout {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 3
        return renderer.layout()
    }

    /// `size` × 2550 / 2048 plus SF's tracking at that size, rounded up to the 3× grid.
    @Test(
        .enabled(if: hasColorEmojiFont),
        arguments: [
            ("😀", Font.body, 21.0),  // 17 × 2550 / 2048 − 0.43 = 20.737 → 21
            ("👍🏽", .body, 21.0),  // a modifier sequence is one glyph
            ("🇫🇷", .body, 21.0),  // so is a flag
            ("😀", .largeTitle, 43.0),  // 34 × 2550 / 2048 + 0.40 = 42.734 → 43
        ] as [(String, Font, Double)])
    func anEmojiIsAsWideAsTheFontsAdvance(text: String, font: Font, width: Double) {
        let layout = Self.layout(Text(text).font(font))
        #expect(Double(layout.size.width) == width, "off by \(Double(layout.size.width) - width)")
    }

    @Test(.enabled(if: hasColorEmojiFont))
    func theLineKeepsTheTextFontsHeight() {
        #expect(Self.layout(Text("Hi 😀")).size.height == 61.0 / 3)
    }

    @Test(.enabled(if: hasColorEmojiFont))
    func thePNGHasTheEmojisColoursWhateverTheTextsColour() throws {
        let renderer = ImageRenderer(content: Text("😀").foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        renderer.scale = 3
        let image = try #require(renderer.rgbaImage())
        var yellow = 0, blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                guard pixel.alpha == 255 else { continue }
                if pixel.red > 200 && pixel.green > 150 && pixel.blue < 100 { yellow += 1 }
                if pixel.blue > 200 && pixel.red < 50 && pixel.green < 50 { blue += 1 }
            }
        }
        // The face is yellow: hundreds of the 63 × 61 pixels.
        #expect(yellow > 500)
        #expect(blue == 0)
    }

    @Test(.enabled(if: hasColorEmojiFont))
    func theSVGEmbedsTheEmojiAsAPicture() {
        let renderer = ImageRenderer(content: Text("Hi 😀"))
        let svg = renderer.svg()
        #expect(svg.components(separatedBy: "<image ").count == 2)
        #expect(svg.contains("xlink:href=\"data:image/png;base64,"))
        // "Hi" is still an outline.
        #expect(svg.contains("<path d="))
    }

    @Test(.enabled(if: !hasColorEmojiFont))
    func withoutTheFontAnEmojiStillLaysOutOnOneLine() {
        #expect(Self.layout(Text("Hi 😀")).size.height == 61.0 / 3)
    }
}
