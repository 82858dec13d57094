internal import Foundation
internal import TrellisImages

extension PreviewRendering {
    /// The environment variable naming asset catalogs for previews: paths separated by colons,
    /// each an `.xcassets` folder, or a file or folder near which catalogs are searched.
    public static let assetCatalogsVariable = "TRELLIS_ASSET_CATALOGS"

    /// Registers the colours of the asset catalogs a preview program is told of, so
    /// `Color("name")` finds them: the catalogs of the project `sourceFile` is in (nearest
    /// first), then `catalogs` and those of ``assetCatalogsVariable``, which win over them.
    /// `environment` is the process's unless given. Returns the paths given that name nothing.
    @discardableResult
    public static func registerAssetCatalogs(
        sourceFile: String?, catalogs: [String], environment: [String: String]? = nil
    ) -> [String] {
        if let sourceFile { AssetCatalog.registerCatalogs(near: sourceFile) }
        let variable = (environment ?? ProcessInfo.processInfo.environment)[assetCatalogsVariable]
        let listed = (variable ?? "").split(separator: ":").map(String.init) + catalogs
        var missing: [String] = []
        for path in listed where !path.isEmpty {
            if path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/") {
                if AssetCatalog.register(directory: path) == nil { missing.append(path) }
            } else if FileManager.default.fileExists(atPath: path) {
                AssetCatalog.registerCatalogs(near: path)
            } else {
                missing.append(path)
            }
        }
        return missing
    }
}
