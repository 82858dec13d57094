/// A grapheme-aligned cluster of shaped glyphs: the smallest unit a line can be broken at or
/// truncated at. Offsets are relative to the segment.
struct ShapedCluster: Sendable {
    /// The UTF-16 range of the cluster's characters.
    var textStart: Int32
    var textEnd: Int32
    /// The range of the cluster's glyphs in the segment's (visual order) glyph arrays.
    var glyphStart: Int32
    var glyphEnd: Int32
    /// Sum of the glyphs' advances, in font units.
    var advance: Int32
    /// Whether every character is breaking whitespace (such clusters hang at the end of a line).
    var isWhitespace: Bool
}

/// A run of text shaped with one face, in font units, so it serves every point size: positions at
/// a size are the units × size / unitsPerEm. Immutable and shared through the shaping cache.
final class ShapedSegment: Sendable {
    let unitsPerEm: Int
    let isRightToLeft: Bool
    /// Glyph ids, advances and offsets, in visual (left to right) order.
    let glyphs: [UInt32]
    let advances: [Int32]
    let offsetsX: [Int32]
    let offsetsY: [Int32]
    /// The clusters in logical (text) order.
    let clusters: [ShapedCluster]
    /// Sum of every cluster's advance, in font units.
    let totalAdvance: Int
    /// Advance and count of the whitespace clusters at the segment's end.
    let trailingWhitespaceAdvance: Int
    let trailingWhitespaceClusterCount: Int

    init(
        unitsPerEm: Int, isRightToLeft: Bool, glyphs: [UInt32], advances: [Int32], offsetsX: [Int32],
        offsetsY: [Int32], clusters: [ShapedCluster]
    ) {
        self.unitsPerEm = unitsPerEm
        self.isRightToLeft = isRightToLeft
        self.glyphs = glyphs
        self.advances = advances
        self.offsetsX = offsetsX
        self.offsetsY = offsetsY
        self.clusters = clusters
        var total = 0
        for cluster in clusters { total += Int(cluster.advance) }
        totalAdvance = total
        var trailingAdvance = 0
        var trailingCount = 0
        for cluster in clusters.reversed() {
            guard cluster.isWhitespace else { break }
            trailingAdvance += Int(cluster.advance)
            trailingCount += 1
        }
        trailingWhitespaceAdvance = trailingAdvance
        trailingWhitespaceClusterCount = trailingCount
    }
}
