import TrellisCore

/// Screens chosen by tabs: SwiftUI's `TabView`, drawn showing its selected tab.
///
/// The tabs are the content's views (each with a `tabItem`, selected by its `tag`) or, as in
/// iOS 18, its `Tab`s (selected by their `value`). With the default style the selected tab
/// fills the view above a tab bar at the bottom, which insets the tab's safe area as
/// `safeAreaInset` does; `.tabViewStyle(.page)` shows the selected page with its page dots.
/// With no selection, or one no tab matches, the first tab shows.
///
/// Under a ``ViewHost`` a tap on a tab's item selects it: the `selection` binding is set to
/// its tag (or value), or, without a binding, the tab view keeps the selected tab in its state
/// (per tab view identity).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue?
    let setSelection: ((AnyHashable) -> Void)?
    let content: Content
    /// The tab selected by a tap, for a tab view without a selection binding.
    @State private var tappedIndex: Int?

    @Environment(\.tabViewAppearance) private var appearance
    @Environment(\.designVersion) private var design

    /// Tabs from views, the one whose tag equals `selection` shown.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        setSelection = selection.map(tabSelectionSetter)
        self.content = content()
    }

    public var body: some View {
        let tabs = self.tabs
        let selected = selectedIndex(in: tabs)
        let select = { (index: Int) in
            guard tabs.indices.contains(index) else { return }
            if let setSelection {
                if let tag = tabs[index].value { setSelection(tag) }
            } else {
                tappedIndex = index
            }
        }
        let pages = tabs.map { AnyView($0.content.frame(maxWidth: .infinity, maxHeight: .infinity)) }
        switch appearance {
        case .tabBar:
            // iOS 26 only, so iOS 18's views are untouched: the tabs know the tab bar takes
            // the bottom (a search field stays at the top).
            let tabPages = design == .iOS26 ? pages.map { AnyView($0.environment(\.showsTabBar, true)) } : pages
            _PagedView(pages: tabPages, selectedIndex: selected, key: TabItemKey.self, placement: .bottomInset) { readItems in
                TabBar(items: Self.items(of: tabs, read: readItems), selectedIndex: selected, select: select)
            }
        case .page(let indexDisplayMode):
            _PagedView(pages: pages, selectedIndex: selected, key: TabItemKey.self, placement: .bottomOverlay) { _ in
                if indexDisplayMode == .always || (indexDisplayMode == .automatic && tabs.count > 1) {
                    PageIndicator(count: tabs.count, currentIndex: selected ?? 0)
                }
            }
        }
    }

    /// The tabs: the builder's `Tab`s, or the content's views with their tags and badges.
    private var tabs: [_TabModel] {
        if let provider = content as? any TabModelsProviding { return provider.tabModels }
        return content._topLevelTaggedViews.map { view, tag in
            let content = AnyView(_fromValue: view) ?? AnyView(EmptyView())
            return _TabModel(content: content, item: TabItemModel(icon: nil, title: nil, badge: view.badgeLabel), value: tag)
        }
    }

    /// Each tab's item: its own (a `Tab`'s label), else the `tabItem` its content set, with the
    /// badge set on the tab.
    private static func items(of tabs: [_TabModel], read: [TabItemModel]) -> [TabItemModel] {
        zip(tabs, read).map { tab, readItem in
            guard tab.item.isEmpty else { return tab.item }
            var item = readItem
            item.badge = tab.item.badge ?? readItem.badge
            return item
        }
    }

    private func selectedIndex(in tabs: [_TabModel]) -> Int? {
        guard !tabs.isEmpty else { return nil }
        guard let selection else { return tappedIndex.map { min($0, tabs.count - 1) } ?? 0 }
        return tabs.firstIndex { $0.value.map { tagSelects($0, selection) } ?? false } ?? 0
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs from views, the first shown.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        setSelection = nil
        self.content = content()
    }
}

extension TabView {
    /// Tabs (iOS 18), the one whose value equals `selection` shown.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.selection = selection.wrappedValue
        setSelection = tabSelectionSetter(selection)
        self.content = TabContentBuilder<SelectionValue>.Content(tabs: content())
    }
}

extension TabView where SelectionValue == Never {
    /// Tabs (iOS 18), the first shown.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentBuilder<Never>.Content<C> {
        self.selection = nil
        setSelection = nil
        self.content = TabContentBuilder<Never>.Content(tabs: content())
    }
}

/// Sets `binding` to a tab's tag, when it is of the binding's type (a free function: a
/// static one would capture the tab view's generic types in the closure).
private func tabSelectionSetter<Value: Hashable>(_ binding: Binding<Value>) -> (AnyHashable) -> Void {
    { tag in if let value = tag.base as? Value { binding.wrappedValue = value } }
}
