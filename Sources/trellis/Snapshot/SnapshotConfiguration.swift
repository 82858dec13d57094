import Foundation

/// A package's snapshot settings, checked in as `.trellis-snapshots.json` (found in the
/// snapshotted folder or the nearest folder above it, or given with `--config`):
///
/// ```json
/// {
///   "devices": ["iPhone 16", "iPhone SE (3rd generation) landscape"],
///   "colorSchemes": ["light", "dark"],
///   "dynamicTypeSizes": ["large", "accessibility3"],
///   "locales": ["en", "ar"],
///   "scale": 2,
///   "perceptualPrecision": 0.98,
///   "previews": {
///     "CardView/Preview-1": { "colorSchemes": ["light"], "precision": 0.99 },
///     "Legacy/*": { "skip": true }
///   }
/// }
/// ```
///
/// Every preview is drawn in every combination of the lists (the variant matrix); a list the
/// command line also gives is the command line's. `previews` narrows the matrix, or changes the
/// precisions, for one preview (`File/Preview`, the names of its reference) or a whole file
/// (`File/*`); `"skip": true` leaves it out.
struct SnapshotConfiguration: Equatable, Decodable {
    var devices: [String]?
    var colorSchemes: [String]?
    var dynamicTypeSizes: [String]?
    var locales: [String]?
    var layoutDirections: [String]?
    /// iOS versions whose designs are drawn (18, 26).
    var osVersions: [Int]?
    var scale: Double?
    var precision: Double?
    var perceptualPrecision: Double?
    var previews: [String: PreviewSettings]?

    /// What one preview (or file) changes.
    struct PreviewSettings: Equatable, Decodable {
        var devices: [String]?
        var colorSchemes: [String]?
        var dynamicTypeSizes: [String]?
        var locales: [String]?
        var layoutDirections: [String]?
        var osVersions: [Int]?
        var precision: Double?
        var perceptualPrecision: Double?
        var skip: Bool?

        static let keys: Set<String> = [
            "devices", "colorSchemes", "dynamicTypeSizes", "locales", "layoutDirections", "osVersions", "precision",
            "perceptualPrecision", "skip",
        ]
    }

    static let fileName = ".trellis-snapshots.json"
    static let keys: Set<String> = [
        "devices", "colorSchemes", "dynamicTypeSizes", "locales", "layoutDirections", "osVersions", "scale", "precision",
        "perceptualPrecision", "previews",
    ]

    /// Reads the file at `url`, naming any key it does not know (a misspelt key would otherwise
    /// quietly leave the matrix smaller than meant).
    static func read(_ url: URL) throws -> SnapshotConfiguration {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw UserError("cannot read \(url.path)") }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw UserError("\(url.path) is not JSON: \(error.localizedDescription)")
        }
        guard let top = object as? [String: Any] else { throw UserError("\(url.path) must hold a JSON object") }
        if let unknown = Set(top.keys).subtracting(keys).sorted().first {
            throw UserError("\(url.path): unknown setting \"\(unknown)\" (known: \(keys.sorted().joined(separator: ", ")))")
        }
        for (name, settings) in top["previews"] as? [String: Any] ?? [:] {
            guard let settings = settings as? [String: Any] else { throw UserError("\(url.path): previews[\"\(name)\"] must be an object") }
            if let unknown = Set(settings.keys).subtracting(PreviewSettings.keys).sorted().first {
                throw UserError("\(url.path): previews[\"\(name)\"]: unknown setting \"\(unknown)\"")
            }
        }
        do {
            return try JSONDecoder().decode(SnapshotConfiguration.self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            throw UserError("\(url.path): \(path) has the wrong type (\(context.debugDescription))")
        } catch {
            throw UserError("\(url.path): \(error)")
        }
    }

    /// The configuration file for a run on `path`: in its folder or the nearest folder above
    /// that has one, not looking above a package's or repository's root.
    static func find(from path: URL) -> URL? {
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) && isDirectory.boolValue
        var folder = isFolder ? path : path.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let isRoot = ["Package.swift", ".git"].contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
            let parent = folder.deletingLastPathComponent()
            if isRoot || parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The settings of the preview whose reference is `preview` of `file` (a source path):
    /// its own entry, else its file's (`File/*`).
    func settings(file: String, preview: String) -> PreviewSettings? {
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return previews?["\(stem)/\(preview)"] ?? previews?["\(stem)/*"]
    }
}
