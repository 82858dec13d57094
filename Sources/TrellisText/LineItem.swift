/// A piece of a line: consecutive clusters of one segment, or an inserted ellipsis.
enum LineItem: Sendable {
    case clusters(paragraph: Int, segment: Int, range: Range<Int>)
    case ellipsis(style: Int)
}

/// A line as the filler made it, before positioning.
struct FilledLine: Sendable {
    let paragraph: Int
    var items: [LineItem]
    /// Whether a word had to be broken between characters on or before this line.
    var brokeInsideWord: Bool
}

extension Array where Element == LineItem {
    /// Appends one cluster, extending the last item when it is the preceding cluster.
    mutating func appendCluster(paragraph: Int, segment: Int, cluster: Int) {
        if case .clusters(let p, let s, let range)? = last, p == paragraph, s == segment, range.upperBound == cluster {
            self[count - 1] = .clusters(paragraph: p, segment: s, range: range.lowerBound..<(cluster + 1))
        } else {
            append(.clusters(paragraph: paragraph, segment: segment, range: cluster..<(cluster + 1)))
        }
    }
}
