#if canImport(Glibc)
import Glibc
#endif
import Trellis

/// How a large tree's cost per node compares with a small one's, laying out alone: the
/// issue-14 measure (`wide/100000` vs `wide/10000`, `grid/316x316` vs `grid/100x100`).
///
/// The two trees are timed in pairs, back to back, round after round, and each round gives
/// one ratio. Timed minutes apart (as the main table's trees are), the two halves of the
/// ratio see different machines: on a shared virtual machine a neighbour's burst moves one
/// tree's median by half and not the other's. Paired, a burst moves both or is one round
/// out of many.
public struct ScalingResult {
    public let small: String
    public let big: String
    /// Layout alone, process CPU time, ms: the median over rounds of each round's median.
    public let smallMs: Double
    public let bigMs: Double
    /// `(big ms / big nodes) / (small ms / small nodes)` per round.
    public let ratios: [Double]

    public var medianRatio: Double { median(ratios) }
}

/// Laying out alone (`discardCachedSizes()` untimed, then `relayout(in:)`), in process CPU
/// time, ms: one warm-up, then runs until at least `runs` and `seconds` are done; the median.
@MainActor
private func layoutAloneMedian(_ layout: ViewLayout, _ proposal: ProposedViewSize, runs: Int, seconds: Double) -> Double {
    layout.discardCachedSizes()
    layout.relayout(in: proposal)
    var times: [Double] = []
    var spent: UInt64 = 0
    while times.count < runs || Double(spent) / 1e9 < seconds {
        layout.discardCachedSizes()
        let start = cpuNanoseconds()
        layout.relayout(in: proposal)
        let elapsed = cpuNanoseconds() &- start
        spent &+= elapsed
        times.append(Double(elapsed) / 1e6)
        if times.count >= 50 * runs { break }
    }
    return median(times)
}

/// Times `small` and `big` laid out alone in `rounds` pairs (see ``ScalingResult``); each
/// half of a pair is the median of at least `runs` layouts and 20 ms.
@MainActor
public func measureScaling(small: BenchTree, big: BenchTree, rounds: Int, runs: Int) -> ScalingResult {
    let smallLayout = small.prepare(small.proposal).layout()
    let bigLayout = big.prepare(big.proposal).layout()
    var smallTimes: [Double] = []
    var bigTimes: [Double] = []
    var ratios: [Double] = []
    for round in 0..<rounds {
        // Alternate which goes first, so neither always follows the other's evictions.
        var smallMs = 0.0
        var bigMs = 0.0
        if round % 2 == 0 {
            smallMs = layoutAloneMedian(smallLayout, small.proposal, runs: runs, seconds: 0.02)
            bigMs = layoutAloneMedian(bigLayout, big.proposal, runs: runs, seconds: 0.02)
        } else {
            bigMs = layoutAloneMedian(bigLayout, big.proposal, runs: runs, seconds: 0.02)
            smallMs = layoutAloneMedian(smallLayout, small.proposal, runs: runs, seconds: 0.02)
        }
        smallTimes.append(smallMs)
        bigTimes.append(bigMs)
        ratios.append((bigMs / Double(big.nodes)) / (smallMs / Double(small.nodes)))
    }
    return ScalingResult(
        small: small.name, big: big.name, smallMs: median(smallTimes), bigMs: median(bigTimes), ratios: ratios)
}

/// Keeps the calling thread on the processor it is running on, so that a measurement is not
/// moved between processors (each with its own L2 cache) halfway. Returns that processor, or
/// `nil` where it cannot (not Linux, or refused). Glibc's `sched_getcpu` and
/// `sched_setaffinity` are GNU extensions Swift's Glibc module leaves out, so they are
/// looked up by name.
public func pinToCurrentProcessor() -> Int? {
    #if os(Linux)
    typealias GetCPU = @convention(c) () -> Int32
    typealias SetAffinity = @convention(c) (Int32, Int, UnsafeRawPointer) -> Int32
    let everything = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
    guard let getSymbol = dlsym(everything, "sched_getcpu"), let setSymbol = dlsym(everything, "sched_setaffinity") else {
        return nil
    }
    let processor = unsafeBitCast(getSymbol, to: GetCPU.self)()
    guard processor >= 0, processor < 1024 else { return nil }
    var set = [UInt64](repeating: 0, count: 16)  // a cpu_set_t: 1024 bits
    set[Int(processor) / 64] |= 1 << (UInt64(processor) % 64)
    let status = set.withUnsafeBytes { unsafeBitCast(setSymbol, to: SetAffinity.self)(0, $0.count, $0.baseAddress!) }
    return status == 0 ? Int(processor) : nil
    #else
    return nil
    #endif
}
