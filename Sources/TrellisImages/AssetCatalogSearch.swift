import Foundation

extension AssetCatalog {
    /// The asset catalogs (`*.xcassets` folders) of the project a source file belongs to,
    /// nearest to the file first.
    ///
    /// The project is the closest folder above the file (at most ``projectSearchLevels`` up)
    /// that holds a `Package.swift`, an `.xcodeproj`, an `.xcworkspace` or `.git`, else the
    /// file's own folder. Its folders are searched ``catalogSearchDepth`` levels deep, skipping
    /// hidden folders, build products and dependency checkouts.
    public static func catalogs(near sourceFile: String) -> [String] {
        let start = startFolder(sourceFile)
        let root = projectRoot(above: start) ?? start
        var found: [String] = []
        var visited = 0
        search(root, depth: 0, found: &found, visited: &visited)
        // Nearest first: the longest folder path shared with the source file, then by path.
        let startComponents = (start as NSString).pathComponents
        func shared(_ catalog: String) -> Int {
            zip((catalog as NSString).pathComponents, startComponents).prefix { $0 == $1 }.count
        }
        return found.sorted { first, second in
            let (a, b) = (shared(first), shared(second))
            return a != b ? a > b : first < second
        }
    }

    /// Registers the colours of the catalogs `catalogs(near:)` finds; where two catalogs have a
    /// colour of the same name, the nearer one's wins. Returns the catalogs read.
    @discardableResult
    public static func registerCatalogs(near sourceFile: String) -> [AssetCatalog] {
        catalogs(near: sourceFile).reversed().compactMap { register(directory: $0) }.reversed()
    }

    /// How many folders up a project root is looked for.
    public static let projectSearchLevels = 6
    /// How deep below the project root catalogs are looked for.
    public static let catalogSearchDepth = 6
    /// Folders never searched: build products and dependency checkouts.
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build", "Build"]
    /// A bound on the folders read, so a source file in a huge tree (a home folder) stays quick.
    static let maximumFoldersVisited = 5_000

    private static func startFolder(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue { return absolute }
        return (absolute as NSString).deletingLastPathComponent
    }

    private static func projectRoot(above folder: String) -> String? {
        var current = folder
        for _ in 0...projectSearchLevels {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if entries.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
        return nil
    }

    private static func search(_ folder: String, depth: Int, found: inout [String], visited: inout Int) {
        guard depth <= catalogSearchDepth, visited < maximumFoldersVisited,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        visited += 1
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if entry.hasSuffix(".xcassets") {
                found.append(path)
            } else if !entry.hasSuffix(".xcodeproj") && !entry.hasSuffix(".xcworkspace") {
                search(path, depth: depth + 1, found: &found, visited: &visited)
            }
        }
    }
}
