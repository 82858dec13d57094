internal import Foundation

/// A UTF-8 text kept inside a PNG file (an `iTXt` chunk after the header), which viewers and
/// pixel comparisons ignore. `trellis snapshot` keeps a picture's layout tree in its reference
/// this way, so the review page can say which views moved without a second file per picture.
enum PNGTextChunk {
    /// The keyword the layout tree is stored under.
    static let layoutKeyword = "Trellis layout"

    /// `png` with `text` stored under `keyword`, right after the `IHDR` chunk; `png` unchanged
    /// when it is not a PNG file.
    static func inserting(_ text: String, keyword: String, into png: Data) -> Data {
        // The 8-byte signature, then IHDR: length (4) + type (4) + 13 bytes + CRC (4).
        let headerEnd = 8 + 4 + 4 + 13 + 4
        guard png.count > headerEnd, png.prefix(8).elementsEqual(signature) else { return png }
        var body = Data("iTXt".utf8)
        body += Data(keyword.utf8)
        // Null separator, not compressed (flag and method 0), empty language and translated keyword.
        body += [0, 0, 0, 0, 0]
        body += Data(text.utf8)
        var chunk = Data()
        chunk += bigEndian(UInt32(body.count - 4))
        chunk += body
        chunk += bigEndian(crc32(body))
        var result = Data(png.prefix(headerEnd))
        result += chunk
        result += png.dropFirst(headerEnd)
        return result
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// The CRC-32 PNG chunks end with (ISO 3309, the polynomial reversed: 0xEDB88320).
    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }
}
