import CFontconfig

/// A face in a font file.
struct FaceLocation: Hashable, Sendable {
    var path: String
    var faceIndex: Int
}

/// Finds fonts installed on the machine through fontconfig: a font that covers a character the
/// bundled font lacks, or fonts with a given name. Not thread safe: ``FontLibrary`` calls it with
/// its lock held.
final class FontconfigLookup {
    private let config: OpaquePointer

    /// Loads the machine's fontconfig configuration; nil if fontconfig cannot.
    init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// The installed font fontconfig picks for `codePoint`, among colour fonts when `color` is
    /// true (it may still not cover it, or not be in colour: callers check).
    func face(covering codePoint: UInt32, color: Bool = false) -> FaceLocation? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let charSet = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charSet) }
        FcCharSetAddChar(charSet, codePoint)
        FcPatternAddCharSet(pattern, FC_CHARSET, charSet)
        FcPatternAddBool(pattern, FC_SCALABLE, 1)
        if color { FcPatternAddBool(pattern, FC_COLOR, 1) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return location(of: match)
    }

    /// Every installed face whose family or PostScript name is `name` (case-insensitively).
    func faces(named name: String) -> [FaceLocation] {
        var found: [FaceLocation] = []
        for property in [FC_FAMILY, FC_POSTSCRIPT_NAME] {
            guard let pattern = FcPatternCreate() else { continue }
            defer { FcPatternDestroy(pattern) }
            let added = Array(name.utf8CString).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: FcChar8.self) { FcPatternAddString(pattern, property, $0.baseAddress) }
            }
            guard added != 0, let objects = FcObjectSetCreate() else { continue }
            defer { FcObjectSetDestroy(objects) }
            FcObjectSetAdd(objects, FC_FILE)
            FcObjectSetAdd(objects, FC_INDEX)
            guard let set = FcFontList(config, pattern, objects) else { continue }
            defer { FcFontSetDestroy(set) }
            for index in 0..<Int(set.pointee.nfont) {
                if let font = set.pointee.fonts[index], let location = location(of: font), !found.contains(location) {
                    found.append(location)
                }
            }
        }
        return found
    }

    private func location(of pattern: OpaquePointer) -> FaceLocation? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        return FaceLocation(path: path, faceIndex: Int(index))
    }
}
