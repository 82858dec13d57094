import TrellisCore

/// Tabs of a tab view: SwiftUI's `TabContent` (iOS 18), which `Tab`, `TabSection` and
/// `ForEach` of tabs conform to.
public protocol TabContent<TabValue> {
    /// The type of the tab view's selection that selects these tabs.
    associatedtype TabValue: Hashable
    /// The tabs, in order.
    var _tabs: [_TabModel] { get }
}

/// One tab, as a tab view lays it out: its content, its item and the value that selects it.
public struct _TabModel {
    let content: AnyView
    var item: TabItemModel
    let value: AnyHashable?
    var isHidden = false
}

/// The purpose of a tab: SwiftUI's `TabRole`. A search tab with no label of its own shows
/// the search symbol and title.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

/// The label of a tab made from a title and an image: SwiftUI's `DefaultTabLabel`.
public struct DefaultTabLabel: View {
    let item: TabItemModel

    public var body: some View {
        VStack {
            item.icon
            item.title
        }
    }
}

/// A tab of a tab view (iOS 18): SwiftUI's `Tab`. Its label goes in the tab bar, its content
/// shows when the tab view's selection equals its value.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    var model: _TabModel

    public var _tabs: [_TabModel] { model.isHidden ? [] : [model] }

    private init(item: TabItemModel, value: Value?, role: TabRole?, content: Content) {
        var item = item
        if role == .search, item.isEmpty {
            item = TabItemModel(icon: AnyView(Image(systemName: "magnifyingglass")), title: AnyView(Text("Search")))
        }
        item.isSearch = role == .search
        model = _TabModel(content: AnyView(content), item: item, value: value.map { AnyHashable($0) })
    }

    private static func item(_ title: Text, _ image: Image) -> TabItemModel {
        TabItemModel(icon: AnyView(image), title: AnyView(title))
    }
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(item: Self.item(Text(titleKey), Image(systemName: systemImage)), value: value, role: role, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(item: Self.item(Text(title), Image(systemName: systemImage)), value: value, role: role, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(item: Self.item(Text(titleKey), Image(image)), value: value, role: role, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(item: Self.item(Text(title), Image(image)), value: value, role: role, content: content())
    }

    /// A tab whose label comes from its role.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(item: .empty, value: value, role: role, content: content())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(item: Self.item(Text(titleKey), Image(systemName: systemImage)), value: nil, role: role, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(item: Self.item(Text(title), Image(systemName: systemImage)), value: nil, role: role, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(item: Self.item(Text(titleKey), Image(image)), value: nil, role: role, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(item: Self.item(Text(title), Image(image)), value: nil, role: role, content: content())
    }

    /// A tab whose label comes from its role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(item: .empty, value: nil, role: role, content: content())
    }
}

extension Tab where Label == EmptyView {
    /// A tab with no label.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(item: .empty, value: value, role: nil, content: content())
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(item: .empty, value: nil, role: nil, content: content())
    }
}

extension Tab {
    /// A tab with a label of its own: its first image and text, or a `Label`'s.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(item: TabItemModel(content: label()), value: value, role: nil, content: content())
    }

    /// A tab with a label of its own.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(item: TabItemModel(content: label()), value: value, role: role, content: content())
    }
}

extension Tab where Value == Never {
    /// A tab with a label of its own.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(item: TabItemModel(content: label()), value: nil, role: nil, content: content())
    }

    /// A tab with a label of its own.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(item: TabItemModel(content: label()), value: nil, role: role, content: content())
    }
}

extension Tab {
    /// A count on the tab's item (zero shows none).
    public func badge(_ count: Int) -> Self {
        badge(count == 0 ? nil : Text("\(count)"))
    }

    /// A label on the tab's item.
    public func badge(_ label: Text?) -> Self {
        var tab = self
        tab.model.item.badge = label
        return tab
    }

    /// A label on the tab's item.
    public func badge(_ key: LocalizedStringKey?) -> Self {
        badge(key.map { Text($0) })
    }

    /// Whether the tab shows (a hidden tab is left out of the bar).
    public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> Self {
        var tab = self
        tab.model.isHidden = visibility == .hidden
        return tab
    }

    /// Hides the tab (a hidden tab is left out of the bar).
    public func hidden(_ hidden: Bool = true) -> Self {
        var tab = self
        tab.model.isHidden = hidden
        return tab
    }

    /// The tab's identity for customisation (accepted).
    public func customizationID(_ id: String) -> Self { self }
    /// Whether users may customise the tab (accepted).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: TabPlacement...) -> Self { self }
    /// Where the tab may go (accepted).
    public func tabPlacement(_ placement: TabPlacement) -> Self { self }
    /// An accessibility label (accepted).
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// An accessibility identifier (accepted).
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
}

/// Where a tab may be placed: SwiftUI's `TabPlacement` (accepted).
public struct TabPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = TabPlacement(name: "automatic")
    public static let tabBar = TabPlacement(name: "tabBar")
    public static let sidebar = TabPlacement(name: "sidebar")
    public static let pinned = TabPlacement(name: "pinned")
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// Whether users may customise a tab: SwiftUI's `TabCustomizationBehavior` (accepted).
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// A group of tabs (a sidebar section on iPad): SwiftUI's `TabSection`. On iPhone its tabs go
/// into the tab bar in order.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent
where Content.TabValue == SelectionValue {
    public typealias TabValue = SelectionValue
    let content: Content

    public var _tabs: [_TabModel] { content._tabs }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public var _tabs: [_TabModel] { data.flatMap { content($0)._tabs } }
}

extension ForEach where Content: TabContent {
    /// Tabs made from `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<Content.TabValue> content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: id, content: content)
    }
}

extension ForEach where Content: TabContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Tabs made from identifiable data.
    public init(_ data: Data, @TabContentBuilder<Content.TabValue> content: @escaping (Data.Element) -> Content) {
        self.init(_elements: data, id: \.id, content: content)
    }
}
