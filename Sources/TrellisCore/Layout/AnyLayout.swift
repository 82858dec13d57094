/// A type-erased `Layout`, to switch between layouts while keeping the subviews.
public struct AnyLayout: Layout {
    private let box: any ErasedLayoutBox
    public typealias Cache = Any

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            box = erased.box
        } else {
            box = LayoutBox(layout: layout)
        }
    }

    var stackOrientation: Axis? { box.stackOrientation }

    public func makeCache(subviews: Subviews) -> Any { box.makeCache(subviews: subviews) }

    public func spacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
    ) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
    ) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Uses the wrapped layout as a container view; a `Spacer` inside follows its axis.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        AnyLayoutView(layout: self, content: content())
    }
}

private struct AnyLayoutView<Content: View>: _PrimitiveView {
    let layout: AnyLayout
    let content: Content

    func _resolve(into resolver: _ViewResolver) {
        let children = resolver.children(of: content, stackAxis: layout.stackOrientation)
        resolver.emit(LayoutContainerNode(layout: layout, children: children, environment: resolver.sharedEnvironment))
    }
}

private protocol ErasedLayoutBox {
    var stackOrientation: Axis? { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any) -> CGFloat?
}

private struct LayoutBox<L: Layout>: ErasedLayoutBox {
    let layout: L

    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    private func withCache<T>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withCache(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? {
        withCache(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? {
        withCache(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
