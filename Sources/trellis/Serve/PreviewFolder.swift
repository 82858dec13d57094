import Foundation

/// The Swift files with previews in a folder `trellis serve` was given: the page lets the user
/// pick one, and that one is built and watched.
enum PreviewFolder {
    /// At most this many files are offered.
    static let limit = 200

    /// The files under `folder` (hidden folders and `.build` left out) that declare a preview,
    /// sorted by path.
    static func previewFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        var files: [URL] = []
        for case let file as URL in walker {
            if file.lastPathComponent == ".build" || file.lastPathComponent == "Packages" {
                walker.skipDescendants()
                continue
            }
            guard file.pathExtension == "swift", let data = FileManager.default.contents(atPath: file.path),
                let source = String(data: data, encoding: .utf8),
                source.contains("PreviewProvider") || source.contains("#Preview"),
                let scan = try? PreviewScanner.scan(source, fileName: file.lastPathComponent), !scan.providers.isEmpty
            else { continue }
            files.append(file.standardizedFileURL)
        }
        return Array(files.sorted { $0.path < $1.path }.prefix(limit))
    }

    /// `file`'s path relative to `folder`, for the page's menu.
    static func relativePath(of file: URL, in folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : file.lastPathComponent
    }
}
