/// A piece of a line as it is drawn: clusters of one segment at one bidi level, or an ellipsis.
struct VisualPiece {
    let item: LineItem
    /// Odd: drawn right to left (its clusters in reverse order).
    let level: UInt8
}

extension AnalyzedText {
    /// Each line's pieces, left to right as they are shown: the bidi levels of the line after
    /// rule L1 and the visual order of rule L2, both from ICU. Lines of paragraphs that are all
    /// left to right are their items in order.
    func visualPieces(of lines: [FilledLine], rightToLeftByDefault: Bool) -> [[VisualPiece]] {
        var result = lines.map { line in line.items.map { VisualPiece(item: $0, level: 0) } }
        var linesOfParagraph: [Int: [Int]] = [:]
        for (index, line) in lines.enumerated() where paragraphs[line.paragraph].needsReordering {
            linesOfParagraph[line.paragraph, default: []].append(index)
        }
        for (paragraphIndex, lineIndices) in linesOfParagraph {
            let paragraph = paragraphs[paragraphIndex]
            let start = paragraph.textRange.lowerBound
            let ranges = lineIndices.map { index in
                let range = unitRange(of: lines[index].items)
                return (range.lowerBound - start)..<(range.upperBound - start)
            }
            let levels = BidiLevels.lines(ranges, of: text[paragraph.textRange], rightToLeftByDefault: rightToLeftByDefault)
            for (position, index) in lineIndices.enumerated() {
                result[index] = reordered(
                    lines[index].items, levels: levels[position], lineStart: start + ranges[position].lowerBound,
                    base: paragraph.baseLevel)
            }
        }
        return result
    }

    /// The UTF-16 range of `text` the items show (from the first shown character to the last).
    private func unitRange(of items: [LineItem]) -> Range<Int> {
        var lower = Int.max
        var upper = Int.min
        for case .clusters(let p, let s, let range) in items where !range.isEmpty {
            let segment = paragraphs[p].segments[s]
            lower = min(lower, segment.textStart + Int(segment.shaped.clusters[range.lowerBound].textStart))
            upper = max(upper, segment.textStart + Int(segment.shaped.clusters[range.upperBound - 1].textEnd))
        }
        return lower <= upper ? lower..<upper : 0..<0
    }

    /// The items split where the line's levels change, in visual order. An ellipsis takes the
    /// paragraph's level.
    private func reordered(_ items: [LineItem], levels: [UInt8], lineStart: Int, base: UInt8) -> [VisualPiece] {
        var pieces: [VisualPiece] = []
        for item in items {
            guard case .clusters(let p, let s, let range) = item, !range.isEmpty else {
                pieces.append(VisualPiece(item: item, level: base))
                continue
            }
            let segment = paragraphs[p].segments[s]
            func level(_ cluster: Int) -> UInt8 {
                let offset = segment.textStart + Int(segment.shaped.clusters[cluster].textStart) - lineStart
                return levels.indices.contains(offset) ? levels[offset] : segment.level
            }
            var runStart = range.lowerBound
            var runLevel = level(runStart)
            for cluster in range.dropFirst() {
                let clusterLevel = level(cluster)
                guard clusterLevel != runLevel else { continue }
                pieces.append(VisualPiece(item: .clusters(paragraph: p, segment: s, range: runStart..<cluster), level: runLevel))
                runStart = cluster
                runLevel = clusterLevel
            }
            pieces.append(VisualPiece(item: .clusters(paragraph: p, segment: s, range: runStart..<range.upperBound), level: runLevel))
        }
        return BidiLevels.visualOrder(pieces.map(\.level)).map { pieces[$0] }
    }
}
