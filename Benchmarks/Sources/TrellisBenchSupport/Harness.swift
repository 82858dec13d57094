import Trellis

/// How hard to measure.
public struct RunConfig: Sendable {
    /// Timed fresh build + layout runs per tree (after one untimed warm-up); medians are reported.
    public var runs = 11
    /// Fast trees get more runs, until this much time is spent on them (at most 50 x `runs`).
    public var minSeconds = 0.5
    /// Stop taking runs of a tree after this long, once it has 3.
    public var maxSeconds = 10.0
    /// Time spent on each of the two relayout measurements (at least 3 batches / 9 calls).
    public var relayoutSeconds = 1.0
    /// Only the warm-up build + layout (for peak memory); no runs, no relayout.
    public var memoryOnly = false

    public init() {}
}

public struct TreeResult: Sendable {
    public var name: String
    public var nodes: Int
    /// Timed runs behind the medians (0 in memory-only mode; then the warm-up is reported).
    public var runs: Int
    /// Building the view value, median ms.
    public var buildMs: Double
    /// `ViewLayout(view, in: proposal)` (resolve + layout), median and minimum ms.
    public var layoutMs: Double
    public var layoutMinMs: Double
    /// The same, in CPU time of the whole process (all threads), median ms: less
    /// sensitive than wall time to other processes on a busy machine.
    public var layoutCPUMs: Double
    /// Layout alone: `layout.discardCachedSizes()` (untimed), then
    /// `layout.relayout(in: sameProposal)`, which lays the already resolved node tree
    /// out from scratch. Median ms, wall and process CPU time. This is the part
    /// comparable with Taffy's `compute_layout` on a built tree.
    public var layoutOnlyMs: Double
    public var layoutOnlyCPUMs: Double
    /// The untimed warm-up's ViewLayout (first in the process for this tree shape).
    public var firstLayoutMs: Double
    /// `layout.relayout(in: sameProposal)`, per call, microseconds.
    public var relayoutSameUs: Double
    /// `layout.relayout(in: newProposal)` at a width not used before, per call, ms.
    public var relayoutNewMs: Double
    /// VmHWM after the warm-up build + layout, and VmRSS before it (bytes).
    public var peakResidentBytes: Int?
    public var residentBeforeBytes: Int?
    /// Whether the peak was reset before this tree (else it is the process's peak so far).
    public var peakIsPerTree: Bool
    public var width: Double
    public var height: Double
    /// Problems noticed (size mismatch, relayout not restoring the size); empty if none.
    public var warnings: [String]

    public var nsPerNode: Double { layoutMs * 1e6 / Double(nodes) }
    public var nodesPerSecond: Double { Double(nodes) / (layoutMs / 1e3) }
}

@inline(__always)
private func ms(_ from: UInt64, _ to: UInt64) -> Double { Double(to &- from) / 1e6 }

/// Builds and lays out `tree` repeatedly and measures it (see `RunConfig`).
@MainActor
public func measure(_ tree: BenchTree, config: RunConfig) -> TreeResult {
    let proposal = tree.proposal
    var warnings: [String] = []

    // Warm-up: also the peak-memory sample.
    let perTree = Memory.resetPeak()
    let residentBefore = Memory.residentBytes()
    let w0 = nowNanoseconds()
    let warmPrepared = tree.prepare(proposal)
    let w1 = nowNanoseconds()
    let c1 = cpuNanoseconds()
    var layout = warmPrepared.layout()
    let c2 = cpuNanoseconds()
    let w2 = nowNanoseconds()
    let peak = Memory.peakResidentBytes()
    let width = Double(layout.size.width)
    let height = Double(layout.size.height)
    if !approximatelyEqual(width, tree.expectedWidth) || !approximatelyEqual(height, tree.expectedHeight) {
        warnings.append("size \(sizeString(width, height)), expected \(sizeString(tree.expectedWidth, tree.expectedHeight))")
    }

    var builds: [Double] = []
    var layouts: [Double] = []
    var layoutsCPU: [Double] = []
    var layoutOnly: [Double] = []
    var layoutOnlyCPU: [Double] = []
    var relayoutSame = Double.nan
    var relayoutNew = Double.nan

    if !config.memoryOnly {
        // Fresh build + layout runs. The previous layout is released after the
        // clock stops (the `layout = next` assignment), so teardown is not timed.
        let warmSeconds = Double(w2 &- w0) / 1e9
        if warmSeconds > config.maxSeconds {
            // A single layout is over budget: report the warm-up as the only run.
            builds = [ms(w0, w1)]
            layouts = [ms(w1, w2)]
            layoutsCPU = [ms(c1, c2)]
        } else {
            let started = nowNanoseconds()
            let maxRuns = config.runs * 50
            while true {
                let elapsed = Double(nowNanoseconds() &- started) / 1e9
                if builds.count >= config.runs && (elapsed >= config.minSeconds || builds.count >= maxRuns) { break }
                if builds.count >= 3 && elapsed > config.maxSeconds { break }
                let t0 = nowNanoseconds()
                let prepared = tree.prepare(proposal)
                let t1 = nowNanoseconds()
                let u1 = cpuNanoseconds()
                let next = prepared.layout()
                let u2 = cpuNanoseconds()
                let t2 = nowNanoseconds()
                builds.append(ms(t0, t1))
                layouts.append(ms(t1, t2))
                layoutsCPU.append(ms(u1, u2))
                layout = next
            }
        }
        (layoutOnly, layoutOnlyCPU) = timeLayoutOnly(layout, proposal, config: config)
        relayoutSame = timeRelayoutSame(layout, proposal, seconds: config.relayoutSeconds)
        relayoutNew = timeRelayoutNew(layout, proposal, seconds: config.relayoutSeconds)

        // Back at the original proposal, the size must be what it was.
        layout.relayout(in: proposal)
        let w = Double(layout.size.width), h = Double(layout.size.height)
        if !approximatelyEqual(w, width) || !approximatelyEqual(h, height) {
            warnings.append("relayout back to the first proposal gave \(sizeString(w, h)), first layout \(sizeString(width, height))")
        }
    }

    return TreeResult(
        name: tree.name, nodes: tree.nodes, runs: layouts.count,
        buildMs: builds.isEmpty ? ms(w0, w1) : median(builds),
        layoutMs: layouts.isEmpty ? ms(w1, w2) : median(layouts),
        layoutMinMs: layouts.min() ?? ms(w1, w2),
        layoutCPUMs: layoutsCPU.isEmpty ? ms(c1, c2) : median(layoutsCPU),
        layoutOnlyMs: median(layoutOnly), layoutOnlyCPUMs: median(layoutOnlyCPU),
        firstLayoutMs: ms(w1, w2),
        relayoutSameUs: relayoutSame * 1e3,
        relayoutNewMs: relayoutNew,
        peakResidentBytes: peak, residentBeforeBytes: residentBefore, peakIsPerTree: perTree,
        width: width, height: height, warnings: warnings)
}

/// Equal up to float rounding (316 flexible cells of 1000/316 pt do not add up to exactly 1000).
public func approximatelyEqual(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
}

/// Layout alone, as many runs as the fresh layouts took (same time budget): each run
/// discards the cached sizes (untimed) and relays the resolved tree out at the same
/// proposal. Per-run wall and CPU times, ms.
@MainActor
func timeLayoutOnly(_ layout: ViewLayout, _ proposal: ProposedViewSize, config: RunConfig) -> ([Double], [Double]) {
    var wall: [Double] = []
    var cpu: [Double] = []
    let started = nowNanoseconds()
    while true {
        let elapsed = Double(nowNanoseconds() &- started) / 1e9
        if wall.count >= config.runs && (elapsed >= config.minSeconds || wall.count >= config.runs * 50) { break }
        if wall.count >= 3 && elapsed > config.maxSeconds { break }
        layout.discardCachedSizes()
        let t0 = nowNanoseconds()
        let u0 = cpuNanoseconds()
        layout.relayout(in: proposal)
        let u1 = cpuNanoseconds()
        let t1 = nowNanoseconds()
        wall.append(ms(t0, t1))
        cpu.append(ms(u0, u1))
    }
    return (wall, cpu)
}

/// `layout.relayout(in: proposal)` at the proposal it was just laid out at
/// (should be a cache hit), per call in ms: median over batches of calls that
/// each take at least 2 ms, so the clock's own cost does not show.
@MainActor
func timeRelayoutSame(_ layout: ViewLayout, _ proposal: ProposedViewSize, seconds: Double) -> Double {
    layout.relayout(in: proposal)  // untimed: the layout above may have used another proposal last
    var batch = 1
    while true {
        let t0 = nowNanoseconds()
        for _ in 0..<batch { layout.relayout(in: proposal) }
        let elapsed = nowNanoseconds() &- t0
        if elapsed >= 2_000_000 || batch >= 1 << 22 { break }
        batch *= elapsed < 100_000 ? 16 : 2
    }
    var perCall: [Double] = []
    let started = nowNanoseconds()
    while perCall.count < 15 {
        if perCall.count >= 3 && Double(nowNanoseconds() &- started) / 1e9 > seconds { break }
        let t0 = nowNanoseconds()
        for _ in 0..<batch { layout.relayout(in: proposal) }
        perCall.append(ms(t0, nowNanoseconds()) / Double(batch))
    }
    return median(perCall)
}

/// `layout.relayout(in: newProposal)` where every call uses a width not used
/// before (800, 800.125, 800.25, ...: exact binary fractions), height unchanged.
/// Per call, median, ms.
@MainActor
func timeRelayoutNew(_ layout: ViewLayout, _ proposal: ProposedViewSize, seconds: Double) -> Double {
    let height: Double? = proposal.height.map { Double($0) }
    let proposals = (0..<400).map { makeProposal(width: 800 + 0.125 * Double($0), height: height) }
    var times: [Double] = []
    let started = nowNanoseconds()
    for newProposal in proposals {
        if times.count >= 9 && Double(nowNanoseconds() &- started) / 1e9 > seconds { break }
        let t0 = nowNanoseconds()
        layout.relayout(in: newProposal)
        times.append(ms(t0, nowNanoseconds()))
    }
    return median(times)
}

/// One `ViewLayout` of a prepared tree, kept out of line so that it shows up as
/// one entry in a profile. (callgrind collects per thread, and TrellisCore moves a
/// tree too deep for the calling thread's stack to a thread of its own, so
/// Benchmarks/callgrind.sh toggles collection on this function and on
/// `LargeStack.layoutThreadMain`.)
@inline(never)
@MainActor
public func profiledLayout(_ prepared: PreparedTree) -> ViewLayout {
    prepared.layout()
}

/// Layout alone (cached sizes discarded first), out of line for the profiler.
@inline(never)
@MainActor
public func profiledLayoutOnly(_ layout: ViewLayout, _ proposal: ProposedViewSize) {
    layout.discardCachedSizes()
    layout.relayout(in: proposal)
}

/// One `relayout(in:)`, out of line for the profiler (see `profiledLayout`).
@inline(never)
@MainActor
public func profiledRelayout(_ layout: ViewLayout, _ proposal: ProposedViewSize) {
    layout.relayout(in: proposal)
}
