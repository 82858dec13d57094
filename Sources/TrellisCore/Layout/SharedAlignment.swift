/// An alignment as a node keeps it: one unretained reference to an instance that lives as long
/// as the process, shared by every node with an equal alignment, instead of two 16-byte guide
/// keys in each node (a frame is on most leaves) and a retain and a release per node.
final class SharedAlignment: Sendable {
    let alignment: Alignment
    /// Where a standard guide sits, as a fraction of the size (0, ½, 1), or nil for another
    /// guide: a frame aligns a child that sets no guide with these alone.
    let horizontalFraction: CGFloat?
    let verticalFraction: CGFloat?

    private init(_ alignment: Alignment) {
        self.alignment = alignment
        horizontalFraction = alignment.horizontal.key.standardFraction
        verticalFraction = alignment.vertical.key.standardFraction
    }

    private static let standard: [SharedAlignment] = [
        .init(.center), .init(.leading), .init(.trailing), .init(.top), .init(.bottom),
        .init(.topLeading), .init(.topTrailing), .init(.bottomLeading), .init(.bottomTrailing),
    ]

    private final class Interned: @unchecked Sendable {
        // @unchecked: `instances` is only touched while holding `lock`.
        let lock = NSLock()
        var instances: [Alignment: SharedAlignment] = [:]
    }

    /// Every other alignment asked for (custom guides, baselines): never released, and as
    /// many as the program has distinct alignments.
    private static let interned = Interned()

    /// The instance for `alignment`; it is never deallocated, so holders need not retain it.
    static func of(_ alignment: Alignment) -> Unmanaged<SharedAlignment> {
        for shared in standard where shared.alignment == alignment { return .passUnretained(shared) }
        interned.lock.lock()
        defer { interned.lock.unlock() }
        if let shared = interned.instances[alignment] { return .passUnretained(shared) }
        let made = SharedAlignment(alignment)
        interned.instances[alignment] = made
        return .passUnretained(made)
    }
}
