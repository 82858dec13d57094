// Shared with Benchmarks/Sources/RandomTreeSupport (a symlink there): keep it free of Testing.
import Trellis

/// Draws random view trees and proposals from a seed.
///
/// Every draw goes through ``SplitMix64``, so a seed gives the same tree on every machine and
/// every Swift version. Lengths come mostly from short lists of everyday values (0, 8, 44,
/// 320…), so that stacks see ties, zero sizes and exact fits; with ``Options/hostile`` a third
/// of them come from NaN, ±∞, 1e9, 1e-9 and the like instead.
public struct RandomTreeGenerator {
    public struct Options: Sendable {
        /// Levels below the root; a tree is at most this deep plus one.
        public var maxDepth = 4
        /// Children of a stack, at most.
        public var maxChildren = 4
        /// Draw a third of all lengths, ratios, priorities and proposals from hostile values.
        public var hostile = false

        public init(maxDepth: Int = 4, maxChildren: Int = 4, hostile: Bool = false) {
            self.maxDepth = maxDepth
            self.maxChildren = maxChildren
            self.hostile = hostile
        }
    }

    public var random: SplitMix64
    public var options: Options

    public init(seed: UInt64, options: Options = Options()) {
        random = SplitMix64(seed: seed)
        self.options = options
    }

    // MARK: Values

    static let everydayLengths: [CGFloat] = [0, 1, 4, 8, 10, 12.5, 16, 20, 24, 30, 40, 44, 50, 64, 75, 100, 120, 150, 200, 320]
    /// Lengths no view should meet in practice, and must survive.
    public static let hostileLengths: [CGFloat] = [
        .nan, .infinity, -.infinity, -1e9, 1e9, 1e-9, -1e-9, 0.1, -0.0, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]
    static let words = ["a", "Hi", "Hello", "Lorem ipsum", "dolor sit amet", "W", "supercalifragilistic", "x y z"]

    /// A length of zero or more (a hostile one may be anything).
    public mutating func length() -> CGFloat {
        if options.hostile && random.chance(1.0 / 3) { return random.pick(Self.hostileLengths) }
        if random.chance(0.25) { return CGFloat(random.int(in: 0...400)) / 2 }
        return random.pick(Self.everydayLengths)
    }

    /// A length that is negative one time in six (padding, offsets, a flexible frame's bounds).
    public mutating func signedLength() -> CGFloat {
        let value = length()
        return random.chance(1.0 / 6) ? -value : value
    }

    public mutating func optional(_ draw: (inout Self) -> CGFloat, nilChance: Double = 0.5) -> CGFloat? {
        random.chance(nilChance) ? nil : draw(&self)
    }

    /// A flexible frame's maximum: `.infinity` (its everyday use) one time in four.
    mutating func maximum() -> CGFloat? {
        if random.chance(0.5) { return nil }
        return random.chance(0.25) ? .infinity : signedLength()
    }

    mutating func placement() -> RandomTree.Placement {
        // Text baselines are rarer than the nine everyday alignments.
        let vertical: [RandomTree.VerticalGuide] = [.top, .center, .bottom, .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
        return RandomTree.Placement(random.pick(RandomTree.HorizontalGuide.allCases), random.pick(vertical))
    }

    /// An HStack's alignment.
    mutating func verticalGuide() -> RandomTree.VerticalGuide {
        random.pick(RandomTree.VerticalGuide.allCases)
    }

    mutating func priority() -> Double {
        if options.hostile && random.chance(1.0 / 3) { return Double(random.pick(Self.hostileLengths)) }
        return random.pick([-1, 0, 0.5, 1, 2, 10])
    }

    mutating func ratio() -> CGFloat? {
        if random.chance(0.25) { return nil }
        if options.hostile && random.chance(1.0 / 3) { return random.pick([0, -1, .nan, .infinity, 1e-9, 1e9]) }
        return random.pick([0.25, 0.5, 1, 1.5, 2, 16.0 / 9])
    }

    /// A proposal for the window: finite and not negative unless hostile; with `allowingNil`,
    /// either axis is unspecified one time in six.
    public mutating func proposal(allowingNil: Bool = true) -> ProposedViewSize {
        func axis(_ generator: inout Self) -> CGFloat? {
            if allowingNil && generator.random.chance(1.0 / 6) { return nil }
            if generator.options.hostile && generator.random.chance(1.0 / 3) { return generator.random.pick(Self.hostileLengths) }
            if generator.random.chance(0.5) { return CGFloat(generator.random.int(in: 0...2000)) / 2 }
            return generator.random.pick([0, 1, 10, 50, 100, 150, 200, 320, 375, 390, 1000])
        }
        return ProposedViewSize(width: axis(&self), height: axis(&self))
    }

    // MARK: Trees

    /// A random tree at most ``Options/maxDepth`` levels below its root.
    public mutating func tree() -> RandomTree { tree(depth: 0) }

    mutating func tree(depth: Int) -> RandomTree {
        // Leaves get likelier with depth, so trees vary in shape as well as in size.
        if depth >= options.maxDepth || random.chance(0.15 + 0.15 * Double(depth)) { return leaf() }
        let next = depth + 1
        switch random.below(19) {
        case 0, 1: return RandomTree(.hStack(verticalGuide(), spacing: optional { $0.signedLength() }), stackChildren(next))
        case 2, 3: return RandomTree(.vStack(random.pick(RandomTree.HorizontalGuide.allCases), spacing: optional { $0.signedLength() }), stackChildren(next))
        case 4: return RandomTree(.zStack(placement()), stackChildren(next))
        default: return wrapping(tree(depth: next)) { $0.tree(depth: next) }
        }
    }

    /// `tree` under a random modifier (the views an overlay or background adds drawn by
    /// `secondary`).
    public mutating func wrapping(_ tree: RandomTree, secondary: (inout Self) -> RandomTree) -> RandomTree {
        switch random.below(14) {
        case 0, 1: return RandomTree(.frame(width: optional { $0.length() }, height: optional { $0.length() }, alignment: placement()), [tree])
        case 2, 3:
            let frame = RandomTree.FlexibleFrame(
                minWidth: optional { $0.signedLength() }, idealWidth: optional { $0.signedLength() }, maxWidth: maximum(),
                minHeight: optional { $0.signedLength() }, idealHeight: optional { $0.signedLength() }, maxHeight: maximum(),
                alignment: placement())
            return RandomTree(.flexibleFrame(frame), [tree])
        case 4: return RandomTree(.padding(random.pick(RandomTree.PaddingEdges.allCases), optional { $0.signedLength() }), [tree])
        case 5: return RandomTree(.fixedSize(horizontal: true, vertical: true), [tree])
        case 6: return RandomTree(.fixedSize(horizontal: random.chance(0.5), vertical: random.chance(0.5)), [tree])
        case 7: return RandomTree(.layoutPriority(priority()), [tree])
        case 8: return RandomTree(.aspectRatio(ratio(), fill: random.chance(0.5)), [tree])
        case 9: return RandomTree(.overlay(placement()), [tree, secondary(&self)])
        case 10: return RandomTree(.background(placement()), [tree, secondary(&self)])
        case 11: return RandomTree(.offset(x: signedLength(), y: signedLength()), [tree])
        default:
            let guide: RandomTree.Guide = random.chance(0.5)
                ? .horizontal(random.pick(RandomTree.HorizontalGuide.allCases))
                : .vertical(random.pick(RandomTree.VerticalGuide.allCases))
            let value: RandomTree.GuideValue = random.chance(0.5) ? .constant(signedLength()) : .fraction(random.pick([0, 0.25, 0.5, 1, 2, -1]))
            return RandomTree(.alignmentGuide(guide, value), [tree])
        }
    }

    /// A chain `depth` levels deep over a leaf: each level a random modifier or a stack of one.
    public mutating func deepChain(depth: Int) -> RandomTree {
        var tree = leaf()
        for _ in 0..<depth {
            if random.chance(0.2) {
                let stacks: [RandomTree.Node] = [
                    .hStack(verticalGuide(), spacing: optional { $0.signedLength() }),
                    .vStack(random.pick(RandomTree.HorizontalGuide.allCases), spacing: optional { $0.signedLength() }),
                    .zStack(placement()),
                ]
                tree = RandomTree(random.pick(stacks), [tree])
            } else {
                tree = wrapping(tree) { $0.leaf() }
            }
        }
        return tree
    }

    /// A stack of `count` leaves, each under a modifier half the time.
    public mutating func wideStack(count: Int) -> RandomTree {
        let children = (0..<count).map { _ in random.chance(0.5) ? leaf() : wrapping(leaf()) { $0.leaf() } }
        switch random.below(3) {
        case 0: return RandomTree(.hStack(verticalGuide(), spacing: optional { $0.signedLength() }), children)
        case 1: return RandomTree(.vStack(random.pick(RandomTree.HorizontalGuide.allCases), spacing: optional { $0.signedLength() }), children)
        default: return RandomTree(.zStack(placement()), children)
        }
    }

    mutating func stackChildren(_ depth: Int) -> [RandomTree] {
        // An empty stack now and then: it must lay out as nothing.
        let count = random.chance(0.05) ? 0 : random.int(in: 1...max(options.maxChildren, 1))
        return (0..<count).map { _ in tree(depth: depth) }
    }

    public mutating func leaf() -> RandomTree {
        switch random.below(8) {
        case 0, 1: return RandomTree(.color(random.below(RandomTree.palette.count)))
        case 2, 3: return RandomTree(.shape(random.pick(RandomTree.ShapeKind.allCases)))
        case 4: return RandomTree(.spacer(minLength: optional { $0.length() }))
        default:
            // Now and then the empty text, and a paragraph that has to wrap.
            if random.chance(0.1) { return RandomTree(.text("", repeats: 1)) }
            let word = random.pick(Self.words)
            // Repeated words are spaced, so that the paragraph wraps between them.
            return random.chance(0.2) ? RandomTree(.text(word + " ", repeats: random.int(in: 2...12))) : RandomTree(.text(word, repeats: 1))
        }
    }
}
