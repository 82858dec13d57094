import Foundation

/// A module of the app's own: a target of a SwiftPM package in the app's repository (Apple's
/// newer samples keep their model in one, `import FoodTruckKit`). Previews compile it as a
/// module of the preview package, so the app's `import` works as it does in Xcode.
struct LocalModule: Equatable, Sendable {
    /// The module's name (its target's).
    let name: String
    /// The folder of its sources.
    let folder: URL
    /// The other local modules it depends on, by name.
    let dependencies: [String]
}

enum LocalModules {
    /// How deep below the repository's root packages are looked for.
    static let searchDepth = 4
    /// Folders never searched: build products, checkouts, dependencies.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "checkouts", "build"]

    /// The modules named in `imports` that a package in `root` (or below it) declares, with the
    /// local modules they depend on; `excluding` is a package folder not to read (Trellis).
    static func find(_ imports: Set<String>, in root: URL, excluding: URL?) -> [LocalModule] {
        guard !imports.isEmpty else { return [] }
        var manifests: [URL] = []
        search(root, depth: 0, excluding: excluding?.standardizedFileURL.path, into: &manifests)
        var all: [String: LocalModule] = [:]
        for manifest in manifests {
            for module in modules(ofPackageAt: manifest.deletingLastPathComponent()) where all[module.name] == nil {
                all[module.name] = module
            }
        }
        // The modules imported, and those they depend on.
        var needed: [String] = []
        var pending = Array(imports.sorted())
        while let name = pending.popLast() {
            guard let module = all[name], !needed.contains(name) else { continue }
            needed.append(name)
            pending += module.dependencies
        }
        return needed.sorted().compactMap { all[$0] }
    }

    private static func search(_ folder: URL, depth: Int, excluding: String?, into manifests: inout [URL]) {
        guard depth <= searchDepth, folder.standardizedFileURL.path != excluding,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return }
        if entries.contains("Package.swift") { manifests.append(folder.appendingPathComponent("Package.swift")) }
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                !entry.hasSuffix(".xcodeproj"), !entry.hasSuffix(".xcassets")
            {
                search(url, depth: depth + 1, excluding: excluding, into: &manifests)
            }
        }
    }

    /// The library targets of the package in `folder`, as `swift package dump-package` reads
    /// its manifest; none when it cannot be read.
    static func modules(ofPackageAt folder: URL) -> [LocalModule] {
        guard let swift = try? SwiftBuild.swiftExecutable() else { return [] }
        let process = ChildProcess(executable: swift, arguments: ["package", "dump-package", "--package-path", folder.path])
        var lines: [String] = []
        guard (try? process.run(until: .now + .seconds(60), onLine: { lines.append($0) })) == 0 else { return [] }
        return modules(fromManifestJSON: Data(lines.joined(separator: "\n").utf8), packageFolder: folder)
    }

    /// The regular targets of a manifest dumped as JSON.
    static func modules(fromManifestJSON data: Data, packageFolder: URL) -> [LocalModule] {
        guard let start = data.firstIndex(of: UInt8(ascii: "{")),
            let manifest = try? JSONSerialization.jsonObject(with: data[start...]) as? [String: Any],
            let targets = manifest["targets"] as? [[String: Any]]
        else { return [] }
        return targets.compactMap { target in
            guard let name = target["name"] as? String, target["type"] as? String == "regular" else { return nil }
            let path = target["path"] as? String ?? "Sources/\(name)"
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                // {"byName": ["Name", null]}, {"target": ["Name", null]}, {"product": ["Name", "package", …]}
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            return LocalModule(name: name, folder: packageFolder.appendingPathComponent(path).standardizedFileURL, dependencies: dependencies)
        }
    }
}
