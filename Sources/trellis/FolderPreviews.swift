import Foundation

/// `trellis preview FOLDER`: every preview of every Swift file in a folder (an app's sources),
/// compiled once together, as Xcode compiles an app, and a count of the files whose previews
/// all drew — the measure of how much of an app Trellis previews.
enum FolderPreviews {
    /// The name of the (empty) file standing for the user's file in the preview package.
    static let programFile = "TrellisFolderPreviews.swift"

    /// One file of the folder that declares previews.
    struct File: Equatable, Sendable {
        /// The names its previews' pictures start with (one per provider).
        var providers: [String]
        /// Why it was left out of the build, when it was.
        var leftOut: String?
    }

    /// The stand-in for the user's file: no code, no previews of its own.
    static func scan(of folder: URL) -> PreviewScan {
        PreviewScan(providers: [], compiledSource: "// The previews of the files of \(folder.lastPathComponent), drawn by trellis.\n", notes: [])
    }

    /// `scan`'s providers, named after their file so pictures of different files cannot clash
    /// (`CircleImage-CircleImage_Previews`, `LandmarkRow-Preview-1`).
    static func providers(of scan: PreviewScan, in file: URL) -> [PreviewScan.Provider] {
        let stem = file.deletingPathExtension().lastPathComponent
        return scan.providers.map { PreviewScan.Provider(name: "\(stem)-\($0.name)", typeName: $0.typeName) }
    }

    /// Says how many previews were found; throws when there are none.
    static func announce(_ siblings: [SiblingCopy], in folder: URL) throws {
        let providers = siblings.flatMap(\.providers)
        guard !providers.isEmpty else { throw UserError("no previews found in the Swift files of \(folder.path)") }
        let files = siblings.filter { !$0.providers.isEmpty }.count
        Terminal.note("Found \(providers.count) preview provider\(providers.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")")
    }

    /// The files with previews: those compiled (`siblings`), and those left out that declare any.
    static func files(of siblings: [SiblingCopy], leftOut: [String: String]) -> [String: File] {
        var files: [String: File] = [:]
        for sibling in siblings where !sibling.providers.isEmpty {
            files[sibling.path] = File(providers: sibling.providers.map(\.name))
        }
        for (path, reason) in leftOut {
            let url = URL(fileURLWithPath: path)
            guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8),
                let scan = try? PreviewScanner.scan(source, fileName: url.lastPathComponent), !scan.providers.isEmpty
            else { continue }
            files[path] = File(providers: providers(of: scan, in: url).map(\.name), leftOut: reason)
        }
        return files
    }

    /// The first error the compiler gave in `file` (its message alone), from a build's output.
    static func firstError(in file: String, of output: String) -> String? {
        let name = URL(fileURLWithPath: file).lastPathComponent
        for line in output.split(separator: "\n") where line.contains(name) && line.contains("error: ") {
            return line.components(separatedBy: "error: ").dropFirst().joined(separator: "error: ")
        }
        return nil
    }

    /// The report of a folder's run: a line per file that did not render, with the reason, and
    /// the count of files whose previews all drew. `failures` names the previews that failed.
    static func report(_ files: [String: File], failures: [PreviewFailure], in folder: URL) -> String {
        var lines: [String] = []
        var rendered = 0
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            let relative = path.hasPrefix(folder.path + "/") ? String(path.dropFirst(folder.path.count + 1)) : path
            if let reason = file.leftOut {
                lines.append("  ✗ \(relative): left out, \(reason)")
                continue
            }
            let failed = failures.compactMap(\.name).filter { name in file.providers.contains { name == $0 || name.hasPrefix($0 + "-") } }
            if failed.isEmpty {
                rendered += 1
            } else {
                lines.append("  ✗ \(relative): \(failed.joined(separator: ", ")) failed while drawing")
            }
        }
        let total = files.count
        let percent = total == 0 ? 0 : Int((Double(rendered) / Double(total) * 100).rounded())
        return (["Rendered \(rendered) of \(total) files with previews (\(percent)%)"] + lines).joined(separator: "\n")
    }
}
