import Testing
import Trellis

/// Which random cases the invariant tests draw: a fixed seed, so that CI sees the same trees
/// every run. Set `RANDOM_TREES_SEED` (decimal or 0x…) and `RANDOM_TREES_COUNT` to explore
/// others; `Benchmarks`' `random-trees` runs millions.
enum RandomTreeRun {
    static let seed: UInt64 = {
        guard let text = ProcessInfo.processInfo.environment["RANDOM_TREES_SEED"] else { return 0x7AE1_1150_0015 }
        return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) ?? 0 : UInt64(text) ?? 0
    }()

    /// Cases per invariant: the seven tests lay out 7,000 cases (some 40,000 layouts with the
    /// relayouts and the subtrees laid out alone) in about 1.5 s of a debug build on two cores.
    static let count: Int = ProcessInfo.processInfo.environment["RANDOM_TREES_COUNT"].flatMap { Int($0) } ?? 1_000

    static func randomCase(_ index: Int) -> (seed: UInt64, randomCase: RandomCase) {
        let seed = SplitMix64.caseSeed(Self.seed, index)
        return (seed, RandomCase.random(seed: seed))
    }
}

@Suite("Invariants of random view trees")
struct RandomTreeInvariantTests {
    @Test(arguments: LayoutInvariant.allCases)
    func holds(_ invariant: LayoutInvariant) {
        let checker = LayoutChecker()
        var reported = 0
        for index in 0..<RandomTreeRun.count {
            let (seed, randomCase) = RandomTreeRun.randomCase(index)
            guard let detail = checker.failure(of: invariant, in: randomCase) else { continue }
            let kind = LayoutChecker.kind(of: detail, invariant)
            let minimal = TreeMinimiser.minimise(randomCase) { smaller in
                checker.failure(of: invariant, in: smaller).map { LayoutChecker.kind(of: $0, invariant) == kind } ?? false
            }
            let message: Comment = """
                "\(invariant)" fails for case \(index) of seed \(hex(RandomTreeRun.seed)) \
                (RandomCase.random(seed: \(hex(seed)))): \(detail)
                \(randomCase)
                Minimal: \(checker.failure(of: invariant, in: minimal) ?? "")
                \(minimal)
                """
            Issue.record(message)
            reported += 1
            // A few minimal cases say all there is; a hundred would bury them.
            if reported == 3 { break }
        }
    }
}

func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }
