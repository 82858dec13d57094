/// The nodes resolved so far, for every level of the tree being resolved at once: a level
/// starts where its parent's nodes end, and when it is done its nodes move out into the
/// parent's children array.
///
/// One buffer for the whole resolution, written without uniqueness checks: an array per level
/// grew by copying, and checked its uniqueness at every node appended (a wide stack appends
/// 100,000).
struct ResolvedNodes: ~Copyable {
    private var base: UnsafeMutablePointer<LayoutNode>
    private var capacity: Int
    /// How many nodes the buffer holds, over every level.
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds a node to the innermost level.
    @inline(__always)
    mutating func append(_ node: consuming LayoutNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<LayoutNode>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// Moves the node at `index` out, leaving its slot to be filled again with ``put(_:at:)``
    /// (between the two the buffer may grow: a transformed node is put back where the buffer
    /// is then).
    @inline(__always)
    mutating func take(at index: Int) -> LayoutNode {
        (base + index).move()
    }

    /// Fills the slot at `index`, emptied by ``take(at:)``.
    @inline(__always)
    mutating func put(_ node: consuming LayoutNode, at index: Int) {
        (base + index).initialize(to: node)
    }

    /// The node at `index`, unretained: the buffer keeps it alive.
    @inline(__always)
    func unretainedNode(at index: Int) -> Unmanaged<LayoutNode> {
        UnsafeRawPointer(base + index).load(as: Unmanaged<LayoutNode>.self)
    }

    /// Moves the nodes from `start` on out, in order: the level that began at `start` is done.
    mutating func removeLevel(from start: Int) -> [LayoutNode] {
        let levelCount = count - start
        guard levelCount > 0 else { return [] }
        let source = base + start
        let nodes = [LayoutNode](unsafeUninitializedCapacity: levelCount) { buffer, initialized in
            buffer.baseAddress.unsafelyUnwrapped.moveInitialize(from: source, count: levelCount)
            initialized = levelCount
        }
        count = start
        return nodes
    }
}
