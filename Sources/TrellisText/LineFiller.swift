/// Greedy line filling, as Core Text does it: each line takes as many words (text between break
/// opportunities) as fit; trailing spaces hang past the edge; a word wider than a whole line is
/// broken between clusters (at least one cluster per line).
///
/// Lines are made one at a time, so a caller that needs only a few lines of a long paragraph
/// does not pay for the rest.
struct LineFiller {
    let measurer: Measurer
    let paragraph: Int
    private let segments: [Segment]
    /// The largest line width, with tolerance; infinity when lines never wrap.
    private let limit: Double
    /// Where the next line starts.
    private var segmentIndex = 0
    private var clusterIndex = 0
    private var isFinished = false

    /// Tolerance for floating point error in width comparisons.
    static let epsilon = 1e-7

    /// - Parameter maxWidth: nil: lines never wrap.
    init(measurer: Measurer, maxWidth: Double?, paragraph: Int) {
        self.measurer = measurer
        self.paragraph = paragraph
        self.segments = measurer.analysis.paragraphs[paragraph].segments
        self.limit = maxWidth.map { $0 + Self.epsilon } ?? .infinity
    }

    /// The next line of the paragraph, nil after the last. An empty paragraph has one empty line.
    mutating func nextLine() -> FilledLine? {
        guard !isFinished else { return nil }
        var items: [LineItem] = []
        var width = 0.0
        var hasInk = false
        var brokeInsideWord = false
        while segmentIndex < segments.count {
            let unitEnd = self.unitEnd(from: segmentIndex)
            if clusterIndex == 0 {
                let (fullWidth, contentWidth) = unitWidths(segmentIndex...unitEnd)
                if width + contentWidth <= limit {
                    for index in segmentIndex...unitEnd {
                        items.append(.clusters(paragraph: paragraph, segment: index, range: 0..<segments[index].shaped.clusters.count))
                    }
                    width += fullWidth
                    hasInk = hasInk || contentWidth > 0
                    segmentIndex = unitEnd + 1
                    continue
                }
                if !items.isEmpty {
                    return FilledLine(paragraph: paragraph, items: items, brokeInsideWord: brokeInsideWord)
                }
            }
            // The (rest of the) word does not fit on an empty line: break it between clusters.
            brokeInsideWord = true
            while segmentIndex <= unitEnd {
                let segment = segments[segmentIndex]
                let clusters = segment.shaped.clusters
                while clusterIndex < clusters.count {
                    let clusterWidth = measurer.width(of: segment, cluster: clusterIndex)
                    let isWhitespace = clusters[clusterIndex].isWhitespace
                    if !isWhitespace && hasInk && width + clusterWidth > limit {
                        return FilledLine(paragraph: paragraph, items: items, brokeInsideWord: true)
                    }
                    items.appendCluster(paragraph: paragraph, segment: segmentIndex, cluster: clusterIndex)
                    width += clusterWidth
                    hasInk = hasInk || !isWhitespace
                    clusterIndex += 1
                }
                segmentIndex += 1
                clusterIndex = 0
            }
        }
        isFinished = true
        return FilledLine(paragraph: paragraph, items: items, brokeInsideWord: brokeInsideWord)
    }

    /// The rest of the paragraph after the lines made so far.
    func remainingItems() -> [LineItem] {
        guard !isFinished, segmentIndex < segments.count else { return [] }
        var items: [LineItem] = [
            .clusters(
                paragraph: paragraph, segment: segmentIndex,
                range: clusterIndex..<segments[segmentIndex].shaped.clusters.count)
        ]
        for index in (segmentIndex + 1)..<segments.count {
            items.append(.clusters(paragraph: paragraph, segment: index, range: 0..<segments[index].shaped.clusters.count))
        }
        return items
    }

    /// The last segment of the unit (a word and its trailing spaces) starting at `start`.
    private func unitEnd(from start: Int) -> Int {
        var end = start
        while !segments[end].breakAfter && end + 1 < segments.count { end += 1 }
        return end
    }

    /// The unit's width, and its width without trailing whitespace.
    private func unitWidths(_ unit: ClosedRange<Int>) -> (full: Double, content: Double) {
        var fullWidth = 0.0
        for index in unit { fullWidth += measurer.width(of: segments[index]) }
        var trailingWidth = 0.0
        for index in unit.reversed() {
            let segment = segments[index]
            trailingWidth += measurer.trailingWhitespaceWidth(of: segment)
            if segment.shaped.trailingWhitespaceClusterCount < segment.shaped.clusters.count { break }
        }
        return (fullWidth, fullWidth - trailingWidth)
    }
}
