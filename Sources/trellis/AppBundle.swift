import Foundation

/// The app's bundle as a preview program sees it through `Bundle.main` (and `Bundle.module`):
/// a folder holding the program, the app's resource files and its `Info.plist`, as Xcode's
/// "Copy Bundle Resources" phase lays them out.
///
/// Resources are the files of the app's folders that are not sources, project files or asset
/// catalogs (catalogs are read where they are). Like Xcode, a file in a group lands at the
/// bundle's top (`Resources/landmarkData.json` is `landmarkData.json`); files in `*.lproj` and
/// `*.bundle` folders keep their path from that folder. Where two files would land on one
/// name, the first in path order wins. Files are linked, not copied.
struct AppBundle: Sendable {
    /// Each resource's path in the bundle and the file it is.
    let resources: [(path: String, file: URL)]
    /// The `Info.plist` (XML): the app's own (its `$(VARIABLE)`s filled in) over Xcode's defaults.
    let infoPlist: Data

    /// Files never copied into an app's bundle.
    static let sourceExtensions: Set<String> = [
        "swift", "h", "m", "mm", "c", "cpp", "entitlements", "xcconfig", "xcodeproj", "xcworkspace", "xcassets",
        "xctestplan", "storekit", "md", "resolved",
    ]
    /// Folders never searched: build products, dependency checkouts and tests.
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build", ".build", "Tests", SnapshotReferences.folderName]
    /// A bound on the files read, so a huge folder stays quick.
    static let maximumFiles = 5_000

    /// The bundle of the app whose folders are `appFolders` (the `--include` folders or the
    /// preview's SwiftPM target); `projectSearchStart` is where the Xcode project is looked for.
    init(appFolders: [URL], projectSearchStart: URL) {
        var resources: [(path: String, file: URL)] = []
        var taken: Set<String> = []
        var plists: [URL] = []
        var count = 0
        for folder in appFolders {
            Self.walk(folder, relative: [], into: &resources, taken: &taken, plists: &plists, count: &count)
        }
        self.resources = resources
        let project = XcodeProject.nearest(above: projectSearchStart)
        let name = project?.name ?? appFolders.first?.lastPathComponent ?? "App"
        let values = Self.infoPlist(own: plists.first, appName: name, settings: project?.buildSettings ?? [:])
        infoPlist = (try? PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)) ?? Data()
    }

    private static func walk(
        _ folder: URL, relative: [String], into resources: inout [(path: String, file: URL)], taken: inout Set<String>,
        plists: inout [URL], count: inout Int
    ) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
            guard count < maximumFiles else { return }
            count += 1
            let url = folder.appendingPathComponent(entry)
            let fileExtension = (entry as NSString).pathExtension.lowercased()
            if sourceExtensions.contains(fileExtension) { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // Inside a localisation or a bundle the path is kept; elsewhere groups flatten.
                let keeps = !relative.isEmpty || fileExtension == "lproj" || fileExtension == "bundle"
                walk(url, relative: keeps ? relative + [entry] : [], into: &resources, taken: &taken, plists: &plists, count: &count)
            } else if entry == "Info.plist" && relative.isEmpty {
                plists.append(url)
            } else {
                let path = (relative + [entry]).joined(separator: "/")
                if taken.insert(path).inserted { resources.append((path, url)) }
            }
        }
    }

    /// Xcode's values for a new app's Info.plist keys, with the project's build settings.
    static func infoPlist(own: URL?, appName: String, settings: [String: String]) -> [String: Any] {
        var variables = [
            "PRODUCT_NAME": appName, "TARGET_NAME": appName, "EXECUTABLE_NAME": appName, "PRODUCT_MODULE_NAME": appName,
            "MARKETING_VERSION": "1.0", "CURRENT_PROJECT_VERSION": "1", "DEVELOPMENT_LANGUAGE": "en",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example." + appName.filter { $0.isLetter || $0.isNumber || $0 == "-" },
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
        ]
        variables.merge(settings) { _, project in project }
        var plist: [String: Any] = [
            "CFBundleName": "$(PRODUCT_NAME)", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleShortVersionString": "$(MARKETING_VERSION)",
            "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)", "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
            "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)", "CFBundleInfoDictionaryVersion": "6.0",
        ]
        // A generated Info.plist takes the target's INFOPLIST_KEY_ settings.
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
            plist[String(key.dropFirst("INFOPLIST_KEY_".count))] = value
        }
        if let own, let data = FileManager.default.contents(atPath: own.path),
            let read = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        {
            plist.merge(read) { _, app in app }
        }
        return plist.mapValues { substituted($0, variables) }
    }

    /// `value` with `$(NAME)` and `${NAME}` (and `$(NAME:modifier)`) replaced by `variables`.
    static func substituted(_ value: Any, _ variables: [String: String]) -> Any {
        switch value {
        case let text as String:
            var result = text
            for (name, replacement) in variables {
                for pattern in ["$(\(name))", "${\(name)}", "$(\(name):rfc1034identifier)", "$(\(name):c99extidentifier)"] {
                    result = result.replacingOccurrences(of: pattern, with: replacement)
                }
            }
            return result
        case let array as [Any]:
            return array.map { substituted($0, variables) }
        case let dictionary as [String: Any]:
            return dictionary.mapValues { substituted($0, variables) }
        default:
            return value
        }
    }

    /// Lays the bundle out in `folder` around the program already there: links to the
    /// resources (replacing those of an earlier run) and the Info.plist.
    func install(in folder: URL, program: String) throws {
        let manager = FileManager.default
        let keep = Set(resources.map { $0.path.split(separator: "/").first.map(String.init) ?? $0.path } + [program, "Info.plist"])
        for old in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where !keep.contains(old) && !old.hasPrefix(".") {
            try? manager.removeItem(at: folder.appendingPathComponent(old))
        }
        for resource in resources {
            let link = folder.appendingPathComponent(resource.path)
            try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == resource.file.path { continue }
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(at: link, withDestinationURL: resource.file)
        }
        let plist = folder.appendingPathComponent("Info.plist")
        if manager.contents(atPath: plist.path) != infoPlist { try infoPlist.write(to: plist, options: .atomic) }
    }

    /// Links (or else copies) `executable` into `folder` as `name`, atomically replacing an
    /// earlier one, and returns where it is.
    static func placeProgram(_ executable: URL, in folder: URL, as name: String) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent(name)
        let temporary = folder.appendingPathComponent(".\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: temporary)
        if link(executable.path, temporary.path) != 0 { try manager.copyItem(at: executable, to: temporary) }
        guard rename(temporary.path, target.path) == 0 else {
            try? manager.removeItem(at: temporary)
            throw UserError("cannot place the preview program in \(folder.path)")
        }
        return target
    }
}
