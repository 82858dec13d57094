/// The cache of an `HStackLayout` or `VStackLayout`: the last distributions of space it
/// computed, so placing the children with the proposal just measured does not share the space
/// out again.
public final class _StackLayoutCache {
    private struct Entry {
        let major: SizeCache.Key
        let result: StackDistribution.Result
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    private static let capacity = 2

    init() {}

    func result(major: CGFloat?, minor: CGFloat?) -> StackDistribution.Result? {
        let key = SizeCache.Key(ProposedViewSize(width: major, height: minor))
        return entries.first { $0.major == key }?.result
    }

    func store(_ result: StackDistribution.Result, major: CGFloat?, minor: CGFloat?) {
        let key = SizeCache.Key(ProposedViewSize(width: major, height: minor))
        if entries.count == _StackLayoutCache.capacity { entries.removeFirst() }
        entries.append(Entry(major: key, result: result))
    }
}
