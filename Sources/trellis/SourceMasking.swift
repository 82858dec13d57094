/// Swift source with its comments and string literals blanked out (every byte replaced by a
/// space, newlines kept), so a search for declarations finds only code, at the same byte offsets
/// as in the original.
struct MaskedSource {
    let original: [UInt8]
    private(set) var masked: [UInt8]

    init(_ source: String) {
        original = Array(source.utf8)
        masked = original
        var index = 0
        scanCode(&index, untilClosingParenthesis: false)
    }

    var maskedText: String { String(decoding: masked, as: UTF8.self) }

    /// The brace depth at `offset` (0: top level).
    func braceDepth(at offset: Int) -> Int {
        var depth = 0
        for byte in masked[..<min(offset, masked.count)] {
            if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") { depth -= 1 }
        }
        return depth
    }

    /// The offset just past the brace matching the `{` at `offset`, or nil.
    func matchingBrace(from offset: Int) -> Int? {
        var depth = 0
        var index = offset
        while index < masked.count {
            if masked[index] == UInt8(ascii: "{") { depth += 1 }
            if masked[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    private func byte(_ index: Int) -> UInt8? { index < original.count ? original[index] : nil }

    private mutating func blank(_ range: Range<Int>) {
        for index in range where original[index] != UInt8(ascii: "\n") { masked[index] = UInt8(ascii: " ") }
    }

    /// Scans code from `index`; stops after a `)` closing an interpolation when asked.
    private mutating func scanCode(_ index: inout Int, untilClosingParenthesis: Bool) {
        var parentheses = 0
        while let current = byte(index) {
            switch current {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                let start = index
                while let next = byte(index), next != UInt8(ascii: "\n") { index += 1 }
                blank(start..<index)
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                let start = index
                var depth = 0
                while byte(index) != nil {
                    if byte(index) == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if byte(index) == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                blank(start..<index)
            case UInt8(ascii: "#") where byte(index + 1) == UInt8(ascii: "#") || byte(index + 1) == UInt8(ascii: "\""):
                let start = index
                var hashes = 0
                while byte(index) == UInt8(ascii: "#") {
                    hashes += 1
                    index += 1
                }
                if byte(index) == UInt8(ascii: "\"") {
                    scanString(&index, hashes: hashes)
                    blank(start..<index)
                }
            case UInt8(ascii: "\""):
                let start = index
                scanString(&index, hashes: 0)
                blank(start..<index)
            case UInt8(ascii: "(") where untilClosingParenthesis:
                parentheses += 1
                index += 1
            case UInt8(ascii: ")") where untilClosingParenthesis:
                index += 1
                if parentheses == 0 { return }
                parentheses -= 1
            default:
                index += 1
            }
        }
    }

    /// Scans a string literal starting at its opening quote, leaving `index` past its end.
    private mutating func scanString(_ index: inout Int, hashes: Int) {
        let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while let current = byte(index) {
            if current == UInt8(ascii: "\\") {
                // An escape needs as many #s after the backslash as the delimiter has.
                var run = 0
                while byte(index + 1 + run) == UInt8(ascii: "#") { run += 1 }
                if run == hashes {
                    index += 1 + run
                    if byte(index) == UInt8(ascii: "(") {
                        index += 1
                        scanCode(&index, untilClosingParenthesis: true)
                    } else {
                        index += 1
                    }
                    continue
                }
            }
            if current == UInt8(ascii: "\n") && !multiline { return }
            if current == UInt8(ascii: "\"") {
                var count = 0
                while count < quotes, byte(index + count) == UInt8(ascii: "\"") { count += 1 }
                var closingHashes = 0
                while closingHashes < hashes, byte(index + count + closingHashes) == UInt8(ascii: "#") { closingHashes += 1 }
                if count == quotes && closingHashes == hashes {
                    index += count + closingHashes
                    return
                }
            }
            index += 1
        }
    }
}
