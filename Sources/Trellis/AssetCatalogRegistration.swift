internal import TrellisImages

extension ColorAssets {
    /// Reads the Xcode asset catalog (`Assets.xcassets`) at `path` and registers its colour sets'
    /// light-mode colours, so `Color("name")` and `UIColor(named:)` find them.
    ///
    /// SwiftUI reads the catalogs compiled into the app bundle; Trellis has no app bundle, so
    /// catalogs are registered by path.
    ///
    /// - Returns: the names of the colours registered; empty when there is no folder at `path`.
    @discardableResult
    public static func register(catalogAt path: String) -> [String] {
        AssetCatalog.register(directory: path).map { $0.colors.keys.sorted() } ?? []
    }

    /// Registers the colour sets of the asset catalogs of the project `sourceFile` belongs to
    /// (the nearest folder above it with a `Package.swift`, an `.xcodeproj`, an `.xcworkspace` or
    /// `.git`): what `trellis preview` does for the file it previews. Where two catalogs name the
    /// same colour, the one nearer the file wins.
    ///
    /// - Returns: the paths of the catalogs read, nearest first.
    @discardableResult
    public static func registerCatalogs(near sourceFile: String) -> [String] {
        AssetCatalog.registerCatalogs(near: sourceFile).map(\.path)
    }
}
