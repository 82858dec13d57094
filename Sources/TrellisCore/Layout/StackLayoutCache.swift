/// The cache of an `HStackLayout` or `VStackLayout`, and the working memory of every stack.
///
/// It holds the gaps between the children (fixed for a given set of children) and the last
/// distribution of space it computed: what each child was offered, its length and its
/// alignment guide. Placing the children with the proposal just measured then needs no new
/// distribution, and no distribution allocates: the per-child numbers live in one buffer
/// that is allocated once, the first time the stack is measured.
public final class _StackLayoutCache {
    /// The per-child columns of the buffer.
    private enum Column: Int, CaseIterable {
        case minimum, flexibility, priority, offer, length, breadth, guide, gap
    }

    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<CGFloat>?
    @exclusivity(unchecked) private(set) var count = 0
    /// The children the buffer was filled for (their number and the first one), so a cache
    /// handed different subviews starts over.
    @exclusivity(unchecked) private var firstChild: ObjectIdentifier?
    /// Scratch for the order of distribution when it is not the source order.
    @exclusivity(unchecked) var order: [Int] = []

    /// The proposal of the last distribution, when its columns are valid.
    @exclusivity(unchecked) var lastProposal: SizeCache.Key?
    /// The length along the axis the offers were shared out of. Rigid children answer every
    /// length alike, so their stack keys a distribution without it; their offers still differ.
    @exclusivity(unchecked) var offeredMajor: CGFloat?
    @exclusivity(unchecked) var alignmentOffset: CGFloat = 0
    @exclusivity(unchecked) var minorLength: CGFloat = 0
    @exclusivity(unchecked) var majorLength: CGFloat = 0
    @exclusivity(unchecked) var totalSpacing: CGFloat = 0

    init() {}

    deinit {
        buffer?.deallocate()
    }

    /// Makes the buffer fit `nodes`; returns `true` when it was (re)made, and the gaps must be
    /// filled in again.
    func prepare(for nodes: NodeList) -> Bool {
        let first = nodes.first?.identifier
        if buffer != nil && count == nodes.count && first == firstChild { return false }
        buffer?.deallocate()
        count = nodes.count
        firstChild = first
        // Every column is written before it is read (`CGFloat` needs no initialization).
        buffer = UnsafeMutablePointer<CGFloat>.allocate(capacity: max(count, 1) * Column.allCases.count)
        lastProposal = nil
        return true
    }

    /// Forgets the last distribution (the children's sizes may have changed).
    func invalidate() {
        lastProposal = nil
    }

    @inline(__always)
    private func column(_ column: Column) -> UnsafeMutablePointer<CGFloat> {
        buffer.unsafelyUnwrapped + column.rawValue * count
    }

    var minimums: UnsafeMutablePointer<CGFloat> { column(.minimum) }
    var flexibilities: UnsafeMutablePointer<CGFloat> { column(.flexibility) }
    /// Each child's layout priority, read once per distribution: the children are far apart
    /// in memory, the column is not.
    var priorities: UnsafeMutablePointer<CGFloat> { column(.priority) }
    /// Each child's major-axis offer; NaN stands for `nil`.
    var offers: UnsafeMutablePointer<CGFloat> { column(.offer) }
    var lengths: UnsafeMutablePointer<CGFloat> { column(.length) }
    /// Each child's extent across the axis.
    var breadths: UnsafeMutablePointer<CGFloat> { column(.breadth) }
    var guides: UnsafeMutablePointer<CGFloat> { column(.guide) }
    /// The distance after each child (the last is 0).
    var gaps: UnsafeMutablePointer<CGFloat> { column(.gap) }
}
