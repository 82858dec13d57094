import TrellisCore

/// How a `TabView` looks: SwiftUI's `TabViewStyle`. The built-in styles are values of this
/// protocol; as in SwiftUI, a tab view style is chosen, not written.
public protocol TabViewStyle: Sendable {
    /// The look the tab view takes.
    var _appearance: TabViewAppearance { get }
}

/// The looks of iOS tab views.
public enum TabViewAppearance: Sendable, Hashable {
    /// The selected tab above a tab bar (the default on iPhone).
    case tabBar
    /// One page at a time, with page dots.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The default: a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _appearance: TabViewAppearance { .tabBar }
}

/// A tab bar only, never a sidebar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _appearance: TabViewAppearance { .tabBar }
}

/// A tab bar that can become a sidebar (on iPad): on iPhone, a tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _appearance: TabViewAppearance { .tabBar }
}

/// Pages side by side, one showing, with page dots: SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Sendable, Hashable {
        /// When there is more than one page.
        case automatic
        case always
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _appearance: TabViewAppearance { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the page dots of a page-style tab view look: SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {
    /// Whether the dots sit on a capsule.
    var _showsBackground: Bool { get }
}

/// Page dots: SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// While interacting (at rest: none).
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// While interacting (at rest: none).
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _showsBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewAppearanceKey: EnvironmentKey {
    static let defaultValue = TabViewAppearance.tabBar
}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var tabViewAppearance: TabViewAppearance {
        get { self[TabViewAppearanceKey.self] }
        set { self[TabViewAppearanceKey.self] = newValue }
    }

    var pageIndexShowsBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of tab views inside this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewAppearance, style._appearance)
    }

    /// Sets the style of the page dots of page-style tab views inside this view.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexShowsBackground, style._showsBackground)
    }

    /// Tab bar customisation (accepted: a picture shows the default arrangement).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
    /// The tab bar's sidebar header (accepted: iPhone shows no sidebar).
    public func tabViewSidebarHeader<V: View>(@ViewBuilder content: () -> V) -> some View { self }
    /// The tab bar's sidebar footer (accepted).
    public func tabViewSidebarFooter<V: View>(@ViewBuilder content: () -> V) -> some View { self }
}

/// Users' arrangement of tabs: SwiftUI's `TabViewCustomization` (accepted).
public struct TabViewCustomization: Hashable, Sendable {
    public init() {}
}
