import TrellisCore

/// What the views of a navigation stack's screen say about its bars.
struct NavigationBarModel {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarItemModel] = []
    var isBarHidden = false
    var search: SearchFieldModel?
    var isBackButtonHidden = false
}

/// Gathers the bar model from the screen's views: the first title and display mode set win,
/// items add up in order.
struct NavigationBarKey: PreferenceKey {
    static var defaultValue: NavigationBarModel { NavigationBarModel() }

    static func reduce(value: inout NavigationBarModel, nextValue: () -> NavigationBarModel) {
        let next = nextValue()
        value.title = value.title ?? next.title
        value.displayMode = value.displayMode ?? next.displayMode
        value.items += next.items
        value.isBarHidden = value.isBarHidden || next.isBarHidden
        value.search = value.search ?? next.search
        value.isBackButtonHidden = value.isBackButtonHidden || next.isBackButtonHidden
    }
}

/// SwiftUI's `NavigationBarItem`, for its title display modes.
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack, inline elsewhere.
        case automatic
        /// In the bar, in the headline font.
        case inline
        /// Under the bar, in the large-title font.
        case large
    }
}

/// How the toolbar shows a title: SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
    /// The title of the navigation stack's screen this view is on.
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationBarKey.self, value: NavigationBarModel(title: title))
    }

    /// The title of the navigation stack's screen this view is on.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of the navigation stack's screen this view is on.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// How the screen's title shows: large under the bar, or inline in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationBarKey.self, value: NavigationBarModel(displayMode: displayMode))
    }

    /// How the screen's title shows.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// The title and display mode at once (the older spelling; `navigationBarTitle(_:)`, in
    /// DeprecatedNavigation.swift, is the title alone, as in SwiftUI).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title, from a localisable key, and display mode at once (the older spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// The title and display mode at once (the older spelling).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Items for the bars of the screen this view is on.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        preference(key: NavigationBarKey.self, value: NavigationBarModel(items: content().toolbarItems))
    }

    /// Views for the trailing end of the navigation bar of the screen this view is on.
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()._topLevelViews.map {
            ToolbarItemModel(placement: .automatic, view: AnyView(_fromValue: $0) ?? AnyView(EmptyView()))
        }
        return preference(key: NavigationBarKey.self, value: NavigationBarModel(items: items))
    }

    /// Shows or hides a bar; hiding the navigation bar leaves the screen without one.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidesNavigationBar = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return preference(key: NavigationBarKey.self, value: NavigationBarModel(isBarHidden: hidesNavigationBar))
    }

    /// Hides the navigation bar (the older spelling).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        preference(key: NavigationBarKey.self, value: NavigationBarModel(isBarHidden: hidden))
    }

    /// Items at the ends of the navigation bar (the older spelling).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        preference(
            key: NavigationBarKey.self,
            value: NavigationBarModel(items: [
                ToolbarItemModel(placement: .topBarLeading, view: AnyView(leading)),
                ToolbarItemModel(placement: .topBarTrailing, view: AnyView(trailing)),
            ]))
    }

    /// The bar's background (accepted: at rest iOS draws the bar transparent over content).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// Whether the bar's background shows (accepted).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// The bar's colour scheme (accepted).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// Hides the back button of the pushed screen this view is on.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: NavigationBarKey.self, value: NavigationBarModel(isBackButtonHidden: hidesBackButton))
    }
}
