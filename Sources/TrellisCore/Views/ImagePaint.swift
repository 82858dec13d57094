/// An image tiled as a fill: SwiftUI's `ImagePaint`, `Circle().fill(ImagePaint(image:…))` or
/// `.strokeBorder(.image(Image("brick"), scale: 0.2), lineWidth: 20)`.
///
/// Trellis's shape styles draw one colour, and the layout core never reads an image's pixels:
/// an image paint is drawn in a neutral grey where iOS tiles the image (divergence register).
public struct ImagePaint: ShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image tiled, in unit coordinates (the whole image by default).
    public var sourceRect: CGRect
    /// The scale the image is drawn at.
    public var scale: CGFloat

    /// A paint tiling `sourceRect` of `image` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// The colour drawn in place of the tiled image: iOS's system grey.
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        Color.gray._resolveColor(in: environment)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint tiling `sourceRect` of `image` at `scale`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
