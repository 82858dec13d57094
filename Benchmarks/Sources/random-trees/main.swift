// random-trees: lays out a million random view trees, hostile ones among them, and checks
// the layout invariants of Tests/TrellisTests/RandomTrees on each (the same generator and
// checks: this target links those files). Not part of `swift test`. See docs/random-trees.md.
//
//   swift build -c release --package-path Benchmarks --product random-trees
//   Benchmarks/.build/release/random-trees [--count N] [--seed S] ...

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RandomTreeSupport
import Trellis

let (run, startIndex) = parseArguments(CommandLine.arguments.dropFirst())
print("random-trees: \(run.count) cases from index \(startIndex), seed 0x\(String(run.seed, radix: 16)), \(run.threads) threads")
fflush(nil)
CrashReport.install(threads: run.threads)
let started = ContinuousClock.now
let tallies = onLargeStacks(count: run.threads) { thread in
    runCases(run, from: startIndex, thread: thread, clock: started)
}
let seconds = (ContinuousClock.now - started).seconds
var total = Tally()
for tally in tallies { total.merge(tally, keeping: run.examples) }

let kinds = CaseKind.allCases.compactMap { kind in total.byKind[kind].map { "\(kind.rawValue) \($0)" } }
print("""

    cases:    \(total.cases) (\(kinds.joined(separator: ", "))), \(total.nodes) views
    time:     \(format(seconds)) s, \(format(seconds / Double(max(total.cases, 1)) * 1e6)) µs a case; slowest case \
    \(total.slowestIndex) (\(run.kind(of: total.slowestIndex).rawValue)), \(format(total.slowestSeconds)) s
    crashes:  0 (the run finished)
    finite frames demanded of \(total.finiteChecked) cases (modest values and window)
    """)
for invariant in LayoutInvariant.allCases {
    let kinds = total.failures.filter { $0.key.invariant == invariant }.sorted { $0.key < $1.key }
    print("  \(kinds.reduce(0) { $0 + $1.value }) failures: \(invariant)")
    for (kind, count) in kinds where kind.kind != invariant.rawValue { print("      \(count) \(kind.kind)") }
}

// The first failures of each invariant, cut down (on a large stack: a giant case recurses).
// A kind seen only in giant cases is shown by its first giant.
var examples = total.examples
for (kind, failure) in total.giantExamples where examples[kind] == nil { examples[kind] = [failure] }
let shownExamples = examples
let reports = onLargeStacks(count: 1) { _ in
    var lines: [String] = []
    var checker = LayoutChecker()
    checker.textMeasurer = PlaceholderTextMeasurer()
    for kind in shownExamples.keys.sorted() {
        for failure in shownExamples[kind] ?? [] {
            let invariant = kind.invariant
            let stillFails = { (c: RandomCase) in
                checker.failure(of: invariant, in: c).map { LayoutChecker.kind(of: $0, invariant) == kind.kind } ?? false
            }
            let halved = TreeMinimiser.halve(failure.randomCase, stillFails: stillFails)
            let minimal = halved.tree.count <= 300 ? TreeMinimiser.minimise(halved, stillFails: stillFails) : halved
            let shown = minimal.tree.count <= 300 ? minimal.description : "(\(minimal.tree.count) views: too big to print)"
            lines.append("""

                \(invariant) (\(kind.kind)): case \(failure.index) (\(failure.kind.rawValue), RandomCase seed 0x\(String(failure.seed, radix: 16))): \(failure.detail)
                minimal (\(minimal.tree.count) views): \(checker.failure(of: invariant, in: minimal) ?? "")
                \(shown)
                """)
        }
    }
    return lines.joined(separator: "\n")
}
print(reports[0])
exit(total.failures.isEmpty ? 0 : 1)
