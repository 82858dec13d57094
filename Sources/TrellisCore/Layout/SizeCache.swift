/// The sizes a node has answered, keyed by proposal.
///
/// Containers probe a child with several proposals (minimum, maximum, then the real offer) and
/// placement asks again; caching every answer keeps nested stacks linear instead of exponential.
/// The first answer lives inline, the only one most nodes ever need; the rest spill into a
/// separate object (the next two kept, then at most 64 more, the oldest replaced), so that a
/// node is 40 bytes of cache and not 100: large trees are limited by how many nodes fit in the
/// processor's caches.
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

        init(_ proposal: ProposedViewSize) {
            width = Key.bits(proposal.width)
            height = Key.bits(proposal.height)
        }

        private init(width: UInt64, height: UInt64) {
            self.width = width
            self.height = height
        }

        private static func bits(_ value: CGFloat?) -> UInt64 {
            guard let value else { return unspecified }
            if value.isNaN { return notANumber }
            // +0 and -0 are the same proposal.
            return value == 0 ? 0 : Double(value).bitPattern
        }
    }

    /// The answers after the first.
    private final class Spill {
        /// The second and third answers, kept for good (a stack's child answers its minimum,
        /// maximum and offer probes).
        var kept: [(key: Key, size: CGSize)] = []
        /// Later answers, the oldest replaced once there are ``SizeCache/overflowLimit``.
        var overflow: [(key: Key, size: CGSize)] = []
        var nextReplaced = 0
    }

    private static let keptLimit = 2
    private static let overflowLimit = 64

    private var key0 = Key.none
    private var size0 = CGSize.zero
    private var spill: Spill?

    /// The size answered for `proposal`, if it was answered before.
    @inline(__always)
    func size(for key: Key) -> CGSize? {
        if key0 == key { return size0 }
        guard let spill else { return nil }
        return Self.spilledSize(for: key, in: spill)
    }

    private static func spilledSize(for key: Key, in spill: Spill) -> CGSize? {
        for entry in spill.kept where entry.key == key { return entry.size }
        for entry in spill.overflow where entry.key == key { return entry.size }
        return nil
    }

    /// The first answer stored, if any.
    var first: CGSize? { key0 == .none ? nil : size0 }

    mutating func store(_ size: CGSize, for key: Key) {
        if key0 == .none {
            key0 = key
            size0 = size
            return
        }
        let spill: Spill
        if let existing = self.spill {
            spill = existing
        } else {
            spill = Spill()
            self.spill = spill
        }
        if spill.kept.count < SizeCache.keptLimit {
            spill.kept.append((key, size))
        } else if spill.overflow.count < SizeCache.overflowLimit {
            spill.overflow.append((key, size))
        } else {
            spill.overflow[spill.nextReplaced] = (key, size)
            spill.nextReplaced = (spill.nextReplaced + 1) % SizeCache.overflowLimit
        }
    }

    /// Forgets every answer (keeping the spill's memory for the next layout's).
    mutating func removeAll() {
        key0 = .none
        guard let spill else { return }
        spill.kept.removeAll(keepingCapacity: true)
        spill.overflow.removeAll(keepingCapacity: true)
        spill.nextReplaced = 0
    }

    /// How many answers are stored.
    var count: Int {
        (key0 == .none ? 0 : 1) + (spill.map { $0.kept.count + $0.overflow.count } ?? 0)
    }
}
