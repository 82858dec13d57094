internal import CCairo
internal import CJPEGDecoder
internal import Foundation

/// Images decoded into Cairo surfaces for the PNG renderer: PNG by Cairo itself, JPEG by
/// libjpeg-turbo (Cairo reads PNG only).
enum ImageDecoding {
    /// An image surface of the PNG or JPEG file at `path`, or nil when the file is missing,
    /// of another format, or broken. The caller destroys it.
    static func surface(contentsOfFile path: String) -> OpaquePointer? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return surface(decoding: data)
    }

    /// An image surface of `resource`'s PNG or JPEG, or nil. The caller destroys it.
    static func surface(_ resource: ImageFiles.Resource) -> OpaquePointer? {
        switch resource {
        case .file(let path): surface(contentsOfFile: path)
        case .data(let data): surface(decoding: data)
        }
    }

    /// An image surface (ARGB32) of the PNG or JPEG in `data`, or nil when the bytes are of
    /// another format or broken. The caller destroys it.
    static func surface(decoding data: Data) -> OpaquePointer? {
        if data.starts(with: pngSignature) { return png(data) }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(data) }
        return nil
    }

    /// An image surface of the PNG in `data`, or nil. The caller destroys it.
    static func png(_ data: Data) -> OpaquePointer? {
        guard data.starts(with: pngSignature) else { return nil }
        let reader = ByteReader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue()
                    return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        return succeeded(surface)
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func jpeg(_ data: Data) -> OpaquePointer? {
        var width: Int32 = 0, height: Int32 = 0
        let decoded = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<UInt8>? in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return trellis_jpeg_decode(base, bytes.count, &width, &height)
        }
        guard let decoded else { return nil }
        defer { free(decoded) }
        guard let surface = succeeded(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)) else { return nil }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The decoder's rows are packed; Cairo's may be padded to its stride.
        let stride = Int(cairo_image_surface_get_stride(surface)), rowBytes = Int(width) * 4
        for row in 0..<Int(height) {
            (pixels + row * stride).update(from: decoded + row * rowBytes, count: rowBytes)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// `surface`, or nil (destroying it) when Cairo could not make it.
    private static func succeeded(_ surface: OpaquePointer?) -> OpaquePointer? {
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}

/// Hands Cairo's PNG reader the bytes of a `Data` in the pieces it asks for.
private final class ByteReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            buffer.update(from: base + offset, count: count)
        }
        offset += count
        return true
    }
}
