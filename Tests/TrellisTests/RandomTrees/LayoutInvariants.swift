// Shared with Benchmarks/Sources/RandomTreeSupport (a symlink there): keep it free of Testing.
import Trellis

/// A property every layout has, whatever the tree: checking it needs no second model of
/// SwiftUI, only Trellis against itself.
public enum LayoutInvariant: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A finite window, and lengths that cannot overflow, give finite frames; and such lengths
    /// never give a NaN frame, whatever the window.
    case finiteFrames
    /// A `.frame(width:height:)` view is exactly the width and height it names.
    case fixedFrameSize
    /// Two fresh layouts of one tree place every view alike.
    case idempotent
    /// A layout answered from caches filled at another size places every view as a fresh
    /// layout does; so does one relaid out after `discardCachedSizes()`.
    case cachedEqualsFresh
    /// `relayout(in:)` to another size and back restores every frame.
    case relayoutRestores
    /// Each view is placed at the size it answers, alone, to the proposal it was placed with.
    case placingKeepsSize
    /// `fixedSize()`'s child is proposed `nil` on the fixed axes.
    case fixedSizeProposesNil

    public var description: String {
        switch self {
        case .finiteFrames: "a finite proposal gives finite frames"
        case .fixedFrameSize: "a fixed .frame(width:height:) view is exactly its size"
        case .idempotent: "layout is idempotent"
        case .cachedEqualsFresh: "a cached answer equals a fresh one"
        case .relayoutRestores: "relayout to another size and back restores the frames"
        case .placingKeepsSize: "placing never changes a size"
        case .fixedSizeProposesNil: "a child of fixedSize() gets nil proposals on the fixed axes"
        }
    }
}

/// One tree, the window it is laid out in, and a second window to relayout to.
public struct RandomCase: Sendable, CustomStringConvertible {
    public var tree: RandomTree
    public var proposal: ProposedViewSize
    public var otherProposal: ProposedViewSize

    public init(tree: RandomTree, proposal: ProposedViewSize, otherProposal: ProposedViewSize) {
        self.tree = tree
        self.proposal = proposal
        self.otherProposal = otherProposal
    }

    /// The case drawn from `seed`.
    public static func random(seed: UInt64, options: RandomTreeGenerator.Options = .init()) -> RandomCase {
        var generator = RandomTreeGenerator(seed: seed, options: options)
        let tree = generator.tree()
        return RandomCase(tree: tree, proposal: generator.proposal(), otherProposal: generator.proposal())
    }

    public var description: String {
        "// ViewLayout(view, in: \(Self.code(proposal))), relaid out in \(Self.code(otherProposal))\n\(tree.code)"
    }

    public static func code(_ proposal: ProposedViewSize) -> String {
        "ProposedViewSize(width: \(proposal.width.map(RandomTree.literal) ?? "nil"), height: \(proposal.height.map(RandomTree.literal) ?? "nil"))"
    }
}

/// Lays random cases out and says which invariants they break.
public struct LayoutChecker {
    public var textMeasurer: any TextMeasuring = PlaceholderTextMeasurer()
    /// How many subtrees ``LayoutInvariant/placingKeepsSize`` lays out alone, at most, spread
    /// evenly over the tree: each is a layout of its own, so all of a 10,000-deep chain's
    /// would take 10,000² steps.
    public var maxProbes = Int.max

    public init(maxProbes: Int = .max) {
        self.maxProbes = maxProbes
    }

    public func layout(_ tree: RandomTree, in proposal: ProposedViewSize, tagged: Bool = true) -> ViewLayout {
        ViewLayout(tree.view(tagged: tagged), in: proposal, textMeasurer: textMeasurer)
    }

    /// What breaks `invariant` in `randomCase`, or `nil` when it holds.
    public func failure(of invariant: LayoutInvariant, in randomCase: RandomCase) -> String? {
        failures(in: randomCase, checking: [invariant]).first?.detail
    }

    /// The invariants among `invariants` that `randomCase` breaks, each with what breaks it.
    /// The case is laid out fresh once for all of them.
    public func failures(
        in randomCase: RandomCase, checking invariants: [LayoutInvariant] = LayoutInvariant.allCases
    ) -> [(invariant: LayoutInvariant, detail: String)] {
        let first = layout(randomCase.tree, in: randomCase.proposal)
        let placed = first.placedViews
        var result: [(invariant: LayoutInvariant, detail: String)] = []
        for invariant in invariants {
            let detail: String? = switch invariant {
            case .finiteFrames: nonFiniteFrame(randomCase, placed)
            case .fixedFrameSize: wrongFixedFrame(randomCase, placed)
            case .idempotent:
                Self.difference(placed, layout(randomCase.tree, in: randomCase.proposal).placedViews, "a second fresh layout")
            case .cachedEqualsFresh: cachedDifference(randomCase, placed)
            case .relayoutRestores: relayoutDifference(first, randomCase, placed)
            case .placingKeepsSize: changedSize(randomCase, placed)
            case .fixedSizeProposesNil: fixedChildProposal(randomCase, placed)
            }
            if let detail { result.append((invariant, detail)) }
        }
        return result
    }

    // MARK: The checks

    /// Whether ``LayoutInvariant/finiteFrames`` applies: a window of finite lengths, neither
    /// negative nor beyond 1e12, and a tree of ``RandomTree/hasOnlyModestValues`` with no
    /// filling aspect ratio under a `fixedSize`. (Filling a proposal one of whose axes is
    /// unspecified, and so infinite, takes an infinite size, in SwiftUI too: such a
    /// proposal comes from a window's or a `fixedSize`'s `nil`.)
    public static func expectsFiniteFrames(_ c: RandomCase) -> Bool {
        func modest(_ value: CGFloat?) -> Bool { value.map { $0.isFinite && $0 >= 0 && $0 <= 1e12 } ?? false }
        return modest(c.proposal.width) && modest(c.proposal.height) && c.tree.hasOnlyModestValues
            && !c.tree.fillsUnderFixedSize
    }

    /// Whether a NaN frame would be a failure: a tree of ``RandomTree/hasOnlyModestValues`` in
    /// a window of modest or unspecified lengths. An infinite size can be right there (a fill
    /// under a `fixedSize`), a NaN one never is.
    public static func expectsNoNaN(_ c: RandomCase) -> Bool {
        func modest(_ value: CGFloat?) -> Bool { value.map { $0.isFinite && $0 >= 0 && $0 <= 1e12 } ?? true }
        return modest(c.proposal.width) && modest(c.proposal.height) && c.tree.hasOnlyModestValues
    }

    private func nonFiniteFrame(_ c: RandomCase, _ placed: [PlacedView]) -> String? {
        if Self.expectsFiniteFrames(c), let view = placed.first(where: { !$0.frame.isFinite }) {
            return "\(Self.kind(of: view.frame)): \(Self.name(view)) has frame \(Self.code(view.frame))"
        }
        if Self.expectsNoNaN(c), let view = placed.first(where: { $0.frame.hasNaN }) {
            return "\(Self.kind(of: view.frame)): \(Self.name(view)) has frame \(Self.code(view.frame))"
        }
        return nil
    }

    /// What is wrong with a frame that is not finite, NaN first: "NaN size", "NaN origin of an
    /// infinite view" (one aligned by a fraction of itself: ∞ − ∞), "NaN origin", "infinite
    /// size", "infinite origin".
    static func kind(of frame: CGRect) -> String {
        let (origin, size) = (frame.origin, frame.size)
        if size.width.isNaN || size.height.isNaN { return "NaN size" }
        if (origin.x.isNaN && size.width.isInfinite) || (origin.y.isNaN && size.height.isInfinite) {
            return "NaN origin of an infinite view"
        }
        if origin.x.isNaN || origin.y.isNaN { return "NaN origin" }
        return size.isFinite ? "infinite origin" : "infinite size"
    }

    /// What kind of failure `detail` reports, for a minimiser to keep: a NaN size and a NaN
    /// origin have different causes, and cutting one case down must not swap one for the other.
    public static func kind(of detail: String, _ invariant: LayoutInvariant) -> String {
        if invariant == .cachedEqualsFresh, detail.contains("after a layout at (nan") || detail.contains(", nan) first") {
            return "\(invariant.rawValue) after a NaN proposal"
        }
        guard invariant == .finiteFrames, let colon = detail.firstIndex(of: ":") else { return invariant.rawValue }
        return String(detail[..<colon])
    }

    private func wrongFixedFrame(_ c: RandomCase, _ placed: [PlacedView]) -> String? {
        let subtrees = c.tree.subtreesInPreorder
        for view in placed {
            for index in Self.tagIndices(view) {
                guard case .frame(let width, let height, _) = subtrees[index].tree.node else { continue }
                // A negative or non-finite length is ignored, as SwiftUI ignores it.
                func named(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
                let wrongWidth = named(width).map { $0 != view.frame.size.width } ?? false
                let wrongHeight = named(height).map { $0 != view.frame.size.height } ?? false
                if wrongWidth || wrongHeight {
                    return "\(Self.name(view)) is \(Self.code(view.frame.size)) for .frame(width: \(width.map(RandomTree.literal) ?? "nil"), height: \(height.map(RandomTree.literal) ?? "nil"))"
                }
            }
        }
        return nil
    }

    private func cachedDifference(_ c: RandomCase, _ placed: [PlacedView]) -> String? {
        // Laid out at the other size first, its caches hold answers that size asked for.
        let warmed = layout(c.tree, in: c.otherProposal)
        warmed.relayout(in: c.proposal)
        if let difference = Self.difference(placed, warmed.placedViews, "a layout at \(c.otherProposal) first, then relaid out") {
            return difference
        }
        warmed.discardCachedSizes()
        warmed.relayout(in: c.proposal)
        return Self.difference(placed, warmed.placedViews, "a relayout after discardCachedSizes()")
    }

    private func relayoutDifference(_ first: ViewLayout, _ c: RandomCase, _ placed: [PlacedView]) -> String? {
        first.relayout(in: c.otherProposal)
        first.relayout(in: c.proposal)
        return Self.difference(placed, first.placedViews, "relayout(in: \(c.otherProposal)) and back")
    }

    private func changedSize(_ c: RandomCase, _ placed: [PlacedView]) -> String? {
        let subtrees = c.tree.subtreesInPreorder
        let probes = placed.flatMap { view in Self.tagIndices(view).map { (view, $0) } }
        let stride = probes.count <= maxProbes ? 1 : (probes.count + maxProbes - 1) / max(maxProbes, 1)
        for (view, index) in Swift.stride(from: 0, to: probes.count, by: stride).map({ probes[$0] }) {
            // A NaN proposal is listed as nil (`PlacedView.proposal`): asking nil again would
            // compare something else. NaN frames are the finite-frames check's business.
            if view.frame.hasNaN { continue }
            let (tree, axis) = subtrees[index]
            guard let alone = size(of: tree, following: axis, for: view.proposal) else { continue }
            // Magnitudes: `placedViews` lists a frame of negative size standardised unless its
            // origin is infinite, so the sign depends on where the view is (a finding of its
            // own, RandomTreeFindingTests.aNegativeSizeIsListedAsIs).
            if !Self.same(Self.magnitude(alone), Self.magnitude(view.frame.size)) {
                return "\(Self.name(view)) placed with \(view.proposal) is \(Self.code(view.frame.size)), but answers \(Self.code(alone)) alone:\n\(tree.code)"
            }
        }
        return nil
    }

    /// The size `tree` answers alone to `proposal`; a `Spacer` that follows an enclosing stack
    /// is asked inside a one-child stack of that axis. `nil` when that stack proposes
    /// something else (then there is nothing to compare).
    private func size(of tree: RandomTree, following axis: Axis?, for proposal: ProposedViewSize) -> CGSize? {
        guard let axis, tree.spacerFollowsEnclosingStack else {
            // The root's frame as `placedViews` lists it, not `ViewLayout.size`: the two differ
            // for a negative size (see RandomTreeFindingTests), and this compares placing alone.
            return layout(tree, in: proposal, tagged: false).placedViews.first?.frame.size
        }
        let stack = RandomTree(axis == .horizontal ? .hStack(.center, spacing: 0) : .vStack(.center, spacing: 0), [tree])
        let probe = layout(stack, in: proposal).placedViews.first { $0.identifiers.contains(RandomTree.tag(1)) }
        guard let probe, Self.same(probe.proposal, proposal) else { return nil }
        return probe.frame.size
    }

    private func fixedChildProposal(_ c: RandomCase, _ placed: [PlacedView]) -> String? {
        let subtrees = c.tree.subtreesInPreorder
        var byTag: [Int: PlacedView] = [:]
        for view in placed {
            for index in Self.tagIndices(view) { byTag[index] = view }
        }
        for (index, view) in byTag.sorted(by: { $0.key < $1.key }) {
            guard case .fixedSize(let horizontal, let vertical) = subtrees[index].tree.node else { continue }
            // The child is the next subtree in preorder, and its tag is on the node the fixed
            // size wrapper places (a modifier that is only an effect marks the same node).
            guard let child = byTag[index + 1] else { return "the child of \(Self.name(view)) was not placed" }
            if (horizontal && child.proposal.width != nil) || (vertical && child.proposal.height != nil) {
                return "\(Self.name(child)), the child of .fixedSize(horizontal: \(horizontal), vertical: \(vertical)), was proposed \(child.proposal)"
            }
        }
        return nil
    }

    // MARK: Comparing

    /// Where two lists of placed views first differ, or `nil` when they are identical (NaN
    /// equal to NaN: a NaN frame must still come out the same every time).
    public static func difference(_ expected: [PlacedView], _ actual: [PlacedView], _ what: String) -> String? {
        guard expected.count == actual.count else {
            return "\(expected.count) placed views, but \(actual.count) after \(what)"
        }
        for (old, new) in zip(expected, actual) {
            guard old.kind == new.kind, old.depth == new.depth, old.identifiers == new.identifiers else {
                return "\(name(old)) is \(name(new)) after \(what)"
            }
            if !same(old.frame, new.frame) || !same(old.proposal, new.proposal) {
                return "\(name(old)): proposal \(old.proposal), frame \(code(old.frame)); after \(what): proposal \(new.proposal), frame \(code(new.frame))"
            }
        }
        return nil
    }

    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
    static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): same(a, b)
        default: false
        }
    }
    static func same(_ a: CGSize, _ b: CGSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }
    static func same(_ a: CGRect, _ b: CGRect) -> Bool { same(a.origin.x, b.origin.x) && same(a.origin.y, b.origin.y) && same(a.size, b.size) }
    static func same(_ a: ProposedViewSize, _ b: ProposedViewSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }

    static func magnitude(_ size: CGSize) -> CGSize { CGSize(width: abs(size.width), height: abs(size.height)) }

    /// The preorder indices of the subtrees whose tags mark `view`.
    static func tagIndices(_ view: PlacedView) -> [Int] {
        view.identifiers.compactMap { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil }
    }

    static func name(_ view: PlacedView) -> String {
        let tags = view.identifiers.filter { $0.hasPrefix("n") }.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
        return "\(view.kind) [\(tags.joined(separator: " "))]"
    }

    public static func code(_ rect: CGRect) -> String {
        // The raw fields: minX and width standardise a rectangle, and a broken one is the point.
        "(x: \(RandomTree.literal(rect.origin.x)), y: \(RandomTree.literal(rect.origin.y)), width: \(RandomTree.literal(rect.size.width)), height: \(RandomTree.literal(rect.size.height)))"
    }

    public static func code(_ size: CGSize) -> String {
        "(\(RandomTree.literal(size.width)), \(RandomTree.literal(size.height)))"
    }
}

extension CGSize {
    fileprivate var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    fileprivate var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
    fileprivate var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN }
}
