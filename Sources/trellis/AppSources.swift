import Foundation
import SwiftParser

/// The files of the app compiled with a preview: the other files of its target (siblings), and
/// the app's own modules they import (``LocalModule``), each file read as compiled. Files
/// importing modules only Apple has are left out, with the reason.
struct AppSources {
    var siblings: [SiblingCopy] = []
    var modules: [LocalModule] = []
    /// Files left out → why.
    var leftOut: [String: String] = [:]

    /// The sources of the app `userFile` belongs to; `keepingPreviews` keeps the siblings'
    /// previews (previewing a folder draws them all).
    static func collect(for userFile: URL, includes: [String], keepingPreviews: Bool, trellisPackage: URL) throws -> AppSources {
        var sources = AppSources()
        var texts: [(url: URL, source: String)] = []
        for file in SiblingFiles.find(for: userFile, includes: includes) {
            guard let data = FileManager.default.contents(atPath: file.path), let source = String(data: data, encoding: .utf8) else { continue }
            texts.append((file, source))
        }
        // The app's own modules: what its files import that is neither Apple's nor Trellis's.
        let userSource = FileManager.default.contents(atPath: userFile.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let unknown = Set(([userSource] + texts.map(\.source)).flatMap(SiblingFiles.uncompilableImports(in:)))
        let root = repositoryRoot(of: SiblingFiles.appFolders(for: userFile, includes: includes).first ?? userFile.deletingLastPathComponent())
        sources.modules = LocalModules.find(unknown, in: root, excluding: trellisPackage)
        let compilable = SiblingFiles.compilableImports.union(sources.modules.map(\.name))

        var leftOutNames: [String] = []
        func add(_ file: URL, source: String, module: String?, index: Int) throws {
            let foreign = ImportedModules(Parser.parse(source: source)).modules.map(\.text).filter { !compilable.contains($0) }
            guard foreign.isEmpty else {
                leftOutNames.append("\(file.lastPathComponent) (imports \(foreign.joined(separator: ", ")))")
                sources.leftOut[file.path] = "imports \(foreign.joined(separator: ", "))"
                return
            }
            let scan = try PreviewScanner.scan(source, fileName: file.lastPathComponent, providerPrefix: "TrellisSiblingPreview\(index)")
            let providers = keepingPreviews && module == nil ? FolderPreviews.providers(of: scan, in: file) : []
            sources.siblings.append(
                SiblingCopy(copyName: "Sibling\(index)-\(file.lastPathComponent)", path: file.path, source: scan.compiledSource, providers: providers, module: module))
        }
        for (index, text) in texts.enumerated() { try add(text.url, source: text.source, module: nil, index: index + 1) }
        var index = texts.count
        for module in sources.modules {
            for file in moduleFiles(module) {
                index += 1
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                try add(file, source: String(decoding: data, as: UTF8.self), module: module.name, index: index)
            }
        }
        let own = sources.siblings.filter { $0.module == nil }.count
        if own > 0 { Terminal.note("note: compiling with \(own) other file\(own == 1 ? "" : "s") of the app") }
        if !sources.modules.isEmpty {
            Terminal.note("note: compiling the app's module\(sources.modules.count == 1 ? "" : "s") \(sources.modules.map(\.name).joined(separator: ", "))")
        }
        if !leftOutNames.isEmpty { Terminal.note("note: left out \(leftOutNames.joined(separator: ", ")): only Apple has those modules") }
        return sources
    }

    /// The Swift files of `module`'s folder, in path order.
    static func moduleFiles(_ module: LocalModule) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: module.folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let file as URL in walker where file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
        return Array(files.sorted { $0.path < $1.path }.prefix(SiblingFiles.limit))
    }

    /// The repository `folder` is in: the nearest folder above it with `.git`, an Xcode project
    /// or workspace (at most six up), else `folder`.
    static func repositoryRoot(of folder: URL) -> URL {
        var current = folder.standardizedFileURL
        for _ in 0...6 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
            if entries.contains(where: { $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return folder.standardizedFileURL
    }
}
