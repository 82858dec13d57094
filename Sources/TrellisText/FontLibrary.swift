import CFreeType
import Foundation

/// A font resolved for a run: the face to shape with and how to measure lines.
struct ResolvedFace: Sendable {
    let face: FontFace
    /// SF Pro's metrics for the system font, the face's own otherwise.
    let metrics: VerticalMetrics
    /// Whether SF Pro's size-dependent tracking applies (the system font only).
    let usesSystemTracking: Bool
    let diagnostic: String?
}

/// Loads and finds font faces: the bundled Inter faces (the system font), fonts registered by
/// path, fonts installed on the machine (fontconfig), and fallback faces for characters a font
/// lacks. Thread safe: one lock guards FreeType, fontconfig and the tables.
final class FontLibrary: @unchecked Sendable {
    // @unchecked: every mutable property is only touched while holding `lock`.
    private let lock = NSLock()
    private var freeType: FT_Library?
    private var faces: [FaceLocation: FontFace] = [:]
    private var unloadable: Set<FaceLocation> = []
    /// Registered faces by lower-cased family, "family style" and PostScript name.
    private var facesByName: [String: [FontFace]] = [:]
    private var fallbacks: [UInt32: FontFace?] = [:]
    private var emojiFallbacks: [UInt32: FontFace?] = [:]
    private var fontconfig: FontconfigLookup??
    private var namesAskedOfFontconfig: Set<String> = []
    private var nextFaceID = 100
    /// The bundled system-font faces, by (weight, italic).
    private let systemFaces: [SystemFaceKey: FontFace]

    private struct SystemFaceKey: Hashable {
        var weight: FontWeight
        var isItalic: Bool
    }

    /// The weights the bundled Inter comes in, and their files.
    private static let bundledFiles: [(weight: FontWeight, isItalic: Bool, file: String)] = [
        (.regular, false, "Inter-Regular"), (.medium, false, "Inter-Medium"),
        (.semibold, false, "Inter-SemiBold"), (.bold, false, "Inter-Bold"),
        (.regular, true, "Inter-Italic"), (.medium, true, "Inter-MediumItalic"),
        (.semibold, true, "Inter-SemiBoldItalic"), (.bold, true, "Inter-BoldItalic"),
    ]

    /// The directory of the bundled fonts.
    static var bundledFontDirectory: URL {
        guard let url = Bundle.module.url(forResource: "Fonts", withExtension: nil) else {
            fatalError("TrellisText: the bundled Fonts directory is missing from the resource bundle")
        }
        return url
    }

    init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) != 0 { library = nil }
        freeType = library
        var systemFaces: [SystemFaceKey: FontFace] = [:]
        let directory = Self.bundledFontDirectory
        for (index, entry) in Self.bundledFiles.enumerated() {
            let path = directory.appendingPathComponent(entry.file + ".otf").path
            guard let library,
                let face = FontFace(id: index, path: path, faceIndex: 0, freeType: library)
            else {
                fatalError("TrellisText: cannot load the bundled font \(path)")
            }
            systemFaces[SystemFaceKey(weight: entry.weight, isItalic: entry.isItalic)] = face
        }
        self.systemFaces = systemFaces
        for face in systemFaces.values {
            faces[.init(path: face.path, faceIndex: 0)] = face
            for name in face.names { facesByName[name.lowercased(), default: []].append(face) }
        }
    }

    deinit {
        faces.removeAll()
        if let freeType { FT_Done_FreeType(freeType) }
    }

    // MARK: - Resolving font specs

    /// The face and metrics for a font spec; unknown names and unloadable files fall back to the
    /// system font with a diagnostic.
    func resolve(_ spec: FontSpec) -> ResolvedFace {
        switch spec.family {
        case .system:
            return systemResolved(spec)
        case .named(let name):
            if let face = lock.withLock({ namedFace(name, weight: spec.weight, isItalic: spec.isItalic) }) {
                return ResolvedFace(face: face, metrics: face.metrics, usesSystemTracking: false, diagnostic: nil)
            }
            return systemResolved(spec, diagnostic: "Unknown font name \"\(name)\": using the system font (Inter) instead.")
        case .file(let path, let faceIndex):
            if let face = lock.withLock({ loadFace(.init(path: path, faceIndex: faceIndex)) }) {
                return ResolvedFace(face: face, metrics: face.metrics, usesSystemTracking: false, diagnostic: nil)
            }
            return systemResolved(spec, diagnostic: "Cannot load font file \"\(path)\" (face \(faceIndex)): using the system font (Inter) instead.")
        }
    }

    private func systemResolved(_ spec: FontSpec, diagnostic: String? = nil) -> ResolvedFace {
        ResolvedFace(
            face: systemFace(weight: spec.weight, isItalic: spec.isItalic), metrics: .systemFont,
            usesSystemTracking: true, diagnostic: diagnostic)
    }

    /// The bundled face closest to the weight: ultra-light to regular use Regular, heavy and black
    /// use Bold.
    func systemFace(weight: FontWeight, isItalic: Bool) -> FontFace {
        let available: [FontWeight] = [.regular, .medium, .semibold, .bold]
        let nearest = available.min { abs($0.rawValue - weight.rawValue) < abs($1.rawValue - weight.rawValue) } ?? .regular
        return systemFaces[SystemFaceKey(weight: nearest, isItalic: isItalic)]!
    }

    /// Lock held.
    private func namedFace(_ name: String, weight: FontWeight, isItalic: Bool) -> FontFace? {
        let key = name.lowercased()
        if facesByName[key] == nil, !namesAskedOfFontconfig.contains(key) {
            namesAskedOfFontconfig.insert(key)
            for location in fontconfigLookup()?.faces(named: name) ?? [] {
                if let face = loadFace(location) { registerNames(of: face) }
            }
        }
        guard let candidates = facesByName[key], !candidates.isEmpty else { return nil }
        // A PostScript or full-name match names one face; a family name picks the closest style.
        if let exact = candidates.first(where: {
            $0.postScriptName.lowercased() == key || "\($0.familyName) \($0.styleName)".lowercased() == key
        }), candidates.allSatisfy({ $0.familyName.lowercased() != key }) {
            return exact
        }
        return candidates.min { score($0, weight, isItalic) < score($1, weight, isItalic) }
    }

    private func score(_ face: FontFace, _ weight: FontWeight, _ isItalic: Bool) -> Int {
        abs(face.weight - weight.rawValue) + (face.isItalic == isItalic ? 0 : 1000)
    }

    // MARK: - Registering

    /// Loads every face of a font file and makes it findable by name; returns the names.
    func register(path: String) throws -> [String] {
        try lock.withLock {
            guard let first = loadFace(.init(path: path, faceIndex: 0)) else {
                throw FontRegistrationError.cannotLoad(path: path)
            }
            var registered = [first]
            let count = faceCount(path: path)
            if count > 1 {
                for index in 1..<count {
                    if let face = loadFace(.init(path: path, faceIndex: index)) { registered.append(face) }
                }
            }
            var names: [String] = []
            for face in registered {
                registerNames(of: face)
                names += face.names
            }
            return names
        }
    }

    /// Lock held.
    private func registerNames(of face: FontFace) {
        for name in face.names {
            let key = name.lowercased()
            if !(facesByName[key]?.contains { $0 === face } ?? false) { facesByName[key, default: []].append(face) }
        }
    }

    /// Lock held.
    private func faceCount(path: String) -> Int {
        guard let freeType else { return 0 }
        var face: FT_Face?
        guard FT_New_Face(freeType, path, -1, &face) == 0, let face else { return 0 }
        defer { FT_Done_Face(face) }
        return Int(face.pointee.num_faces)
    }

    /// Lock held.
    private func loadFace(_ location: FaceLocation) -> FontFace? {
        if let face = faces[location] { return face }
        if unloadable.contains(location) { return nil }
        guard let freeType,
            let face = FontFace(id: nextFaceID, path: location.path, faceIndex: location.faceIndex, freeType: freeType)
        else {
            unloadable.insert(location)
            return nil
        }
        nextFaceID += 1
        faces[location] = face
        return face
    }

    // MARK: - Fallback

    /// An installed face that covers `codePoint`, if fontconfig knows one.
    func fallbackFace(for codePoint: UInt32) -> FontFace? {
        lock.withLock {
            if let known = fallbacks[codePoint] { return known }
            var found: FontFace?
            if let location = fontconfigLookup()?.face(covering: codePoint),
                let face = loadFace(location), face.covers(codePoint)
            {
                found = face
            }
            fallbacks[codePoint] = found
            return found
        }
    }

    /// An installed colour font that covers `codePoint` (Noto Color Emoji on Debian), if
    /// fontconfig knows one: what an emoji is drawn with, as iOS draws emoji in Apple Color Emoji
    /// whatever the text's font.
    func emojiFace(for codePoint: UInt32) -> FontFace? {
        lock.withLock {
            if let known = emojiFallbacks[codePoint] { return known }
            var found: FontFace?
            if let location = fontconfigLookup()?.face(covering: codePoint, color: true),
                let face = loadFace(location), face.isColor, face.covers(codePoint)
            {
                found = face
            }
            emojiFallbacks[codePoint] = found
            return found
        }
    }

    /// Lock held.
    private func fontconfigLookup() -> FontconfigLookup? {
        if let fontconfig { return fontconfig }
        let lookup = FontconfigLookup()
        fontconfig = .some(lookup)
        return lookup
    }
}
