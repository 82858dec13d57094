import CLineBreak

/// The Unicode Bidirectional Algorithm, from ICU: embedding levels of paragraphs and lines, and
/// the visual order of runs. Odd levels are right to left.
enum BidiLevels {
    /// The levels of each UTF-16 unit of a paragraph and the paragraph's own level, or `nil`
    /// levels when every unit is at level 0 (left-to-right text that needs no reordering).
    static func paragraph(_ text: ArraySlice<UInt16>, rightToLeftByDefault: Bool) -> (levels: [UInt8]?, base: UInt8) {
        // Nothing below U+0590 (Hebrew) is right to left: no need to ask ICU.
        if !rightToLeftByDefault && !text.contains(where: { $0 >= 0x0590 }) { return (nil, 0) }
        var levels = [UInt8](repeating: 0, count: text.count)
        let base = text.withUnsafeBufferPointer { units in
            levels.withUnsafeMutableBufferPointer { output in
                trellis_bidi_paragraph_levels(
                    units.baseAddress, Int32(units.count), rightToLeftByDefault ? 1 : 0, output.baseAddress)
            }
        }
        guard base >= 0 else { return (nil, 0) }
        return (levels.allSatisfy { $0 == 0 } ? nil : levels, UInt8(base))
    }

    /// The levels of each line of a paragraph after rule L1 (whitespace ending a line takes the
    /// paragraph's level). `lines` are ranges of `text`; the answer has one array per line.
    static func lines(
        _ lines: [Range<Int>], of text: ArraySlice<UInt16>, rightToLeftByDefault: Bool
    ) -> [[UInt8]] {
        let total = lines.reduce(0) { $0 + $1.count }
        var levels = [UInt8](repeating: 0, count: total)
        let starts = lines.map { Int32($0.lowerBound) }
        let ends = lines.map { Int32($0.upperBound) }
        let status = text.withUnsafeBufferPointer { units in
            levels.withUnsafeMutableBufferPointer { output in
                trellis_bidi_line_levels(
                    units.baseAddress, Int32(units.count), rightToLeftByDefault ? 1 : 0, starts, ends, Int32(lines.count),
                    output.baseAddress)
            }
        }
        var result: [[UInt8]] = []
        var offset = 0
        for line in lines {
            result.append(status == 0 ? Array(levels[offset..<(offset + line.count)]) : [])
            offset += line.count
        }
        return result
    }

    /// The order, left to right, in which runs of `levels` are shown (rule L2).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        guard !levels.isEmpty else { return [] }
        var order = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { input in
            order.withUnsafeMutableBufferPointer { output in
                trellis_bidi_visual_order(input.baseAddress, Int32(input.count), output.baseAddress)
            }
        }
        return order.map(Int.init)
    }
}
