// package-benchmark suite: malloc counts and peak memory of Trellis layouts
// (trellis-bench does the timings). Run:
//
//   swift package --package-path Benchmarks benchmark
//   swift package --package-path Benchmarks benchmark --filter 'grid.*'
//
// Each iteration builds the view value outside the measured region, then measures
// `ViewLayout(view, in: proposal)`; the layout is torn down after the measurement.

import Benchmark
import Trellis
import TrellisBenchSupport

/// Hands the (non-Sendable) Benchmark to the main actor, where the trees are built.
/// The runner awaits the hop, so the Benchmark is never used concurrently.
struct MainActorHandoff<Value>: @unchecked Sendable {
    let value: Value
}

/// One iteration: build the view (not measured), measure `ViewLayout(view, in:)`,
/// tear the layout down (not measured).
@MainActor
func measureLayout(_ handoff: MainActorHandoff<Benchmark>, tree name: String) {
    let benchmark = handoff.value
    guard let tree = allTrees().first(where: { $0.name == name }) else {
        benchmark.error("no tree \(name)")
        return
    }
    let prepared = tree.prepare(tree.proposal)
    benchmark.startMeasurement()
    let layout = prepared.layout()
    benchmark.stopMeasurement()
    blackHole(layout)
}

/// One iteration: build and lay out the tree (not measured), then measure
/// `scaledIterations` relayouts, at the same proposal or each at a width not
/// used before (800, 800.125, ...).
@MainActor
func measureRelayout(_ handoff: MainActorHandoff<Benchmark>, tree name: String, newWidth: Bool) {
    let benchmark = handoff.value
    guard let tree = allTrees().first(where: { $0.name == name }) else {
        benchmark.error("no tree \(name)")
        return
    }
    let proposal = tree.proposal
    let layout = tree.prepare(proposal).layout()
    let proposals = benchmark.scaledIterations.map {
        newWidth ? makeProposal(width: 800 + 0.125 * Double($0), height: tree.proposedHeight) : proposal
    }
    layout.relayout(in: proposal)
    benchmark.startMeasurement()
    for next in proposals {
        layout.relayout(in: next)
    }
    benchmark.stopMeasurement()
    blackHole(layout)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident, .peakMemoryResidentDelta],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 25
    )

    let layoutTrees = [
        "wide/1000", "wide/10000", "wide/100000", "deep/100", "deep/1000",
        "grid/100x100", "grid/316x316", "nested/10", "nested/20",
    ]
    for name in layoutTrees {
        Benchmark("ViewLayout \(name)") { benchmark async in
            await measureLayout(MainActorHandoff(value: benchmark), tree: name)
        }
    }
    for name in ["wide/10000", "grid/100x100"] {
        // Same proposal: a cache hit, so 1000 calls per iteration (results are per call).
        Benchmark("relayout same \(name)", configuration: .init(scalingFactor: .kilo)) { benchmark async in
            await measureRelayout(MainActorHandoff(value: benchmark), tree: name, newWidth: false)
        }
        Benchmark("relayout new-width \(name)") { benchmark async in
            await measureRelayout(MainActorHandoff(value: benchmark), tree: name, newWidth: true)
        }
    }
}
