import Foundation
import SwiftParser

/// The other files of the app a preview file belongs to, compiled with it so that its views can
/// use the app's models and helpers: the other Swift files of its SwiftPM target (the folder
/// under `Sources/` of the nearest `Package.swift`), or of the folders given with `--include`.
enum SiblingFiles {
    /// Modules a sibling may import and still compile with Trellis on Linux.
    static var compilableImports: Set<String> { FrameworkStandIns.compilableModules }

    /// At most this many siblings are compiled (a preview of a huge target would take long).
    static let limit = 300

    /// The sibling files of `userFile`: those in `includes` (searched recursively), or else the
    /// other files of its SwiftPM target; none when neither applies.
    static func find(for userFile: URL, includes: [String]) -> [URL] {
        var files: [URL] = []
        for folder in appFolders(for: userFile, includes: includes) {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker where file.pathExtension == "swift" {
                let path = file.standardizedFileURL.path
                if path != userFile.path, !files.contains(where: { $0.path == path }) { files.append(file.standardizedFileURL) }
            }
        }
        return Array(files.sorted { $0.path < $1.path }.prefix(limit))
    }

    /// The app's folders: those in `includes`, or else the SwiftPM target `userFile` is in.
    static func appFolders(for userFile: URL, includes: [String]) -> [URL] {
        if !includes.isEmpty { return includes.map { URL(fileURLWithPath: $0).standardizedFileURL } }
        return targetFolder(of: userFile).map { [$0] } ?? []
    }

    /// `Sources/<Target>` of the nearest package above `file`, when the file is in it.
    static func targetFolder(of file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        for _ in 0..<8 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let sources = folder.appendingPathComponent("Sources").path + "/"
                guard file.path.hasPrefix(sources) else { return nil }
                let target = file.path.dropFirst(sources.count).split(separator: "/").first.map(String.init)
                return target.map { URL(fileURLWithPath: sources + $0) }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }

    /// The modules `source` imports that Trellis cannot stand in for (a file importing one is
    /// left out).
    static func uncompilableImports(in source: String) -> [String] {
        ImportedModules(Parser.parse(source: source)).modules.map(\.text).filter { !compilableImports.contains($0) }
    }
}
