internal import CCairo
internal import CFreeType
internal import Foundation

/// Cairo font faces for the font files the text engine shapes with, made once per face and kept.
///
/// Each face has its own FreeType face, used by nothing but Cairo (which locks it while drawing);
/// the faces are made under this cache's lock, as FreeType requires of one library.
final class CairoFontFaces: @unchecked Sendable {
    // @unchecked: the mutable properties are only touched while holding `lock`; Cairo font faces
    // are reference counted and thread safe.
    static let shared = CairoFontFaces()

    private struct Key: Hashable {
        var path: String
        var faceIndex: Int
    }

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [Key: OpaquePointer?] = [:]

    private init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0 { self.library = library }
    }

    /// The Cairo face for face `faceIndex` of the file at `path` (owned by the cache: do not
    /// destroy it); nil when the file cannot be read.
    func face(path: String, faceIndex: Int) -> OpaquePointer? {
        let key = Key(path: path, faceIndex: faceIndex)
        return lock.withLock {
            if let cached = faces[key] { return cached }
            var made: OpaquePointer?
            var ftFace: FT_Face?
            if let library, FT_New_Face(library, path, FT_Long(faceIndex), &ftFace) == 0, let ftFace {
                // FT_LOAD_NO_HINTING: the outlines as designed, matching the unhinted advances
                // the layout used (the font options turn hinting off as well); FT_LOAD_COLOR:
                // a colour emoji font's glyphs are its colour pictures.
                let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(1 << 1 | 1 << 20))
                if cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS {
                    made = face
                } else {
                    cairo_font_face_destroy(face)
                    FT_Done_Face(ftFace)
                }
            }
            faces[key] = made
            return made
        }
    }
}
