internal import CCairo
public import Foundation

/// Decoded pixels: 8-bit red, green, blue and alpha per pixel (not premultiplied), rows top to
/// bottom. What tests compare, and a way to read back a rendered PNG.
public struct RGBAImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage: expected width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes a PNG file's bytes (with Cairo's PNG reader); nil if they are not a PNG.
    public init?(pngData: Data) {
        guard let surface = ImageDecoding.png(pngData) else { return nil }
        defer { cairo_surface_destroy(surface) }
        self.init(surface: surface)
    }

    /// Reads the pixels of a Cairo image surface (ARGB32 or RGB24).
    init?(surface: OpaquePointer) {
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                // Native-endian 0xAARRGGBB, colour premultiplied by alpha.
                let pixel = row.load(fromByteOffset: x * 4, as: UInt32.self)
                let alpha = format == CAIRO_FORMAT_RGB24 ? 255 : Int(pixel >> 24)
                func channel(_ shift: UInt32) -> UInt8 {
                    let value = Int((pixel >> shift) & 0xFF)
                    guard alpha > 0 else { return 0 }
                    return alpha == 255 ? UInt8(value) : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                }
                let index = (y * width + x) * 4
                pixels[index] = channel(16)
                pixels[index + 1] = channel(8)
                pixels[index + 2] = channel(0)
                pixels[index + 3] = UInt8(alpha)
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at (x, y): red, green, blue, alpha.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
}
