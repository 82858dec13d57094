import Foundation

/// What `trellis snapshot PATH` checks: a package's root stands for each of its targets with
/// previews (each compiled on its own, as SwiftPM compiles it), anything else for itself.
enum SnapshotTargets {
    /// The folders and files to check for `path`.
    static func expand(_ path: String) throws -> [String] {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else { return [path] }
        let targets = LocalModules.modules(ofPackageAt: url).map(\.folder).filter(hasPreviews)
        guard !targets.isEmpty else {
            throw UserError("no target of the package at \(url.path) has previews (#Preview or PreviewProvider)")
        }
        return targets.map(\.path)
    }

    /// Whether a Swift file in `folder` (or below it) declares a preview, by a look at its text.
    static func hasPreviews(_ folder: URL) -> Bool {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return false }
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            if text.contains("#Preview") || text.contains("PreviewProvider") { return true }
        }
        return false
    }
}
