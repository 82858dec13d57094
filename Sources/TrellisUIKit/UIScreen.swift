import TrellisCore
internal import TrellisImages

/// The screen, as SwiftUI code asks UIKit for its size: UIKit's `UIScreen`. Its bounds are
/// those of the preview window Trellis lays out in by default (390 × 844 points, a 6.1-inch
/// iPhone, at 3×).
public final class UIScreen: Sendable {
    /// The screen of the device.
    public static let main = UIScreen()

    /// The screen's size in points.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = 3
    /// The screen's size in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}

/// An image, as UIKit names one: UIKit's `UIImage`, for `Image(uiImage:)`.
public final class UIImage: Sendable {
    let image: Image

    private init(_ image: Image) { self.image = image }

    /// The image named `name` in the environment's image folders.
    public convenience init?(named name: String) { self.init(Image(name)) }
    /// An SF Symbol.
    public convenience init?(systemName name: String) { self.init(Image(systemName: name)) }
    /// The image in the file at `path`.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(Image(contentsOfFile: path))
    }

    /// The image in `data`, the bytes of a PNG or JPEG file; nil for other bytes.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data`, the bytes of a PNG or JPEG file, drawn at `scale` pixels a point
    /// (a 2× image of 80 × 80 pixels is 40 × 40 points); nil for other bytes.
    public convenience init?(data: Data, scale: CGFloat) {
        guard ImageHeader.pixelSize(of: data) != nil, scale > 0, scale.isFinite else { return nil }
        self.init(Image(_source: .data(data, scale: scale)))
    }
}

extension Image {
    /// A SwiftUI image of a UIKit image.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}
