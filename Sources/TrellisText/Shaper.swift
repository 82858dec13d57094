import CHarfBuzz

/// Shapes text with HarfBuzz into ``ShapedSegment``s.
enum Shaper {
    /// What a shaping result depends on.
    struct Key: Hashable, Sendable {
        var text: [UInt16]
        var faceID: Int
        var script: UInt32
        var ligaturesOff: Bool
        var isRightToLeft: Bool
    }

    /// Shapes `text` (no line breaks in it) with `face` in `script`, right to left when its bidi
    /// level says so.
    static func shape(
        _ text: [UInt16], face: FontFace, script: hb_script_t, ligaturesOff: Bool, isRightToLeft: Bool
    ) -> ShapedSegment {
        guard let buffer = hb_buffer_create() else { return empty(face) }
        defer { hb_buffer_destroy(buffer) }
        // Tabs are measured as spaces.
        let shapedText = text.contains(0x09) ? text.map { $0 == 0x09 ? 0x20 : $0 } : text
        shapedText.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), 0, Int32(units.count))
        }
        let direction = isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_direction(buffer, direction)
        hb_buffer_guess_segment_properties(buffer)
        if ligaturesOff {
            var features = [feature("liga=0"), feature("clig=0")]
            hb_shape(face.hbFont, buffer, &features, UInt32(features.count))
        } else {
            hb_shape(face.hbFont, buffer, nil, 0)
        }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count), count > 0
        else { return empty(face) }
        let glyphCount = Int(count)
        var glyphs = [UInt32](repeating: 0, count: glyphCount)
        var advances = [Int32](repeating: 0, count: glyphCount)
        var offsetsX = [Int32](repeating: 0, count: glyphCount)
        var offsetsY = [Int32](repeating: 0, count: glyphCount)
        for index in 0..<glyphCount {
            glyphs[index] = infos[index].codepoint
            advances[index] = positions[index].x_advance
            offsetsX[index] = positions[index].x_offset
            offsetsY[index] = positions[index].y_offset
        }

        // Group glyphs by cluster value, in logical order: forwards for LTR, backwards for RTL.
        let isRightToLeft = direction == HB_DIRECTION_RTL
        var groups: [(start: Int32, glyphs: Range<Int>, advance: Int32)] = []
        var index = isRightToLeft ? glyphCount - 1 : 0
        let step = isRightToLeft ? -1 : 1
        while index >= 0 && index < glyphCount {
            let value = infos[index].cluster
            var low = index
            var high = index
            var advance: Int32 = 0
            while index >= 0 && index < glyphCount && infos[index].cluster == value {
                low = min(low, index)
                high = max(high, index)
                advance += advances[index]
                index += step
            }
            groups.append((Int32(value), low..<(high + 1), advance))
        }
        var clusters: [ShapedCluster] = []
        clusters.reserveCapacity(groups.count)
        for (position, group) in groups.enumerated() {
            let start = position == 0 ? 0 : group.start
            let end = position + 1 < groups.count ? groups[position + 1].start : Int32(text.count)
            guard end > start else { continue }
            var whitespace = true
            for offset in Int(start)..<Int(end) where !isBreakingWhitespace(text[offset]) {
                whitespace = false
                break
            }
            clusters.append(
                ShapedCluster(
                    textStart: start, textEnd: end, glyphStart: Int32(group.glyphs.lowerBound),
                    glyphEnd: Int32(group.glyphs.upperBound), advance: group.advance, isWhitespace: whitespace))
        }
        return ShapedSegment(
            unitsPerEm: face.unitsPerEm, isRightToLeft: isRightToLeft, glyphs: glyphs, advances: advances,
            offsetsX: offsetsX, offsetsY: offsetsY, clusters: clusters)
    }

    /// Spaces that a line may end after and that hang past its end (not no-break spaces).
    static func isBreakingWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: true
        default: false
        }
    }

    private static func feature(_ string: String) -> hb_feature_t {
        var feature = hb_feature_t()
        _ = hb_feature_from_string(string, -1, &feature)
        return feature
    }

    private static func empty(_ face: FontFace) -> ShapedSegment {
        ShapedSegment(
            unitsPerEm: face.unitsPerEm, isRightToLeft: false, glyphs: [], advances: [], offsetsX: [],
            offsetsY: [], clusters: [])
    }
}
