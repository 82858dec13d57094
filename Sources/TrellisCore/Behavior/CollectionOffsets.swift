import Foundation

// SwiftUI's additions to collections for `onDelete` and `onMove`, which hand over an
// `IndexSet` of offsets.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start, not indices).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets) so they come, in their order, before the
    /// element that was at offset `destination` (`count` moves them to the end), as a list's
    /// `onMove` asks.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        var kept: [Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() where !moving.contains(offset) {
            if offset < target { insertion += 1 }
            kept.append(element)
        }
        kept.insert(contentsOf: moving.map { elements[$0] }, at: insertion)
        for (position, element) in zip(indices, kept) { self[position] = element }
    }
}
