/// Replacements of byte ranges of a source file, applied all at once, so every range refers to
/// the original text (offsets from the parser stay valid however many edits come before).
struct SourceEdits {
    private var edits: [(range: Range<Int>, replacement: [UInt8])] = []

    /// Replaces the bytes in `range` with `text`.
    mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append((range, Array(text.utf8)))
    }

    /// Turns the bytes in `range` into spaces, keeping newlines, so the code after it stays on
    /// its line and column.
    mutating func blank(_ range: Range<Int>, in original: [UInt8]) {
        let spaces = original[range].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
        edits.append((range, spaces))
    }

    /// `original` with the edits made. An edit overlapping an earlier one (in the file) is
    /// dropped: the parser's ranges never overlap, so this only guards against a surprise.
    func applied(to original: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(original.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where edit.range.lowerBound >= cursor && edit.range.upperBound <= original.count {
            result += original[cursor..<edit.range.lowerBound]
            result += edit.replacement
            cursor = edit.range.upperBound
        }
        result += original[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}
