import Foundation

/// The package `trellis` compiles a user's file in: the file, a generated `main.swift` that
/// renders its previews, and a manifest depending on the Trellis package by path.
///
/// One package per Trellis checkout, kept in the cache folder and reused for every file, so
/// Trellis is compiled once and each run compiles only the user's file. Files are written only
/// when their contents change, so an unchanged file is not recompiled.
/// A sibling file as compiled in the package.
struct SiblingCopy {
    /// Its name in the package (unique: numbered).
    let copyName: String
    /// Where it is.
    let path: String
    /// Its source as compiled.
    let source: String
    /// Its previews, when they are drawn (previewing a folder); else none.
    var providers: [PreviewScan.Provider] = []
    /// The app's own module it belongs to (``LocalModule``); nil for the files compiled with
    /// the previews.
    var module: String? = nil
}

struct PreviewPackage {
    static let productName = "TrellisPreviews"

    let directory: URL
    let trellisPackage: URL

    /// The package for `trellisPackage`, in the cache folder.
    init(trellisPackage: URL) {
        self.trellisPackage = trellisPackage
        directory = Self.cacheRoot().appendingPathComponent("previews-" + Self.hash(trellisPackage.path))
    }

    var sourcesDirectory: URL { directory.appendingPathComponent("Sources/\(Self.productName)") }

    /// The built program.
    var executable: URL { directory.appendingPathComponent(".build/debug/\(Self.productName)") }

    /// The copy of the user's file is named after it (so compiler messages name it), unless that
    /// would clash with the generated `main.swift`.
    func copyName(for userFile: URL) -> String {
        let name = userFile.lastPathComponent
        return name == "main.swift" ? "main_.swift" : name
    }

    /// Where `sibling`'s copy is in the package: in the previews' folder, or its module's.
    func copyPath(of sibling: SiblingCopy) -> String {
        directory.appendingPathComponent("Sources/\(sibling.module ?? Self.productName)/\(sibling.copyName)").path
    }

    /// Writes the manifest, the user's file (as compiled), its sibling files (as compiled), the
    /// app's modules they use (`modules`, each with its files among `siblings`) and the
    /// generated program.
    func write(userFile: URL, scan: PreviewScan, siblings: [SiblingCopy] = [], modules: [LocalModule] = []) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: sourcesDirectory, withIntermediateDirectories: true)
            let own = siblings.filter { $0.module == nil }
            let compiledModules = modules.filter { module in siblings.contains { $0.module == module.name } }
            // Only this run's files are compiled: remove the previous run's.
            let copy = copyName(for: userFile)
            let bundleModule = Self.needsBundleModule([scan.compiledSource] + own.map(\.source))
            let kept = Set([copy, "main.swift"] + own.map(\.copyName) + (bundleModule ? [Self.bundleModuleFile] : []))
            try removeFiles(in: sourcesDirectory, keeping: kept)
            try writeIfChanged(manifest(modules: compiledModules), to: directory.appendingPathComponent("Package.swift"))
            try writeIfChanged(scan.compiledSource, to: sourcesDirectory.appendingPathComponent(copy))
            for sibling in own {
                try writeIfChanged(sibling.source, to: sourcesDirectory.appendingPathComponent(sibling.copyName))
            }
            try writeIfChanged(mainProgram(userFile: userFile, providers: scan.providers + siblings.flatMap(\.providers)), to: sourcesDirectory.appendingPathComponent("main.swift"))
            if bundleModule {
                try writeIfChanged(Self.bundleModuleSource, to: sourcesDirectory.appendingPathComponent(Self.bundleModuleFile))
            }
            try writeModules(compiledModules, siblings: siblings)
        } catch let error as UserError {
            throw error
        } catch {
            throw UserError("cannot write the preview package in \(directory.path): \(error.localizedDescription)")
        }
    }

    /// Each module's files in `Sources/<Module>`; the folders of modules no longer used removed.
    private func writeModules(_ modules: [LocalModule], siblings: [SiblingCopy]) throws {
        let sources = directory.appendingPathComponent("Sources")
        let used = Set(modules.map(\.name) + [Self.productName])
        for folder in try FileManager.default.contentsOfDirectory(atPath: sources.path) where !used.contains(folder) {
            try FileManager.default.removeItem(at: sources.appendingPathComponent(folder))
        }
        for module in modules {
            let folder = sources.appendingPathComponent(module.name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files = siblings.filter { $0.module == module.name }
            let bundleModule = Self.needsBundleModule(files.map(\.source))
            try removeFiles(in: folder, keeping: Set(files.map(\.copyName) + (bundleModule ? [Self.bundleModuleFile] : [])))
            for file in files { try writeIfChanged(file.source, to: folder.appendingPathComponent(file.copyName)) }
            if bundleModule { try writeIfChanged(Self.bundleModuleSource, to: folder.appendingPathComponent(Self.bundleModuleFile)) }
        }
    }

    private func removeFiles(in folder: URL, keeping kept: Set<String>) throws {
        for existing in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !kept.contains(existing) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(existing))
        }
    }

    /// The file declaring `Bundle.module` when the previewed files use it.
    static let bundleModuleFile = "TrellisBundleModule.swift"
    static let bundleModuleSource = """
        // Generated by `trellis`: SwiftPM declares `Bundle.module` for a target with resources; in
        // a preview the target's resources are in the program's bundle, `Bundle.main`.
        import Foundation

        extension Foundation.Bundle {
            static var module: Bundle { .main }
        }

        """

    /// Whether `sources` use `Bundle.module` without declaring it themselves.
    static func needsBundleModule(_ sources: [String]) -> Bool {
        let declares = sources.contains { $0.contains("static let module") || $0.contains("static var module") }
        return !declares && sources.contains { $0.contains("Bundle.module") || $0.contains(".module)") }
    }

    private func manifest(modules: [LocalModule]) -> String {
        // A path dependency's identity is its folder's name, lower-cased.
        let identity = trellisPackage.lastPathComponent.lowercased()
        let frameworks = [".product(name: \"Trellis\", package: \(literal(identity)))",
                          ".product(name: \"OpenCombineShim\", package: \"OpenCombine\")"]
            + FrameworkStandIns.products.map { ".product(name: \(literal($0)), package: \"frameworks\")" }
        let names = Set(modules.map(\.name))
        let moduleTargets = modules.map { module in
            let dependencies = frameworks + module.dependencies.filter(names.contains).map(literal)
            return """
                        .target(
                            name: \(literal(module.name)),
                            dependencies: [\(dependencies.joined(separator: ", "))],
                            path: "Sources/\(module.name)"),

                """
        }
        return """
            // swift-tools-version: 6.0
            // Generated by `trellis`: the user's file and a program rendering its previews, built
            // against the Trellis package below (and the app's own modules, copied from its
            // packages). Rewritten on every run; safe to delete.
            import PackageDescription

            let package = Package(
                name: "\(Self.productName)",
                platforms: [.macOS(.v14)],
                dependencies: [
                    .package(path: \(literal(trellisPackage.path))),
                    .package(path: \(literal(trellisPackage.appendingPathComponent(FrameworkStandIns.packageFolder).path))),
                    // Trellis's own Combine (it re-exports it): files importing Combine import it by name.
                    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
                ],
                targets: [
            \(moduleTargets.joined())        .executableTarget(
                        name: "\(Self.productName)",
                        dependencies: [
                            \((frameworks + modules.map { literal($0.name) }).joined(separator: ",\n                            "))
                        ],
                        path: "Sources/\(Self.productName)",
                        // Names the expressions slow to type-check, in these files only (not Trellis).
                        swiftSettings: [.unsafeFlags(["-Xfrontend", "-warn-long-expression-type-checking=\(SwiftBuild.slowExpressionMilliseconds)"])]),
                ],
                // Preview files are usually written for Swift 5's checks.
                swiftLanguageModes: [.v5]
            )

            """
    }

    private func mainProgram(userFile: URL, providers: [PreviewScan.Provider]) -> String {
        let entries = providers.map { provider in
            "        PreviewProviderEntry(name: \(literal(provider.name))) { AnyView(\(provider.typeName).previews) },"
        }
        return """
            // Generated by `trellis` for \(userFile.path): renders its previews.
            // Rewritten on every run.
            import Foundation
            import Trellis

            let status = MainActor.assumeIsolated {
                PreviewRendering.runTool(
                    providers: [
            \(entries.joined(separator: "\n"))
                    ],
                    arguments: Array(CommandLine.arguments.dropFirst()))
            }
            exit(status)

            """
    }

    /// Where the names of the files of the last successful build are kept: whichever `trellis`
    /// run built it, so a run reusing the build plan knows the plan is for its files. Beside the
    /// package, not in it: SwiftPM takes a change to the package's folder for a reason to plan
    /// the build again.
    private var builtFilesRecord: URL {
        directory.deletingLastPathComponent().appendingPathComponent(directory.lastPathComponent + ".built-files")
    }

    /// The files the last successful build compiled (their names in the package).
    func lastBuiltFiles() -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: builtFilesRecord.path) else { return nil }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// Notes the files a successful build compiled; a build starting clears the note, so a
    /// build that fails or is stopped leaves none.
    func recordBuiltFiles(_ files: Set<String>?) {
        guard let files else {
            try? FileManager.default.removeItem(at: builtFilesRecord)
            return
        }
        try? Data(files.sorted().joined(separator: "\n").utf8).write(to: builtFilesRecord)
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try data.write(to: url)
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// $TRELLIS_CACHE_DIR, else $XDG_CACHE_HOME/trellis, else ~/.cache/trellis.
    static func cacheRoot() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let directory = environment["TRELLIS_CACHE_DIR"], !directory.isEmpty {
            return URL(fileURLWithPath: directory)
        }
        if let directory = environment["XDG_CACHE_HOME"], !directory.isEmpty {
            return URL(fileURLWithPath: directory).appendingPathComponent("trellis")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/trellis")
    }

    /// A short stable hash (FNV-1a, 64 bits) naming the cache folder.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
