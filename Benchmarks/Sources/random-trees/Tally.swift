#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RandomTreeSupport
import Trellis

/// A case that broke an invariant, kept to be cut down and printed.
struct Failure: Sendable {
    var index: Int
    var seed: UInt64
    var kind: CaseKind
    var invariant: LayoutInvariant
    var detail: String
    var randomCase: RandomCase
}

struct FailureKind: Hashable, Sendable, Comparable {
    var invariant: LayoutInvariant
    var kind: String

    static func < (a: FailureKind, b: FailureKind) -> Bool {
        let order = LayoutInvariant.allCases
        return (order.firstIndex(of: a.invariant)!, a.kind) < (order.firstIndex(of: b.invariant)!, b.kind)
    }
}

/// What one thread saw; the threads' tallies are merged at the end.
struct Tally: Sendable {
    var cases = 0
    var nodes = 0
    var byKind: [CaseKind: Int] = [:]
    /// Cases whose window and values were modest enough to demand finite frames.
    var finiteChecked = 0
    /// Failures by invariant and by kind (`LayoutChecker.kind(of:_:)`: a NaN size and a NaN
    /// origin are told apart).
    var failures: [FailureKind: Int] = [:]
    /// The first few failures of each kind, by case index.
    var examples: [FailureKind: [Failure]] = [:]
    /// The first failure of each kind in a giant case.
    var giantExamples: [FailureKind: Failure] = [:]
    var slowestSeconds = 0.0
    var slowestIndex = 0

    mutating func merge(_ other: Tally, keeping examples: Int) {
        cases += other.cases
        nodes += other.nodes
        finiteChecked += other.finiteChecked
        byKind.merge(other.byKind, uniquingKeysWith: +)
        failures.merge(other.failures, uniquingKeysWith: +)
        self.examples.merge(other.examples) { mine, theirs in
            Array((mine + theirs).sorted { $0.index < $1.index }.prefix(examples))
        }
        giantExamples.merge(other.giantExamples) { mine, theirs in mine.index < theirs.index ? mine : theirs }
        if other.slowestSeconds > slowestSeconds {
            slowestSeconds = other.slowestSeconds
            slowestIndex = other.slowestIndex
        }
    }
}

/// Lays out every `threads`th case from `from + thread`, checking every invariant.
func runCases(_ settings: RunSettings, from: Int, thread: Int, clock: ContinuousClock.Instant) -> Tally {
    var tally = Tally()
    let measurer = PlaceholderTextMeasurer()
    var ordinary = LayoutChecker(maxProbes: settings.probes)
    var giant = LayoutChecker(maxProbes: settings.giantProbes)
    ordinary.textMeasurer = measurer
    giant.textMeasurer = measurer
    let end = from + settings.count
    let reportEvery = max(settings.count / 20, 1)
    for index in stride(from: from + thread, to: end, by: settings.threads) {
        CrashReport.current[thread] = index + 1
        let start = ContinuousClock.now
        let (caseKind, seed, randomCase) = settings.randomCase(index)
        let checker = caseKind.isGiant ? giant : ordinary
        if settings.show {
            print("case \(index) (\(caseKind.rawValue), RandomCase seed 0x\(String(seed, radix: 16))):\n\(randomTree: randomCase)")
            fflush(nil)
        }
        for (invariant, detail) in checker.failures(in: randomCase) {
            let kind = FailureKind(invariant: invariant, kind: LayoutChecker.kind(of: detail, invariant))
            tally.failures[kind, default: 0] += 1
            // Giants last: cutting one down takes minutes, a small case shows the same kind.
            if caseKind.isGiant {
                if tally.giantExamples[kind] == nil {
                    tally.giantExamples[kind] = Failure(
                        index: index, seed: seed, kind: caseKind, invariant: invariant, detail: detail, randomCase: randomCase)
                }
            } else if tally.examples[kind, default: []].count < settings.examples {
                tally.examples[kind, default: []].append(
                    Failure(index: index, seed: seed, kind: caseKind, invariant: invariant, detail: detail, randomCase: randomCase))
            }
        }
        tally.cases += 1
        tally.nodes += randomCase.tree.count
        tally.byKind[caseKind, default: 0] += 1
        if LayoutChecker.expectsFiniteFrames(randomCase) { tally.finiteChecked += 1 }
        let seconds = (ContinuousClock.now - start).seconds
        if seconds > tally.slowestSeconds {
            tally.slowestSeconds = seconds
            tally.slowestIndex = index
        }
        if thread == 0, (index - from) % reportEvery < settings.threads, index > from {
            print("  \(index - from) of \(settings.count) cases, \(format((ContinuousClock.now - clock).seconds)) s")
            fflush(nil)
        }
    }
    CrashReport.current[thread] = 0
    return tally
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

func format(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded() / 10
    return "\(tenths)"
}

extension DefaultStringInterpolation {
    /// A case's code, or its size when it is too big to read.
    mutating func appendInterpolation(randomTree randomCase: RandomCase) {
        let count = randomCase.tree.count
        appendLiteral(count <= 300 ? "\(randomCase)" : "(\(count) views)")
    }
}
