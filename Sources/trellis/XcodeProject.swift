import Foundation

/// The Xcode project an app's files belong to, for the build settings its bundle shows
/// (`MARKETING_VERSION`, `PRODUCT_BUNDLE_IDENTIFIER`, `INFOPLIST_KEY_…`).
struct XcodeProject {
    /// The project's name (`Landmarks` of `Landmarks.xcodeproj`).
    let name: String
    /// The settings written in its `project.pbxproj`; where targets or configurations differ,
    /// the first one written.
    let buildSettings: [String: String]

    /// The nearest `.xcodeproj` in `folder` or the folders above it (at most six up).
    static func nearest(above folder: URL) -> XcodeProject? {
        var current = folder.standardizedFileURL
        for _ in 0...6 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
            if let project = entries.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
                let file = current.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
                let text = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                return XcodeProject(name: String(project.dropLast(".xcodeproj".count)), buildSettings: settings(in: text))
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
        return nil
    }

    /// `NAME = value;` lines of a project file's build settings: upper-case names only, the
    /// value unquoted.
    static func settings(in text: String) -> [String: String] {
        var settings: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let equals = trimmed.firstIndex(of: "="), trimmed.hasSuffix(";") else { continue }
            let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) || name.hasPrefix("INFOPLIST_KEY_") else { continue }
            var value = trimmed[trimmed.index(after: equals)...].dropLast().trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            if settings[name] == nil { settings[name] = value }
        }
        return settings
    }
}
