/// Shows one of several pages with a bar made from what every page says about itself: how a
/// tab view shows its selected tab over a tab bar built from all the tabs' items. A Trellis
/// primitive.
///
/// Every page is resolved, so that each sets its value of `K` (a page's `tabItem`), but only
/// the selected page is laid out and drawn. The pages not shown set no other preference an
/// ancestor sees: an unselected tab's `navigationTitle` does not reach the screen.
public struct _PagedView<K: PreferenceKey, Bar: View>: _PrimitiveView {
    /// Where the bar goes.
    public enum BarPlacement: Sendable {
        /// At the bottom, insetting the page's safe area as `safeAreaInset(edge: .bottom)` does
        /// (a tab bar).
        case bottomInset
        /// Over the page, at its bottom (a page indicator).
        case bottomOverlay
    }

    let pages: [AnyView]
    let selectedIndex: Int?
    let placement: BarPlacement
    let bar: ([K.Value]) -> Bar

    /// Shows `pages[selectedIndex]` (nothing when it is nil or out of range) with the bar
    /// `bar` makes from each page's value of `key`, in page order.
    public init(
        pages: [AnyView], selectedIndex: Int?, key: K.Type, placement: BarPlacement,
        @ViewBuilder bar: @escaping ([K.Value]) -> Bar
    ) {
        self.pages = pages
        self.selectedIndex = selectedIndex
        self.placement = placement
        self.bar = bar
    }

    public func _resolve(into resolver: _ViewResolver) {
        var values: [K.Value] = []
        var shown: [LayoutNode] = []
        let ancestorsCollectors = resolver.preferenceCollectors
        for (index, page) in pages.enumerated() {
            let isShown = index == selectedIndex
            let collector = PreferenceCollector(K.self)
            resolver.preferenceCollectors = isShown ? ancestorsCollectors + [collector] : [collector]
            // Each page at its own place: two tabs of one type keep their own state.
            let nodes = resolver.runtime.within(.child(index)) { resolver.nodes(of: page) }
            resolver.preferenceCollectors = ancestorsCollectors
            values.append(collector.value as! K.Value)
            if isShown { shown = nodes }
        }
        if shown.isEmpty { shown = resolver.nodes(of: Color.clear) }
        let page = Self.single(shown, resolver)
        let barNodes = resolver.children(of: bar(values), stackAxis: nil)
        guard !barNodes.isEmpty else { return resolver.emit(page) }
        let barNode = Self.single(barNodes, resolver)
        switch placement {
        case .bottomInset:
            resolver.emit(
                SafeAreaInsetNode(
                    content: page, inset: barNode, edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: 0,
                    environment: resolver.sharedEnvironment))
        case .bottomOverlay:
            resolver.emit(
                OverlayNode(
                    primary: page, secondary: barNode, alignment: .bottom, role: .overlay,
                    environment: resolver.sharedEnvironment))
        }
    }

    /// One node for `nodes`, stacked in a `ZStack` when there are several.
    private static func single(_ nodes: [LayoutNode], _ resolver: _ViewResolver) -> LayoutNode {
        nodes.count == 1
            ? nodes[0]
            : LayoutContainerNode(layout: ZStackLayout(alignment: .center), children: nodes, environment: resolver.sharedEnvironment)
    }
}
