import TrellisCore

/// A stack of screens with a navigation bar: SwiftUI's `NavigationStack`, drawn at its root
/// screen (a picture shows no pushed screens).
///
/// The bar is made from what the root screen's views set (`navigationTitle`,
/// `navigationBarTitleDisplayMode`, `toolbar`, `searchable`) and sits at the top of the safe
/// area, the screen laid out below it, over a bottom toolbar when the screen has `.bottomBar`
/// items; a list's background reaches up under it, as on iOS, where the bar
/// is transparent at rest.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    @Environment(\.designVersion) private var design
    @Environment(\.showsTabBar) private var showsTabBar

    public var body: some View {
        // iOS 26 puts the search field at the bottom of an iPhone's screen, in the toolbar,
        // unless a tab bar is there (docs/ios-metrics.md § 26.7).
        let searchAtBottom = design == .iOS26 && !showsTabBar
        return root
            ._safeAreaInsetPreferenceValue(NavigationBarKey.self, edge: .bottom) { model in
                let items = model.items.filter { $0.placement.slot == .bottom }.map(\.view)
                let search = searchAtBottom ? model.search : nil
                if !items.isEmpty || search != nil { BottomToolbar(items: items, search: search) }
            }
            ._safeAreaInsetPreferenceValue(NavigationBarKey.self, edge: .top) { model in
                if !model.isBarHidden { NavigationBar(model: model, showsSearch: !searchAtBottom) }
            }
    }
}

/// A navigation stack, the older spelling: SwiftUI's `NavigationView`.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// Columns of navigation: SwiftUI's `NavigationSplitView`. On iPhone (compact width) it shows
/// its first column, the sidebar, in a navigation stack, as an iPhone does at launch.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init<Content: View>(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationStack { sidebar }
    }
}

/// Which columns of a split view show: SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// The screens pushed on a stack: SwiftUI's `NavigationPath` (kept, never drawn).
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}
