/// Replaces the last shown line by the rest of its paragraph cut to fit with an ellipsis: at the
/// end (tail), the start (head) or the middle. Cuts fall between clusters (graphemes); spaces next
/// to the ellipsis are dropped. Only as much of the remainder is visited as can show.
struct Truncator {
    let measurer: Measurer
    /// nil: unlimited (only hidden paragraphs after this one can cause truncation).
    let maxWidth: Double?
    let mode: TruncationMode

    private struct ClusterRef {
        let paragraph: Int
        let segment: Int
        let cluster: Int
    }

    /// - Parameters:
    ///   - remainder: the items from the last shown line's start to the end of its paragraph.
    ///   - moreFollows: whether hidden paragraphs follow that one.
    ///   - paragraphStyle: the style of the ellipsis on an empty line.
    func truncate(_ remainder: [LineItem], moreFollows: Bool, paragraphStyle: Int) -> [LineItem] {
        let limit = (maxWidth ?? .infinity) + LineFiller.epsilon
        var firstStyle = paragraphStyle
        var lastStyle = paragraphStyle
        forEachCluster(of: remainder, reversed: false) { firstStyle = style(of: $0); return false }
        forEachCluster(of: remainder, reversed: true) { lastStyle = style(of: $0); return false }

        if fitsEntirely(remainder, limit: limit) {
            guard moreFollows else { return remainder }
            return tail(remainder, limit: limit, fallbackStyle: lastStyle)
        }
        switch mode {
        case .tail:
            return tail(remainder, limit: limit, fallbackStyle: firstStyle)
        case .head:
            var kept = keep(remainder, reversed: true, limit: limit)
            kept.reverse()
            let shown = Array(kept.drop { isWhitespace($0) })
            let style = shown.first.map { self.style(of: $0) } ?? lastStyle
            return [.ellipsis(style: style)] + items(shown)
        case .middle:
            // Half the room for the start; what the start leaves for the end.
            let ellipsisWidth = measurer.ellipsisWidth(style: firstStyle)
            var prefix: [ClusterRef] = []
            var prefixWidth = 0.0
            forEachCluster(of: remainder, reversed: false) { ref in
                let width = self.width(of: ref)
                if !isWhitespace(ref) && prefixWidth + width > (limit - ellipsisWidth) / 2 { return false }
                prefix.append(ref)
                prefixWidth += width
                return true
            }
            while let last = prefix.last, isWhitespace(last) {
                prefixWidth -= width(of: last)
                prefix.removeLast()
            }
            var suffix: [ClusterRef] = []
            var suffixWidth = 0.0
            forEachCluster(of: remainder, reversed: true) { ref in
                let width = self.width(of: ref)
                if !isWhitespace(ref) && suffixWidth + width > limit - ellipsisWidth - prefixWidth { return false }
                suffix.append(ref)
                suffixWidth += width
                return true
            }
            suffix.reverse()
            return items(prefix) + [.ellipsis(style: firstStyle)] + items(Array(suffix.drop { isWhitespace($0) }))
        }
    }

    /// The longest start that fits with an ellipsis after it, then the ellipsis.
    private func tail(_ remainder: [LineItem], limit: Double, fallbackStyle: Int) -> [LineItem] {
        var kept = keep(remainder, reversed: false, limit: limit)
        while let last = kept.last, isWhitespace(last) { kept.removeLast() }
        let style = kept.last.map { self.style(of: $0) } ?? fallbackStyle
        return items(kept) + [.ellipsis(style: style)]
    }

    /// The clusters from one end that fit in `limit` with an ellipsis in their style.
    private func keep(_ remainder: [LineItem], reversed: Bool, limit: Double) -> [ClusterRef] {
        var kept: [ClusterRef] = []
        var width = 0.0
        forEachCluster(of: remainder, reversed: reversed) { ref in
            let clusterWidth = self.width(of: ref)
            if !isWhitespace(ref) && width + clusterWidth + measurer.ellipsisWidth(style: style(of: ref)) > limit {
                return false
            }
            kept.append(ref)
            width += clusterWidth
            return true
        }
        return kept
    }

    /// Whether the remainder's width without trailing whitespace is within `limit`.
    private func fitsEntirely(_ remainder: [LineItem], limit: Double) -> Bool {
        var width = 0.0
        var fits = true
        forEachCluster(of: remainder, reversed: false) { ref in
            width += self.width(of: ref)
            if !isWhitespace(ref) && width > limit { fits = false }
            return fits
        }
        return fits
    }

    /// Calls `body` for each cluster from the start (or end) until it returns false.
    private func forEachCluster(of items: [LineItem], reversed: Bool, _ body: (ClusterRef) -> Bool) {
        for index in items.indices {
            guard case .clusters(let paragraph, let segment, let range) = items[reversed ? items.count - 1 - index : index]
            else { continue }
            for offset in 0..<range.count {
                let cluster = reversed ? range.upperBound - 1 - offset : range.lowerBound + offset
                if !body(ClusterRef(paragraph: paragraph, segment: segment, cluster: cluster)) { return }
            }
        }
    }

    private func items(_ refs: [ClusterRef]) -> [LineItem] {
        var items: [LineItem] = []
        for ref in refs { items.appendCluster(paragraph: ref.paragraph, segment: ref.segment, cluster: ref.cluster) }
        return items
    }

    private func width(of ref: ClusterRef) -> Double {
        measurer.width(of: measurer.segment(ref.paragraph, ref.segment), cluster: ref.cluster)
    }

    private func isWhitespace(_ ref: ClusterRef) -> Bool {
        measurer.segment(ref.paragraph, ref.segment).shaped.clusters[ref.cluster].isWhitespace
    }

    private func style(of ref: ClusterRef) -> Int {
        measurer.segment(ref.paragraph, ref.segment).style
    }
}
