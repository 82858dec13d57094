// Shared with Benchmarks/Sources/RandomTreeSupport (a symlink there): keep it free of Testing.
import Trellis

/// Cuts a failing case down to one that still fails and from which nothing more can be taken:
/// a subtree put in its parent's place, a stack child left out, a view made a plain colour, a
/// parameter set back to its default, a proposal rounded.
///
/// Greedy: it takes the first smaller case that still fails and starts again from it, so the
/// result is a local minimum, small enough to read and to check against SwiftUI by hand.
public enum TreeMinimiser {
    public static func minimise(
        _ randomCase: RandomCase, maxAttempts: Int = 5_000, stillFails: (RandomCase) -> Bool
    ) -> RandomCase {
        var current = randomCase
        var attempts = 0
        search: while attempts < maxAttempts {
            for candidate in smallerCases(current) {
                attempts += 1
                if stillFails(candidate) {
                    current = candidate
                    continue search
                }
                if attempts >= maxAttempts { break search }
            }
            break
        }
        return current
    }

    /// Halves a tree too big for ``minimise(_:maxAttempts:stillFails:)`` (whose every step
    /// tries each node) until it has at most `limit` nodes or no half still fails: the lower
    /// half of a deep chain, half of a wide stack's children.
    public static func halve(_ randomCase: RandomCase, limit: Int = 300, stillFails: (RandomCase) -> Bool) -> RandomCase {
        var current = randomCase
        while current.tree.count > limit {
            let smaller = halves(current.tree).lazy.map {
                RandomCase(tree: $0, proposal: current.proposal, otherProposal: current.otherProposal)
            }
            guard let next = smaller.first(where: stillFails) else { break }
            current = next
        }
        return current
    }

    /// The halves of a big tree: the lower and the upper half of the path through the biggest
    /// children (a deep chain), and each half of the children of the first node on that path
    /// that has several (a wide stack). Built without recursion, as a chain may be 10,000 deep.
    static func halves(_ tree: RandomTree) -> [RandomTree] {
        var nodes = [tree]
        var path: [Int] = []
        while let last = nodes.last, let index = last.children.indices.max(by: { last.children[$0].count < last.children[$1].count }) {
            path.append(index)
            nodes.append(last.children[index])
        }
        var result: [RandomTree] = []
        if nodes.count > 2 {
            let middle = nodes.count / 2
            result.append(nodes[middle])
            result.append(replacing(nodes, path, below: middle, with: RandomTree(.color(0))))
        }
        if let wide = nodes.firstIndex(where: { $0.children.count > 1 }) {
            let children = nodes[wide].children
            let middle = children.count / 2
            for half in [children[..<middle], children[middle...]] {
                result.append(replacing(nodes, path, below: wide, with: RandomTree(nodes[wide].node, Array(half))))
            }
        }
        return result
    }

    /// The tree whose path is `nodes` (reached by the child `path` indices), with the node at
    /// `depth` on it replaced.
    private static func replacing(_ nodes: [RandomTree], _ path: [Int], below depth: Int, with replacement: RandomTree) -> RandomTree {
        var result = replacement
        for level in stride(from: depth - 1, through: 0, by: -1) {
            var copy = nodes[level]
            copy.children[path[level]] = result
            result = copy
        }
        return result
    }

    static func smallerCases(_ c: RandomCase) -> [RandomCase] {
        var result = smaller(c.tree).map { RandomCase(tree: $0, proposal: c.proposal, otherProposal: c.otherProposal) }
        for proposal in rounder(c.proposal) {
            result.append(RandomCase(tree: c.tree, proposal: proposal, otherProposal: c.otherProposal))
        }
        for proposal in rounder(c.otherProposal) {
            result.append(RandomCase(tree: c.tree, proposal: c.proposal, otherProposal: proposal))
        }
        return result
    }

    /// Proposals with one axis rounded to a whole number, or to a round hundred.
    static func rounder(_ proposal: ProposedViewSize) -> [ProposedViewSize] {
        func simpler(_ value: CGFloat?) -> [CGFloat] {
            guard let value, value.isFinite else { return [] }
            return [(value / 100).rounded() * 100, value.rounded()].filter { $0 != value }
        }
        return simpler(proposal.width).map { ProposedViewSize(width: $0, height: proposal.height) }
            + simpler(proposal.height).map { ProposedViewSize(width: proposal.width, height: $0) }
    }

    /// Trees smaller or simpler than `tree` by one step, the biggest cuts first.
    static func smaller(_ tree: RandomTree) -> [RandomTree] {
        var result: [RandomTree] = []
        // A descendant in the tree's place.
        var descendants = tree.children
        while let next = descendants.popLast() {
            result.append(next)
            descendants.append(contentsOf: next.children)
        }
        // A stack child left out.
        if case .hStack = tree.node, tree.children.count > 1 { result += withoutEachChild(tree) }
        if case .vStack = tree.node, tree.children.count > 1 { result += withoutEachChild(tree) }
        if case .zStack = tree.node, tree.children.count > 1 { result += withoutEachChild(tree) }
        // A plain colour instead of anything else.
        if !tree.isPlainColour { result.append(RandomTree(.color(0))) }
        // Simpler parameters.
        result += simplerNodes(tree.node).map { RandomTree($0, tree.children) }
        // A child made smaller.
        for (index, child) in tree.children.enumerated() {
            for smallerChild in smaller(child) {
                var copy = tree
                copy.children[index] = smallerChild
                result.append(copy)
            }
        }
        return result
    }

    private static func withoutEachChild(_ tree: RandomTree) -> [RandomTree] {
        tree.children.indices.map { index in
            var copy = tree
            copy.children.remove(at: index)
            return copy
        }
    }

    /// The node with one parameter set back to its default (or a plainer value).
    static func simplerNodes(_ node: RandomTree.Node) -> [RandomTree.Node] {
        switch node {
        case .color, .fixedSize: return []
        case .shape: return [.color(0)]
        case .spacer(let minLength): return minLength == nil ? [] : [.spacer(minLength: nil)]
        case .text(let word, let repeats):
            return (repeats > 1 ? [.text(word, repeats: 1), .text(word, repeats: repeats / 2)] : []) + (word.count > 1 ? [.text(String(word.prefix(1)), repeats: repeats)] : [])
        case .hStack(let alignment, let spacing):
            return (alignment == .center ? [] : [.hStack(.center, spacing: spacing)]) + (spacing == nil ? [] : [.hStack(alignment, spacing: nil)])
        case .vStack(let alignment, let spacing):
            return (alignment == .center ? [] : [.vStack(.center, spacing: spacing)]) + (spacing == nil ? [] : [.vStack(alignment, spacing: nil)])
        case .zStack(let alignment): return alignment.isCenter ? [] : [.zStack(.center)]
        case .overlay(let alignment): return alignment.isCenter ? [] : [.overlay(.center)]
        case .background(let alignment): return alignment.isCenter ? [] : [.background(.center)]
        case .frame(let width, let height, let alignment):
            var result: [RandomTree.Node] = []
            if width != nil { result.append(.frame(width: nil, height: height, alignment: alignment)) }
            if height != nil { result.append(.frame(width: width, height: nil, alignment: alignment)) }
            if !alignment.isCenter { result.append(.frame(width: width, height: height, alignment: .center)) }
            return result
        case .flexibleFrame(let frame):
            let dimensions: [WritableKeyPath<RandomTree.FlexibleFrame, CGFloat?>] = [
                \.minWidth, \.idealWidth, \.maxWidth, \.minHeight, \.idealHeight, \.maxHeight,
            ]
            var result: [RandomTree.Node] = dimensions.compactMap { path in
                guard frame[keyPath: path] != nil else { return nil }
                var copy = frame
                copy[keyPath: path] = nil
                return .flexibleFrame(copy)
            }
            if !frame.alignment.isCenter {
                var copy = frame
                copy.alignment = .center
                result.append(.flexibleFrame(copy))
            }
            return result
        case .padding(let edges, let length):
            return (edges == .all ? [] : [.padding(.all, length)]) + (length == nil ? [] : [.padding(edges, nil)])
        case .layoutPriority(let priority): return priority == 1 ? [] : [.layoutPriority(1)]
        case .aspectRatio(let ratio, let fill): return ratio == nil ? [] : [.aspectRatio(nil, fill: fill)]
        case .offset(let x, let y): return (x == 0 ? [] : [.offset(x: 0, y: y)]) + (y == 0 ? [] : [.offset(x: x, y: 0)])
        case .alignmentGuide(let guide, let value):
            if case .constant(0) = value { return [] }
            return [.alignmentGuide(guide, .constant(0))]
        }
    }
}

extension RandomTree {
    fileprivate var isPlainColour: Bool {
        if case .color(0) = node { return true }
        return false
    }
}
