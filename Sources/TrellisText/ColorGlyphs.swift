import CFreeType
import Foundation

/// A colour glyph's picture (an emoji of a bitmap colour font such as Noto Color Emoji), for
/// writers that cannot draw the font itself: SVG embeds it as an image.
public struct ColorGlyphImage: Sendable {
    /// Pixels, `width × height`, 8-bit red, green, blue, alpha, not premultiplied, rows top down.
    public var pixels: [UInt8]
    public var width: Int
    public var height: Int
    /// Where the picture goes, in points at the size asked for, relative to the glyph's origin
    /// on the baseline (y grows downwards).
    public var frame: (x: Double, y: Double, width: Double, height: Double)
}

/// The picture of glyph `glyph` of a colour font at `size` points; nil when the face has no
/// colour bitmap for it (an outline font, or a glyph without a picture).
///
/// Thread safe: the FreeType faces are private and used under a lock; pictures are cached per
/// glyph at the font's own bitmap size (every point size scales the same pixels).
public func colorGlyphImage(fontPath: String, faceIndex: Int, size: Double, glyph: UInt32) -> ColorGlyphImage? {
    guard let bitmap = ColorGlyphCache.shared.bitmap(path: fontPath, faceIndex: faceIndex, glyph: glyph) else {
        return nil
    }
    let scale = size / bitmap.pixelsPerEm
    return ColorGlyphImage(
        pixels: bitmap.pixels, width: bitmap.width, height: bitmap.height,
        frame: (
            Double(bitmap.left) * scale, -Double(bitmap.top) * scale, Double(bitmap.width) * scale,
            Double(bitmap.height) * scale
        ))
}

/// Whether the font file's face draws its glyphs as colour pictures.
public func fontHasColorGlyphs(fontPath: String, faceIndex: Int) -> Bool {
    ColorGlyphCache.shared.isColor(path: fontPath, faceIndex: faceIndex)
}

/// Colour glyph bitmaps read with FreeType at the face's first bitmap strike, and kept.
final class ColorGlyphCache: @unchecked Sendable {
    // @unchecked: every mutable property is only touched while holding `lock` (FreeType faces
    // are not thread safe).
    static let shared = ColorGlyphCache()

    struct Bitmap: Sendable {
        var pixels: [UInt8]
        var width: Int
        var height: Int
        /// The bitmap's offset from the glyph origin, in pixels: left, and up to its top row.
        var left: Int
        var top: Int
        /// The strike's size: pixels per em.
        var pixelsPerEm: Double
    }

    private struct FaceKey: Hashable {
        var path: String
        var faceIndex: Int
    }

    private struct GlyphKey: Hashable {
        var face: FaceKey
        var glyph: UInt32
    }

    private let lock = NSLock()
    private var library: FT_Library?
    /// Colour faces only (nil: not a colour font, or unreadable).
    private var faces: [FaceKey: FT_Face?] = [:]
    private var bitmaps: [GlyphKey: Bitmap?] = [:]
    private static let capacity = 2_000

    private init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0 { self.library = library }
    }

    func isColor(path: String, faceIndex: Int) -> Bool {
        lock.withLock { face(for: FaceKey(path: path, faceIndex: faceIndex)) != nil }
    }

    func bitmap(path: String, faceIndex: Int, glyph: UInt32) -> Bitmap? {
        let key = GlyphKey(face: FaceKey(path: path, faceIndex: faceIndex), glyph: glyph)
        return lock.withLock {
            if let cached = bitmaps[key] { return cached }
            let loaded = face(for: key.face).flatMap { Self.load(glyph, of: $0) }
            if bitmaps.count >= Self.capacity { bitmaps.removeAll(keepingCapacity: true) }
            bitmaps[key] = loaded
            return loaded
        }
    }

    /// Call with `lock` held.
    private func face(for key: FaceKey) -> FT_Face? {
        if let cached = faces[key] { return cached }
        var face: FT_Face?
        if let library, FT_New_Face(library, key.path, FT_Long(key.faceIndex), &face) == 0, let opened = face {
            let isColor = opened.pointee.face_flags & (1 << 14) != 0  // FT_FACE_FLAG_COLOR
            // A bitmap font is read at its first strike (Noto Color Emoji has one, 109 pixels
            // per em); the picture is scaled to the size drawn.
            if !isColor || opened.pointee.num_fixed_sizes < 1 || FT_Select_Size(opened, 0) != 0 {
                FT_Done_Face(opened)
                face = nil
            }
        } else {
            face = nil
        }
        faces[key] = face
        return face
    }

    /// Call with `lock` held.
    private static func load(_ glyph: UInt32, of face: FT_Face) -> Bitmap? {
        let loadColor: Int32 = 1 << 20  // FT_LOAD_COLOR
        guard FT_Load_Glyph(face, glyph, loadColor) == 0, let slot = face.pointee.glyph,
            let size = face.pointee.size, size.pointee.metrics.x_ppem > 0
        else { return nil }
        let bitmap = slot.pointee.bitmap
        // FT_PIXEL_MODE_BGRA: premultiplied blue, green, red, alpha.
        guard bitmap.pixel_mode == 7, bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer else { return nil }
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
            for column in 0..<width {
                let blue = Int(source[column * 4]), green = Int(source[column * 4 + 1])
                let red = Int(source[column * 4 + 2]), alpha = Int(source[column * 4 + 3])
                let target = (row * width + column) * 4
                guard alpha > 0 else { continue }
                pixels[target] = UInt8(min(255, (red * 255 + alpha / 2) / alpha))
                pixels[target + 1] = UInt8(min(255, (green * 255 + alpha / 2) / alpha))
                pixels[target + 2] = UInt8(min(255, (blue * 255 + alpha / 2) / alpha))
                pixels[target + 3] = UInt8(alpha)
            }
        }
        return Bitmap(
            pixels: pixels, width: width, height: height, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top), pixelsPerEm: Double(size.pointee.metrics.x_ppem))
    }
}
