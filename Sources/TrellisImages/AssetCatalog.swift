import Foundation
public import TrellisCore

/// An Xcode asset catalog (`Assets.xcassets`): the colour sets `Color("name")` and
/// `UIColor(named:)` find, and the image sets `Image("name")` finds, once the catalog is
/// registered.
///
/// A colour set is named by its folder (`Brand.colorset` is `"Brand"`); a group folder whose
/// `Contents.json` sets `"provides-namespace": true` prefixes its name (`"Palette/Brand"`), as
/// in Xcode; so are image sets. Other kinds of asset (app icons, data sets) are skipped.
public struct AssetCatalog: Sendable {
    /// The catalog's folder.
    public let path: String
    /// Its colour sets' light-mode colours, by name.
    public let colors: [String: Color.Resolved]
    /// Its image sets that have a picture Trellis draws, by name.
    public let images: [String: ImageSet]

    /// Reads the catalog at `path`, or nil when there is no folder there. A colour set that
    /// cannot be read is left out.
    public init?(contentsOf path: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        self.path = path
        var colors: [String: Color.Resolved] = [:]
        var images: [String: ImageSet] = [:]
        Self.read(in: path, namespace: "", depth: 0, colors: &colors, images: &images)
        self.colors = colors
        self.images = images
    }

    /// Reads the catalog at `path` and registers its colours in ``ColorAssets``, for
    /// `Color("name")`, and its image sets in ``ImageAssets``, for `Image("name")`. Returns the
    /// catalog, or nil when there is no folder at `path`.
    @discardableResult
    public static func register(directory path: String) -> AssetCatalog? {
        guard let catalog = AssetCatalog(contentsOf: path) else { return nil }
        ColorAssets.register(catalog.colors)
        ImageAssets.register(catalog.images)
        return catalog
    }

    /// Group folders nest; a link loop must not.
    private static let maximumDepth = 12

    private static func read(
        in folder: String, namespace: String, depth: Int, colors: inout [String: Color.Resolved], images: inout [String: ImageSet]
    ) {
        guard depth <= maximumDepth, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let fileExtension = (entry as NSString).pathExtension
            if fileExtension == "colorset" {
                let contents = (path as NSString).appendingPathComponent("Contents.json")
                if let data = FileManager.default.contents(atPath: contents), let color = ColorSet.color(fromContents: data) {
                    colors[namespace + (entry as NSString).deletingPathExtension] = color
                }
            } else if fileExtension == "imageset" {
                if let imageSet = ImageSet(folder: path) { images[namespace + (entry as NSString).deletingPathExtension] = imageSet }
            } else if fileExtension.isEmpty {
                let prefix = providesNamespace(path) ? namespace + entry + "/" : namespace
                read(in: path, namespace: prefix, depth: depth + 1, colors: &colors, images: &images)
            }
        }
    }

    private static func providesNamespace(_ group: String) -> Bool {
        let contents = (group as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = root["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
