// Shared with Benchmarks/Sources/RandomTreeSupport (a symlink there): keep it free of Testing.

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny deterministic generator whose whole state is
/// one integer, so a seed printed with a failure regenerates the same tree on any machine.
///
/// The standard library's `random(in:using:)` algorithms are not promised to stay the same
/// across Swift versions, so the draws below are written out here.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<bound` (the modulo bias is below 2⁻⁵⁰ for the small bounds used).
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// A whole number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// One of `values`.
    public mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    /// The seed of the `index`th case of a run started from `seed`: each case has a seed of its
    /// own, so one failing case is regenerated without the ones before it.
    public static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
