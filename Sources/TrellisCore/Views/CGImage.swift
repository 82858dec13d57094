import Foundation

// SwiftUI code turns views into bitmaps and back (`ImageRenderer(content:).cgImage`, then
// `Image(cgImage, scale:label:)`); Linux has no CoreGraphics, so this is its bitmap type.
#if !canImport(Darwin)
/// A bitmap: CoreGraphics' `CGImage`, kept as the PNG file of its pixels.
public final class CGImage: Sendable {
    /// Its size in pixels.
    public let width: Int
    public let height: Int
    /// The pixels as a PNG file (how Trellis draws and stores a bitmap).
    public let _pngData: Data

    /// A bitmap from a PNG file of `width` × `height` pixels.
    public init(_pngData: Data, width: Int, height: Int) {
        self._pngData = _pngData
        self.width = width
        self.height = height
    }
}

extension Image {
    /// How an image is turned before it is drawn: SwiftUI's `Image.Orientation` (drawn `.up`).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// A bitmap drawn at `scale` pixels a point.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(_source: .data(cgImage._pngData, scale: scale))
    }

    /// A bitmap drawn at `scale` pixels a point, left out of accessibility.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(_source: .data(cgImage._pngData, scale: scale))
    }
}
#endif
