import Foundation
public import TrellisCore

/// Finds images on disk for `Image("name")` and `Image(contentsOfFile:)`.
///
/// `Image("name")` looks in each folder of `EnvironmentValues.imageDirectories` for
/// `name@3x.png`, `name@2x.png`, `name.png` (and `.jpg`, `.jpeg`), preferring the variant of the
/// display scale, then larger ones. A variant's point size is its pixel size divided by its
/// scale suffix, so `icon@2x.png` of 80 × 80 pixels is a 40 × 40 image. A name no folder has
/// is looked up in the image sets of the registered asset catalogs (``ImageAssets``).
public struct FileImageProvider: ImageProviding {
    /// A located image file and the scale its pixels are drawn at.
    public struct Location: Hashable, Sendable {
        public var path: String
        public var scale: Int
        public var pixelSize: CGSize

        /// The image's size in points.
        public var pointSize: CGSize {
            CGSize(width: pixelSize.width / CGFloat(scale), height: pixelSize.height / CGFloat(scale))
        }
    }

    private static let extensions = ["png", "jpg", "jpeg"]

    public init() {}

    public func naturalSize(of source: Image.Source, environment: EnvironmentValues) -> CGSize? {
        switch source {
        case .system:
            return NoImageProvider().naturalSize(of: source, environment: environment)
        case .data(let data, let scale):
            guard scale > 0, scale.isFinite, let size = ImageHeader.pixelSize(of: data) else { return nil }
            return CGSize(width: CGFloat(size.width) / scale, height: CGFloat(size.height) / scale)
        case .named, .file:
            return locate(source, environment: environment)?.pointSize
        }
    }

    /// The file that draws `source` at the environment's display scale, or `nil` when there is none.
    public func locate(_ source: Image.Source, environment: EnvironmentValues) -> Location? {
        switch source {
        case .system, .data:
            return nil
        case .file(let path):
            return location(path: path, scale: Self.scaleSuffix(of: path))
        case .named(let name):
            let preferred = max(1, Int(environment.displayScale.rounded()))
            let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
            for directory in environment.imageDirectories {
                for scale in scales {
                    for fileExtension in Self.extensions {
                        let file = scale == 1 ? "\(name).\(fileExtension)" : "\(name)@\(scale)x.\(fileExtension)"
                        let path = (directory as NSString).appendingPathComponent(file)
                        if let location = location(path: path, scale: scale) { return location }
                    }
                }
            }
            // Then the image sets of the registered asset catalogs, as the app bundle has them.
            guard let variant = ImageAssets.imageSet(named: name)?.variant(forScale: preferred) else { return nil }
            return location(path: variant.path, scale: variant.scale)
        }
    }

    private func location(path: String, scale: Int) -> Location? {
        guard let data = FileManager.default.contents(atPath: path),
            let size = ImageHeader.pixelSize(of: data)
        else { return nil }
        return Location(path: path, scale: scale, pixelSize: CGSize(width: size.width, height: size.height))
    }

    /// The scale of a file named `name@2x.png` (2), or 1.
    static func scaleSuffix(of path: String) -> Int {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return scale }
        return 1
    }
}
