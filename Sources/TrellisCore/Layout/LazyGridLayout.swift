/// A `LazyVGrid` (or, across the other axis, a `LazyHGrid`): tracks from `GridItem`s alone,
/// cells flowing into them.
///
/// 1. Tracks (columns of a vertical grid): the spacing between them and the fixed tracks are
///    set aside; then, in order, each other item is offered what is left divided by the items
///    left: a flexible item takes it clamped to its bounds, an adaptive item fits as many
///    tracks of at least its minimum as the share holds (at least one; never wider than its
///    maximum).
/// 2. The grid is as wide as its proposal, or as its tracks when they need more; the tracks
///    are computed again from that width when the grid is placed, as in SwiftUI (a grid whose
///    tracks overflow it overflows unevenly), and a narrower block of tracks is placed by the
///    grid's alignment.
/// 3. Cells fill the tracks row by row; a row is as tall as its tallest cell's ideal height at
///    its column's width; each cell is proposed its column's width and its row's height and
///    aligned by its item's alignment (centred by default).
struct LazyGridLayout: Layout, NamedLayout {
    /// The axis the grid grows along (vertical for a `LazyVGrid`).
    let axis: Axis
    let items: [GridItem]
    /// How a block of tracks narrower than the grid is placed across the axis.
    let alignment: AlignmentKey
    /// The spacing between rows (columns of a `LazyHGrid`).
    let spacing: CGFloat

    var layoutName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    /// The spacing of items and lines when none is given.
    static let defaultSpacing: CGFloat = 8

    struct Track {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    /// The tracks across `length`.
    func tracks(across length: CGFloat) -> [Track] {
        let spacings = items.map { $0.spacing ?? Self.defaultSpacing }
        var remaining = length - spacings.dropLast().reduce(0, +)
        var left = 0
        for item in items {
            if case .fixed(let size) = item.size { remaining -= size } else { left += 1 }
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            switch item.size {
            case .fixed(let size):
                tracks.append(Track(length: size, spacingAfter: spacing, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let share = remaining / CGFloat(max(left, 1))
                let size = min(max(share, minimum), max(maximum, minimum))
                tracks.append(Track(length: size, spacingAfter: spacing, alignment: item.alignment))
                remaining -= size
                left -= 1
            case .adaptive(let minimum, let maximum):
                let share = remaining / CGFloat(max(left, 1))
                let count = max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down)))
                let size = min(maximum, max(0, (share - CGFloat(count - 1) * spacing) / CGFloat(count)))
                for _ in 0..<count { tracks.append(Track(length: size, spacingAfter: spacing, alignment: item.alignment)) }
                remaining -= CGFloat(count) * size + CGFloat(count - 1) * spacing
                left -= 1
            }
        }
        return tracks
    }

    private func total(_ tracks: [Track]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.length + $1.spacingAfter } - (tracks.last?.spacingAfter ?? 0)
    }

    /// The grid's length across the axis for a proposal of `proposed` there.
    private func crossLength(proposed: CGFloat?) -> CGFloat {
        let needed = total(tracks(across: proposed ?? 0))
        return max(proposed ?? needed, needed)
    }

    /// The lines' lengths along the axis (rows' heights of a vertical grid).
    private func lines(subviews: Subviews, tracks: [Track]) -> [CGFloat] {
        guard !tracks.isEmpty else { return [] }
        var lines: [CGFloat] = []
        for start in stride(from: 0, to: subviews.count, by: tracks.count) {
            var line: CGFloat = 0
            for (offset, track) in tracks.enumerated() where start + offset < subviews.count {
                let proposal =
                    axis == .vertical
                    ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
                let size = subviews[start + offset].sizeThatFits(proposal)
                line = max(line, axis == .vertical ? size.height : size.width)
            }
            lines.append(line)
        }
        return lines
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cross = crossLength(proposed: axis == .vertical ? proposal.width : proposal.height)
        let lines = lines(subviews: subviews, tracks: tracks(across: cross))
        let along = lines.reduce(0, +) + spacing * CGFloat(max(lines.count - 1, 0))
        return axis == .vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cross = axis == .vertical ? bounds.width : bounds.height
        let tracks = tracks(across: cross)
        let lines = lines(subviews: subviews, tracks: tracks)
        let fraction = alignment.standardFraction ?? 0.5
        var trackStart = max(cross - total(tracks), 0) * fraction
        var trackStarts: [CGFloat] = []
        for track in tracks {
            trackStarts.append(trackStart)
            trackStart += track.length + track.spacingAfter
        }
        var lineStart: CGFloat = 0
        for (line, length) in lines.enumerated() {
            for (index, track) in tracks.enumerated() {
                let subviewIndex = line * tracks.count + index
                guard subviewIndex < subviews.count else { break }
                let cell =
                    axis == .vertical
                    ? CGRect(x: bounds.minX + trackStarts[index], y: bounds.minY + lineStart, width: track.length, height: length)
                    : CGRect(x: bounds.minX + lineStart, y: bounds.minY + trackStarts[index], width: length, height: track.length)
                let cellProposal = ProposedViewSize(cell.size)
                let dimensions = subviews[subviewIndex].dimensions(in: cellProposal)
                let offset = alignedOrigin(of: dimensions, in: cell.size, alignment: track.alignment ?? .center)
                subviews[subviewIndex].place(
                    at: CGPoint(x: cell.minX + offset.x, y: cell.minY + offset.y), proposal: cellProposal)
            }
            lineStart += length + spacing
        }
    }
}
