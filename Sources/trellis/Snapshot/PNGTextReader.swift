import Foundation

/// Reads the text a PNG keeps under a keyword (an uncompressed `iTXt` chunk, as the preview
/// program writes a picture's layout tree: `PNGTextChunk` in TrellisRendering).
enum PNGTextReader {
    /// The keyword the preview program stores the layout tree under.
    static let layoutKeyword = "Trellis layout"

    /// The text under `keyword`, or nil when `png` has none (or is not a PNG file).
    static func text(_ keyword: String, in png: Data) -> String? {
        let bytes = [UInt8](png)
        guard bytes.count > 8, bytes[0] == 0x89, bytes[1] == 0x50 else { return nil }
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { return nil }
            if type == "IDAT" || type == "IEND" { return nil }
            if type == "iTXt" {
                let body = bytes[start..<start + length]
                let fields = body.split(separator: 0, maxSplits: 4, omittingEmptySubsequences: false)
                // keyword, flag+method (two bytes, the second usually 0 so splits), language, translated, text.
                if let first = fields.first, String(decoding: first, as: UTF8.self) == keyword, let text = Self.uncompressedText(body, keywordLength: first.count) {
                    return text
                }
            }
            offset = start + length + 4
        }
        return nil
    }

    /// The text of an uncompressed `iTXt` body whose keyword is `keywordLength` bytes long.
    private static func uncompressedText(_ body: ArraySlice<UInt8>, keywordLength: Int) -> String? {
        var index = body.startIndex + keywordLength + 1
        guard index + 2 <= body.endIndex, body[index] == 0 else { return nil }
        index += 2
        // The language tag, then the translated keyword, each ending with a null byte.
        for _ in 0..<2 {
            guard let end = body[index...].firstIndex(of: 0) else { return nil }
            index = end + 1
        }
        return String(decoding: body[index...], as: UTF8.self)
    }
}
