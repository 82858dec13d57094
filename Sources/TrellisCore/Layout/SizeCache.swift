/// The sizes a node has answered, keyed by proposal.
///
/// Containers probe a child with several proposals (minimum, maximum, then the real offer) and
/// placement asks again; caching every answer keeps nested stacks linear instead of exponential.
/// The first three answers live inline (no allocation, enough for a leaf in a stack); more
/// spill into a small array, bounded so a pathological layout cannot grow it without limit.
struct SizeCache {
    struct Key: Hashable {
        let width: UInt64
        let height: UInt64

        /// `nil`: a NaN with a payload no arithmetic produces, so a NaN proposal (∞ − ∞ upstream)
        /// is a key of its own and its answer is never taken for the ideal size.
        private static let unspecified: UInt64 = 0x7FF8_0000_0000_0ACE
        /// Every NaN, whatever its payload.
        private static let notANumber: UInt64 = Double.nan.bitPattern

        init(_ proposal: ProposedViewSize) {
            width = Key.bits(proposal.width)
            height = Key.bits(proposal.height)
        }

        private static func bits(_ value: CGFloat?) -> UInt64 {
            guard let value else { return unspecified }
            if value.isNaN { return notANumber }
            // +0 and -0 are the same proposal.
            return value == 0 ? 0 : Double(value).bitPattern
        }
    }

    private static let overflowLimit = 64

    private var key0 = Key(.unspecified), size0 = CGSize.zero
    private var key1 = Key(.unspecified), size1 = CGSize.zero
    private var key2 = Key(.unspecified), size2 = CGSize.zero
    private var overflow: [(key: Key, size: CGSize)] = []
    // One byte each (after the 8-byte fields): every node has a cache.
    private var inlineCount: UInt8 = 0
    private var nextReplaced: UInt8 = 0

    /// The size answered for `proposal`, if it was answered before.
    @inline(__always)
    func size(for key: Key) -> CGSize? {
        if inlineCount > 0 && key0 == key { return size0 }
        if inlineCount > 1 && key1 == key { return size1 }
        if inlineCount > 2 && key2 == key { return size2 }
        for entry in overflow where entry.key == key { return entry.size }
        return nil
    }

    /// The first answer stored, if any.
    var first: CGSize? { inlineCount > 0 ? size0 : nil }

    mutating func store(_ size: CGSize, for key: Key) {
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

    /// How many answers are stored.
    var count: Int { Int(inlineCount) + overflow.count }
}
