import Foundation

/// A PNG of RGBA pixels, written without a library: the command's tests do not link the renderer,
/// and the review page's test needs only small pictures that differ in known pixels. The image
/// data is stored uncompressed (deflate's stored blocks), which every PNG reader accepts.
struct TestPNG {
    let width: Int
    let height: Int
    /// Row by row, four bytes a pixel.
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)) {
        self.width = width
        self.height = height
        pixels = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = fill(x, y)
                pixels += [red, green, blue, 255]
            }
        }
    }

    var data: Data {
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)  // no filter
            raw += pixels[(row * width * 4)..<((row + 1) * width * 4)]
        }
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits a channel, RGBA, deflate, no filter method, no interlace
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += Self.chunk("IHDR", header) + Self.chunk("IDAT", Self.zlibStored(raw)) + Self.chunk("IEND", [])
        return Data(file)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    /// A zlib stream of stored blocks (at most 65535 bytes each).
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65535, bytes.count - start)
            let last: UInt8 = start + count == bytes.count ? 1 : 0
            stream += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            stream += bytes[start..<(start + count)]
            start += count
        } while start < bytes.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return stream + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
