/// The sizes a node has answered, keyed by proposal.
///
/// Containers probe a child with several proposals (minimum, maximum, then the real offer) and
/// placement asks again; caching every answer keeps nested stacks linear instead of exponential.
/// The answers live in an object of their own, made at the first answer: the leaves that
/// most nodes are (colours, frames around them) are trivially sized and never cache, and a
/// node carries 8 bytes of cache instead of 100. Large trees are limited by how many nodes
/// fit in the processor's caches. The first three answers are kept; later ones take turns in
/// at most 64 places, the oldest replaced, so a pathological layout cannot grow it without
/// limit.
struct SizeCache {
    struct Key: Hashable {
        let width: UInt64
        let height: UInt64

        /// `nil`: a NaN with a payload no arithmetic produces, so a NaN proposal (∞ − ∞ upstream)
        /// is a key of its own and its answer is never taken for the ideal size.
        private static let unspecified: UInt64 = 0x7FF8_0000_0000_0ACE
        /// Every NaN, whatever its payload.
        private static let notANumber: UInt64 = Double.nan.bitPattern
        /// No proposal: a NaN payload that ``bits(_:)`` never returns, marking an empty slot.
        static let none = Key(width: 0x7FF8_0000_0000_0B0E, height: 0x7FF8_0000_0000_0B0E)

        @inline(__always)
        init(_ proposal: ProposedViewSize) {
            width = Key.bits(proposal.width)
            height = Key.bits(proposal.height)
        }

        private init(width: UInt64, height: UInt64) {
            self.width = width
            self.height = height
        }

        @inline(__always)
        private static func bits(_ value: CGFloat?) -> UInt64 {
            guard let value else { return unspecified }
            if value.isNaN { return notANumber }
            // +0 and -0 are the same proposal.
            return value == 0 ? 0 : Double(value).bitPattern
        }
    }

    /// The answers: the first three in place (a stack's child answers its minimum, maximum
    /// and offer probes), later ones in an array.
    private final class Storage {
        // Unchecked as a node's own state is (see `LayoutNode`): no access overlaps another.
        @exclusivity(unchecked) var key0 = Key.none
        @exclusivity(unchecked) var size0 = CGSize.zero
        @exclusivity(unchecked) var key1 = Key.none
        @exclusivity(unchecked) var size1 = CGSize.zero
        @exclusivity(unchecked) var key2 = Key.none
        @exclusivity(unchecked) var size2 = CGSize.zero
        @exclusivity(unchecked) var overflow: [(key: Key, size: CGSize)] = []
        @exclusivity(unchecked) var inlineCount: UInt8 = 0
        @exclusivity(unchecked) var nextReplaced: UInt8 = 0

        @inline(__always)
        func size(for key: Key) -> CGSize? {
            if inlineCount > 0 && key0 == key { return size0 }
            if inlineCount > 1 && key1 == key { return size1 }
            if inlineCount > 2 && key2 == key { return size2 }
            for entry in overflow where entry.key == key { return entry.size }
            return nil
        }

        func store(_ size: CGSize, for key: Key) {
            switch inlineCount {
            case 0: key0 = key; size0 = size; inlineCount = 1
            case 1: key1 = key; size1 = size; inlineCount = 2
            case 2: key2 = key; size2 = size; inlineCount = 3
            default:
                if overflow.count < SizeCache.overflowLimit {
                    overflow.append((key, size))
                } else {
                    overflow[Int(nextReplaced)] = (key, size)
                    nextReplaced = UInt8((Int(nextReplaced) + 1) % SizeCache.overflowLimit)
                }
            }
        }
    }

    private static let overflowLimit = 64

    private var storage: Storage?

    /// The size answered for `proposal`, if it was answered before.
    @inline(__always)
    func size(for key: Key) -> CGSize? {
        storage?.size(for: key)
    }

    /// The first answer stored, if any.
    var first: CGSize? {
        guard let storage, storage.inlineCount > 0 else { return nil }
        return storage.size0
    }

    mutating func store(_ size: CGSize, for key: Key) {
        if storage == nil { storage = Storage() }
        storage.unsafelyUnwrapped.store(size, for: key)
    }

    /// Forgets every answer (keeping the memory for the next layout's).
    mutating func removeAll() {
        guard let storage else { return }
        storage.inlineCount = 0
        storage.nextReplaced = 0
        if !storage.overflow.isEmpty { storage.overflow.removeAll(keepingCapacity: true) }
    }

    /// How many answers are stored.
    var count: Int {
        guard let storage else { return 0 }
        return Int(storage.inlineCount) + storage.overflow.count
    }
}
