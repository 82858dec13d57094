// `import CoreMedia` on Linux: the time values AVFoundation and AVKit code passes around.
@_exported import Foundation

/// A rational time, `value / timescale` seconds: Core Media's `CMTime`.
///
/// Arithmetic and comparison work on the rational value as Core Media's do; flags mark the
/// invalid, indefinite and infinite times.
public struct CMTime: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator of the time in seconds.
    public var value: CMTimeValue
    /// The denominator: units per second.
    public var timescale: CMTimeScale
    /// What kind of time this is (valid, infinite, indefinite…).
    public var flags: CMTimeFlags
    /// Unused by Trellis; kept for layout compatibility with Core Media.
    public var epoch: CMTimeEpoch

    /// A time of `value / timescale` seconds with the given flags.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// A valid time of `value / timescale` seconds.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
    }

    /// The time nearest `seconds` in units of `1 / preferredTimescale` (rounded half away from zero).
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
        }
    }

    /// The zero time.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An invalid time (all fields zero).
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// An unknown time, such as a live stream's duration.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// A time after every other.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// A time before every other.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Whether the time is valid.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is positive infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is negative infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the time is a number of seconds (valid and neither infinite nor indefinite).
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) }

    /// The time in seconds (NaN for invalid and indefinite times, ±∞ for infinite ones).
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale != 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The same time in units of `1 / newTimescale`, rounded half away from zero.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric else { return self }
        return CMTime(seconds: seconds, preferredTimescale: newTimescale)
    }

    public var description: String {
        guard isValid else { return "CMTime(invalid)" }
        guard isNumeric else { return isIndefinite ? "CMTime(indefinite)" : (isPositiveInfinity ? "CMTime(+∞)" : "CMTime(-∞)") }
        return "CMTime(\(value)/\(timescale) = \(seconds))"
    }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) == 0 }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isNumeric ? seconds : 0)
        hasher.combine(flags.rawValue)
    }

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) < 0 }

    /// Core Media's order: invalid < −∞ < numbers < +∞ < indefinite.
    static func compare(_ a: CMTime, _ b: CMTime) -> Int {
        func rank(_ t: CMTime) -> Int {
            if !t.isValid { return 0 }
            if t.isNegativeInfinity { return 1 }
            if t.isNumeric { return 2 }
            if t.isPositiveInfinity { return 3 }
            return 4
        }
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb || ra != 2 { return ra < rb ? -1 : (ra > rb ? 1 : 0) }
        // Cross-multiplied in 128 bits to compare rationals exactly.
        let left = a.value.multipliedFullWidth(by: Int64(b.timescale))
        let right = b.value.multipliedFullWidth(by: Int64(a.timescale))
        if left.high != right.high { return left.high < right.high ? -1 : 1 }
        if left.low != right.low { return left.low < right.low ? -1 : 1 }
        return 0
    }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
}

/// A `CMTime`'s numerator.
public typealias CMTimeValue = Int64
/// A `CMTime`'s denominator.
public typealias CMTimeScale = Int32
/// A `CMTime`'s epoch.
public typealias CMTimeEpoch = Int64

/// What kind of time a `CMTime` is.
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// How a conversion of timescale rounds.
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case `default` = 1
    case roundHalfAwayFromZero = 1_000
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardNegativeInfinity = 5
    case roundTowardPositiveInfinity = 6
}

/// A time of `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// The time nearest `seconds` in units of `1 / preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// A time in seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// The sum of two times, in the least common multiple of their timescales.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, sign: 1) }

/// The difference of two times.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, sign: -1) }

/// Two times compared: −1, 0 or 1.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { Int32(CMTime.compare(time1, time2)) }

private func combine(_ a: CMTime, _ b: CMTime, sign: Int64) -> CMTime {
    guard a.isValid, b.isValid else { return .invalid }
    guard a.isNumeric, b.isNumeric else {
        // Infinities win over numbers; opposite infinities (or anything indefinite) are indefinite.
        if a.isIndefinite || b.isIndefinite { return .indefinite }
        if a.isNumeric { return sign > 0 ? b : (b.isPositiveInfinity ? .negativeInfinity : .positiveInfinity) }
        if b.isNumeric { return a }
        let bSigned = sign > 0 ? b.isPositiveInfinity : b.isNegativeInfinity
        return a.isPositiveInfinity == bSigned ? a : .indefinite
    }
    if a.timescale == b.timescale { return CMTime(value: a.value + sign * b.value, timescale: a.timescale) }
    let scale = Int64(a.timescale) * Int64(b.timescale) / Int64(gcd(Int(a.timescale), Int(b.timescale)))
    guard scale <= Int64(Int32.max) else {
        return CMTime(seconds: a.seconds + Double(sign) * b.seconds, preferredTimescale: max(a.timescale, b.timescale))
    }
    let value = a.value * (scale / Int64(a.timescale)) + sign * b.value * (scale / Int64(b.timescale))
    return CMTime(value: value, timescale: Int32(scale))
}

private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
