internal import Foundation
internal import TrellisText

/// Colour glyphs (emoji of a bitmap colour font) for the SVG writer: SVG cannot use the font,
/// and such a glyph has no outline to fill, so each is embedded as a PNG image where the font
/// would draw it.
struct SVGColorGlyphs {
    /// PNG data URIs already made, by font file, face and glyph.
    private var encoded: [String: String] = [:]

    /// Whether `run`'s glyphs are colour pictures.
    static func isColor(_ run: DrawnGlyphRun) -> Bool {
        fontHasColorGlyphs(fontPath: run.fontPath, faceIndex: run.faceIndex)
    }

    /// An `<image>` element for each of `run`'s glyphs that has a picture.
    mutating func images(of run: DrawnGlyphRun) -> [String] {
        var elements: [String] = []
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard
                let image = colorGlyphImage(fontPath: run.fontPath, faceIndex: run.faceIndex, size: run.size, glyph: glyph),
                let uri = uri(of: image, key: "\(run.fontPath)#\(run.faceIndex)#\(glyph)")
            else { continue }
            let x = Double(position.x) + image.frame.x, y = Double(position.y) + image.frame.y
            elements.append(
                "<image x=\"\(NumberFormatting.compact(x))\" y=\"\(NumberFormatting.compact(y))\""
                    + " width=\"\(NumberFormatting.compact(image.frame.width))\""
                    + " height=\"\(NumberFormatting.compact(image.frame.height))\""
                    + " preserveAspectRatio=\"none\" xlink:href=\"\(uri)\"/>")
        }
        return elements
    }

    private mutating func uri(of image: ColorGlyphImage, key: String) -> String? {
        if let cached = encoded[key] { return cached }
        guard let png = RGBAImage(width: image.width, height: image.height, pixels: image.pixels).pngData() else { return nil }
        let uri = "data:image/png;base64," + png.base64EncodedString()
        encoded[key] = uri
        return uri
    }
}
