// SwiftUI's scene, window and system-overlay modifiers, and the short forms of the preference
// readers. The short forms draw as the long ones; the rest change nothing an iPhone's still
// picture shows (the status bar and home indicator are not drawn; there are no windows,
// documents or type-select).

/// Where an adaptable tab view shows its tabs: SwiftUI's `AdaptableTabBarPlacement`.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    private let name: String
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Where a content toolbar goes: SwiftUI's `ContentToolbarPlacement`.
public struct ContentToolbarPlacement: Hashable, Sendable {
    private let name: String
    public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}

/// Whether materials look active: SwiftUI's `MaterialActiveAppearance`.
public struct MaterialActiveAppearance: Sendable, Equatable {
    private let name: String
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    public static let active = MaterialActiveAppearance(name: "active")
    public static let inactive = MaterialActiveAppearance(name: "inactive")
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

/// Whether a window's toolbar shows in full screen: SwiftUI's `WindowToolbarFullScreenVisibility`.
public struct WindowToolbarFullScreenVisibility: Sendable {
    private let name: String
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
    public static let visible = WindowToolbarFullScreenVisibility(name: "visible")
    public static let onHover = WindowToolbarFullScreenVisibility(name: "onHover")
}

/// A key of a preview context: SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// What a preview is shown in (a widget's family, say): SwiftUI's `PreviewContext`.
public protocol PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension View {
    /// Overlays the view made from the value of `key` its content set, centred.
    @_disfavoredOverload
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// Puts the view made from the value of `key` its content set behind it, centred.
    @_disfavoredOverload
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }

    /// Hides the status bar (accepted: the status bar is not drawn, and an iPhone with a notch
    /// keeps its safe area).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Shows or hides the home indicator and other system overlays (not drawn).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Sets where adaptable tab views put their tabs (an iPhone's are a tab bar).
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View { self }
    /// Sets the store `@AppStorage` reads (accepted: app storage holds its default values).
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
    /// Says which external events this view's scene prefers and allows (accepted).
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
    /// Sets the text type-select matches this view by (accepted).
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }
    /// Sets the text type-select matches this view by (accepted).
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
    /// Sets the text type-select matches this view by (accepted).
    @_disfavoredOverload
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
    /// Shows this preview in `value` (accepted: `trellis` reads previews' traits instead).
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
    /// Adds content to a content toolbar (accepted).
    public func contentToolbar<Content: View>(for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content) -> some View { self }
    /// Adds items to the document browser's context menu (accepted).
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> some View { self }
    /// Tags interactions with this view for activity tracking (accepted).
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
    /// Sets whether materials in this view look active (accepted).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View { self }
    /// Starts renaming with this view's text field focused (accepted).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { self }
    /// Runs `action` when the user renames (never, here).
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }
    /// Sets whether the window's toolbar shows in full screen (no windows here).
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View { self }
}
