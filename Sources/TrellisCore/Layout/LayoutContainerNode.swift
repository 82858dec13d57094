/// A node whose children are laid out by a `Layout`: every stack, and custom layouts.
class ContainerNode: LayoutNode {
    struct Placement {
        var origin: CGPoint
        var proposal: ProposedViewSize
    }

    @exclusivity(unchecked) private var recorded: [Placement?] = []

    func record(index: Int, origin: CGPoint, proposal: ProposedViewSize) {
        guard recorded.indices.contains(index) else { return }
        recorded[index] = Placement(origin: origin, proposal: proposal)
    }

    /// Runs the layout's placement without placing anything: where each child would go.
    func placements(in bounds: CGRect, proposal: ProposedViewSize) -> [Placement] {
        let saved = recorded
        recorded = Array(repeating: nil, count: children.count)
        runPlacement(in: bounds, proposal: proposal)
        // A subview the layout did not place sits at the centre of the bounds.
        let result = recorded.enumerated().map { index, placement in
            placement ?? {
                let size = children[index].sizeThatFits(.unspecified)
                return Placement(
                    origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
                    proposal: .unspecified)
            }()
        }
        recorded = saved
        return result
    }

    /// Calls the layout's `placeSubviews`. Subclasses override.
    func runPlacement(in bounds: CGRect, proposal: ProposedViewSize) {}

    override final func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        for (child, placement) in zip(children, placements(in: bounds, proposal: proposal)) {
            child.place(at: placement.origin, proposal: placement.proposal, context: context)
        }
    }
}

final class LayoutContainerNode<L: Layout>: ContainerNode {
    let layout: L
    @exclusivity(unchecked) private var cache: L.Cache
    @exclusivity(unchecked) private var subviewsStorage: LayoutSubviews?

    init(layout: L, children: [LayoutNode], environment: EnvironmentReference) {
        self.layout = layout
        // A temporary cache until the subviews exist (they refer back to this node).
        self.cache = layout.makeCache(subviews: LayoutSubviews(nodes: [], container: nil))
        super.init(children: children, environment: environment)
        levels = LayoutNode.levels(over: children)
        let subviews = LayoutSubviews(nodes: children, container: self)
        subviewsStorage = subviews
        cache = layout.makeCache(subviews: subviews)
        if layout is any NamedLayout {
            // The built-in stacks pass up only baselines and custom guides.
            for child in children where child.explicitGuides.contains(.other) { explicitGuides = .other }
        } else {
            // A custom layout may answer any guide itself.
            explicitGuides = [.standard, .other]
        }
        if children.isEmpty {
            // An empty container takes no part in its parent's distribution of space.
            layoutPriority = -.infinity
            spacing = .zero
        } else {
            spacing = layout.spacing(subviews: subviews, cache: &cache)
        }
    }

    private var subviews: LayoutSubviews { subviewsStorage! }

    override var kindName: String {
        if let named = layout as? any NamedLayout { return named.layoutName }
        return String(describing: L.self)
    }

    /// Runs `body` with the cache. The layout may re-enter this node (its default
    /// `explicitAlignment` runs its own placement), so the cache is lent as a copy rather than
    /// held in place for the whole call.
    private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
        var lent = cache
        let result = body(&lent)
        cache = lent
        return result
    }

    override func discardCachedSizes() {
        super.discardCachedSizes()
        cache = layout.makeCache(subviews: subviews)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func runPlacement(in bounds: CGRect, proposal: ProposedViewSize) {
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withCache { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } else {
                return layout.explicitAlignment(
                    of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}

/// A built-in layout's name in printed trees.
protocol NamedLayout {
    var layoutName: String { get }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
