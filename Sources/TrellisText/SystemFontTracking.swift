/// The size-dependent tracking Apple applies to SF Pro (the system font), in points.
///
/// Source: Apple Human Interface Guidelines, "Typography → Tracking values" (SF Pro, iOS/iPadOS
/// table; reconstructed from memory, points column). Independent confirmation of a few rows in
/// 1/1000 em: 10 pt +12, 12 pt 0, 13 pt −6, 17 pt −26, 28 pt +14. The table's points column is
/// used because its 1/1000 em column is rounded to whole units (17 pt: −26/1000 em would be
/// −0.442 pt, the table says −0.43). Between listed sizes the tracking per em is interpolated
/// linearly; below 6 pt and above 96 pt the nearest row's tracking per em is used. Rows above
/// ~40 pt are the least certain.
enum SystemFontTracking {
    /// (point size, tracking in points).
    static let table: [(size: Double, tracking: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0),
        (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44),
        (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07),
        (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
        (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35),
        (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.31),
        (53, 0.33), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
        (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (88, 0), (96, 0),
    ]

    /// The tracking in points for the system font at `size` points.
    static func tracking(forSize size: Double) -> Double {
        guard size > 0, size.isFinite else { return 0 }
        let rows = table
        if size <= rows[0].size { return rows[0].tracking / rows[0].size * size }
        if size >= rows[rows.count - 1].size {
            let last = rows[rows.count - 1]
            return last.tracking / last.size * size
        }
        // Binary search for the row at or above `size`.
        var low = 0
        var high = rows.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if rows[middle].size <= size { low = middle } else { high = middle }
        }
        let lower = rows[low]
        if lower.size == size { return lower.tracking }
        let upper = rows[high]
        if upper.size == size { return upper.tracking }
        let fraction = (size - lower.size) / (upper.size - lower.size)
        let perEm = lower.tracking / lower.size + (upper.tracking / upper.size - lower.tracking / lower.size) * fraction
        return perEm * size
    }
}
