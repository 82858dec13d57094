internal import CCairo
internal import CPNGEncoder
public import Foundation
public import TrellisCore

/// Draws a display list into pixels with Cairo and encodes them as PNG.
///
/// The canvas is the display list's size × its scale, in pixels, transparent where nothing is
/// drawn (unless a `background` is set). Text is drawn from the same glyph runs the layout
/// measured, with the same font files, unhinted.
public struct PNGRenderer: Sendable {
    /// Where images are found. Cairo reads PNG files only: a JPEG is drawn in SVG but left out
    /// of PNG output.
    public var images: ImageFiles
    /// Painted under everything; nil leaves the canvas transparent.
    public var background: Color.Resolved?

    /// The largest canvas side, in pixels, Cairo can draw.
    public static let maximumPixelSide = 32_767

    public init(images: ImageFiles = ImageFiles(), background: Color.Resolved? = nil) {
        self.images = images
        self.background = background
    }

    /// The PNG file for `list`; nil when the canvas is empty (0 pixels wide or high, as SwiftUI's
    /// `ImageRenderer` gives no image for an empty view) or larger than Cairo can draw.
    public func pngData(_ list: DisplayList) -> Data? {
        guard let surface = draw(list) else { return nil }
        defer { cairo_surface_destroy(surface) }
        return Self.encode(surface)
    }

    /// The pixels for `list`, decoded (the same as decoding ``pngData(_:)``).
    public func image(_ list: DisplayList) -> RGBAImage? {
        guard let surface = draw(list) else { return nil }
        defer { cairo_surface_destroy(surface) }
        return RGBAImage(surface: surface)
    }

    /// The canvas size in pixels: points × scale, rounded to the nearest pixel (the display list's
    /// frames are already on the pixel grid).
    public static func pixelSize(of list: DisplayList) -> (width: Int, height: Int) {
        let scale = list.scale > 0 ? list.scale : 1
        func pixels(_ points: CGFloat) -> Int {
            let value = Double(points * scale)
            guard value.isFinite, value > 0 else { return 0 }
            return value >= Double(Int32.max) ? Int(Int32.max) : Int(value.rounded())
        }
        return (pixels(list.size.width), pixels(list.size.height))
    }

    /// A Cairo image surface with `list` drawn on it (the caller destroys it).
    private func draw(_ list: DisplayList) -> OpaquePointer? {
        let (width, height) = Self.pixelSize(of: list)
        guard width > 0, height > 0, width <= Self.maximumPixelSide, height <= Self.maximumPixelSide else { return nil }
        guard let surface = CanvasMemory.shared.surface(CAIRO_FORMAT_ARGB32, width: Int32(width), height: Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let scale = list.scale > 0 ? list.scale : 1
        cairo_scale(context, Double(scale), Double(scale))
        if let background {
            CairoDrawing.setColor(context, background)
            cairo_paint(context)
        }
        var drawing = CairoDrawing(context: context, scale: scale, images: images)
        drawing.draw(list.items)
        drawing.finish()
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return surface
    }

    private final class Output {
        var data = Data()
    }

    /// The igzip (ISA-L) level pictures are compressed at, 0…3: level 1 compresses a picture
    /// about ten times as fast as zlib's fastest level, and smaller (see docs/performance.md).
    static let compressionLevel: Int32 = 1

    /// The PNG file of an image surface: libpng and igzip at ``compressionLevel`` for ARGB32
    /// surfaces (what the renderer draws on; RGB when every pixel is opaque), Cairo's own writer
    /// otherwise.
    static func encode(_ surface: OpaquePointer) -> Data? {
        cairo_surface_flush(surface)
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let pixels = cairo_image_surface_get_data(surface) {
            var length = 0
            guard let bytes = trellis_png_encode(
                pixels, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                cairo_image_surface_get_stride(surface), compressionLevel, &length)
            else { return nil }
            return Data(bytesNoCopy: bytes, count: length, deallocator: .free)
        }
        let output = Output()
        let status = withExtendedLifetime(output) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    let output = Unmanaged<Output>.fromOpaque(closure).takeUnretainedValue()
                    output.data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                },
                Unmanaged.passUnretained(output).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? output.data : nil
    }
}
