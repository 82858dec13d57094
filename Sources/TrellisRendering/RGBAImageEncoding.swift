internal import CCairo
public import Foundation

extension RGBAImage {
    /// The pixels as a PNG file (with Cairo's PNG writer); nil when the image is empty or larger
    /// than Cairo can draw. Decoding it with ``init(pngData:)`` gives opaque pixels back
    /// exactly; a translucent pixel's colour within rounding (Cairo stores it premultiplied by
    /// alpha), and a fully transparent one as transparent black.
    public func pngData() -> Data? {
        guard width > 0, height > 0, width <= PNGRenderer.maximumPixelSide, height <= PNGRenderer.maximumPixelSide,
            pixels.count == width * height * 4
        else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride)
            for x in 0..<width {
                let index = (y * width + x) * 4
                let alpha = UInt32(pixels[index + 3])
                // Cairo keeps colour premultiplied by alpha, as native-endian 0xAARRGGBB.
                func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
                let pixel =
                    alpha << 24 | premultiplied(pixels[index]) << 16 | premultiplied(pixels[index + 1]) << 8
                    | premultiplied(pixels[index + 2])
                row.storeBytes(of: pixel, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return PNGRenderer.encode(surface)
    }
}
