import TrellisCore

/// What a tab shows in the tab bar: an icon over a title, and a badge.
struct TabItemModel {
    var icon: AnyView?
    var title: AnyView?
    var badge: Text?
    /// Whether the tab has the search role (iOS 26 draws it apart from the others).
    var isSearch = false

    /// The icon and title of `content`, as SwiftUI reads a `tabItem`: the first image and
    /// the first text among its views (modified or not), or a label's icon and title.
    init<Content: View>(content: Content) {
        for view in content._topLevelViews {
            let unmodified = view._unmodifiedView
            if let label = unmodified as? any LabelParts {
                icon = icon ?? label.iconView
                title = title ?? label.titleView
            } else if unmodified is Image {
                icon = icon ?? AnyView(_fromValue: view)
            } else if unmodified is Text {
                title = title ?? AnyView(_fromValue: view)
            }
        }
    }

    init(icon: AnyView?, title: AnyView?, badge: Text? = nil) {
        self.icon = icon
        self.title = title
        self.badge = badge
    }

    static var empty: TabItemModel { TabItemModel(icon: nil, title: nil) }

    var isEmpty: Bool { icon == nil && title == nil }
}

/// Gathers a tab's item from its content: the first `tabItem` set wins.
struct TabItemKey: PreferenceKey {
    static var defaultValue: TabItemModel { .empty }

    static func reduce(value: inout TabItemModel, nextValue: () -> TabItemModel) {
        if value.isEmpty { value = nextValue() }
    }
}

extension View {
    /// The icon and title of the tab this view is the content of, in its `TabView`'s tab bar:
    /// the first `Image` and `Text` of `label`, or a `Label`'s.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        preference(key: TabItemKey.self, value: TabItemModel(content: label()))
    }
}

/// A label's parts, for containers that lay them out themselves (a tab bar stacks the icon
/// over the title).
protocol LabelParts {
    var titleView: AnyView { get }
    var iconView: AnyView { get }
}

extension Label: LabelParts {
    var titleView: AnyView { AnyView(title) }
    var iconView: AnyView { AnyView(icon) }
}
