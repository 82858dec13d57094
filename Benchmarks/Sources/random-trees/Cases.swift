import RandomTreeSupport
import Trellis

/// What the run draws for each case index.
struct RunSettings: Sendable {
    var count = 1_000_000
    var seed: UInt64 = 0x7AE1_1150_0015
    /// The share of ordinary cases drawn with hostile values (NaN, ±∞, 1e9, 1e-9…).
    var hostileShare = 0.5
    /// Every this many cases, one giant (0: none): a chain 10,000 deep, a stack of 100,000,
    /// or a megabyte of text, in turn.
    var giantEvery = 10_000
    var deepLevels = 10_000
    var wideChildren = 100_000
    var threads = 2
    /// Minimal examples printed per broken invariant.
    var examples = 3
    /// Subtrees laid out alone per case (placing never changes a size).
    var probes = 16
    var giantProbes = 4
    /// Print each case's SwiftUI code before laying it out (to see a crashing one).
    var show = false
}

enum CaseKind: String, CaseIterable, Sendable {
    case ordinary, hostile, deep, wide, megabyteText = "1 MB text"

    var isGiant: Bool { self == .deep || self == .wide || self == .megabyteText }
}

extension RunSettings {
    func kind(of index: Int) -> CaseKind {
        if giantEvery > 0, index % giantEvery == giantEvery - 1 {
            return [CaseKind.deep, .wide, .megabyteText][(index / giantEvery) % 3]
        }
        var random = SplitMix64(seed: SplitMix64.caseSeed(seed, index) ^ 0x5EED)
        return random.chance(hostileShare) ? .hostile : .ordinary
    }

    /// The case at `index`: from its own seed, so that one case is regenerated alone
    /// (`--seed S --from I --count 1`).
    func randomCase(_ index: Int) -> (kind: CaseKind, seed: UInt64, randomCase: RandomCase) {
        let caseSeed = SplitMix64.caseSeed(seed, index)
        let kind = kind(of: index)
        var generator = RandomTreeGenerator(seed: caseSeed, options: .init(hostile: kind != .ordinary))
        let tree: RandomTree
        switch kind {
        case .ordinary, .hostile: tree = generator.tree()
        case .deep: tree = generator.deepChain(depth: deepLevels)
        case .wide: tree = generator.wideStack(count: wideChildren)
        case .megabyteText:
            // 12 bytes × 87,382: just over a megabyte, under a few modifiers, beside a tree.
            var text = RandomTree(.text("lorem ipsum ", repeats: 87_382))
            for _ in 0..<3 { text = generator.wrapping(text) { $0.leaf() } }
            tree = RandomTree(.vStack(.leading, spacing: nil), [text, generator.tree(), RandomTree(.text("", repeats: 1))])
        }
        return (kind, caseSeed, RandomCase(tree: tree, proposal: generator.proposal(), otherProposal: generator.proposal()))
    }
}
