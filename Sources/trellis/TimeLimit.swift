import ArgumentParser

/// The commands' limits in seconds (`--time-limit`, `--timeout`).
enum TimeLimit {
    /// The longest limit taken: no run is meant to last longer, and a `Duration` of 1e300
    /// seconds would overflow.
    static let longest: Double = 1_000_000

    /// Throws unless `seconds` is above 0 and at most ``longest``.
    static func check(_ seconds: Double, option: String) throws {
        guard seconds > 0, seconds <= longest else {
            throw ValidationError("\(option) must be a number of seconds above 0 and at most \(Int(longest)).")
        }
    }
}
