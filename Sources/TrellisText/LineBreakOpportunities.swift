import CLineBreak

/// Where lines may break, by the Unicode line breaking algorithm (UAX #14) as ICU implements it.
enum LineBreakOpportunities {
    /// A position after which a line may (or, if `isMandatory`, must) end.
    struct Opportunity: Hashable {
        /// UTF-16 offset of the first character of the next line.
        var offset: Int
        var isMandatory: Bool
    }

    /// The break opportunities of `text`, in order, ending with one at `text.count` (the end of
    /// the text is always a break). Mandatory breaks follow newline characters.
    static func find(in text: [UInt16]) -> [Opportunity] {
        guard !text.isEmpty else { return [] }
        var offsets = [Int32](repeating: 0, count: text.count + 1)
        var mandatory = [UInt8](repeating: 0, count: text.count + 1)
        let count = text.withUnsafeBufferPointer { units in
            trellis_find_line_breaks(units.baseAddress, Int32(units.count), &offsets, &mandatory)
        }
        var result: [Opportunity] = []
        if count >= 0 {
            result.reserveCapacity(Int(count))
            for index in 0..<Int(count) {
                result.append(Opportunity(offset: Int(offsets[index]), isMandatory: mandatory[index] != 0))
            }
        } else {
            // ICU failed (no data?): break after spaces and newlines only.
            for (index, unit) in text.enumerated() {
                let next = index + 1 < text.count ? text[index + 1] : nil
                if isHardBreakCharacter(unit) && !(unit == 0x0D && next == 0x0A) {
                    result.append(Opportunity(offset: index + 1, isMandatory: true))
                } else if unit == 0x20, let next, next != 0x20, !isHardBreakCharacter(next) {
                    result.append(Opportunity(offset: index + 1, isMandatory: false))
                }
            }
        }
        if result.last?.offset != text.count { result.append(Opportunity(offset: text.count, isMandatory: false)) }
        return result
    }

    /// Whether a UTF-16 code unit ends lines on its own (it is not drawn).
    static func isHardBreakCharacter(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
