import TrellisCore

// iOS 26's bar behaviours that change only how bars move and blend as content scrolls: apps
// that adopt the new design call them, and a still picture shows the bars at rest, so each is
// accepted and changes nothing drawn (docs/divergences.md D26-16).

/// When the tab bar shrinks to its selected tab: SwiftUI's `TabBarMinimizeBehavior`.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// As the content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// As the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// How content fades under a bar at a scroll view's edge: SwiftUI's `ScrollEdgeEffectStyle`.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A sharp edge, with an opaque backing.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A soft, blurred fade.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// How a toolbar's search field shows: SwiftUI's `SearchToolbarBehavior`.
public struct SearchToolbarBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
    /// Collapsed to a button until tapped.
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

/// What selecting the search tab does: SwiftUI's `TabSearchActivation`.
public struct TabSearchActivation: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = TabSearchActivation(name: "automatic")
    /// Selecting the search tab focuses its search field.
    public static let searchTabSelection = TabSearchActivation(name: "searchTabSelection")
}

extension View {
    /// Shrinks the tab bar as content scrolls (a picture shows it at rest).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// A view shown above the tab bar of this tab view, in a glass capsule (drawn in iOS 26's
    /// design; iOS 18 has none).
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }

    /// A view shown above the tab bar while `isEnabled`.
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }

    /// What selecting the search tab does (nothing is selected in a picture).
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { self }

    /// The fade under the bars at `edges` of a scroll view (a picture shows content at rest).
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Hides the fade under the bars at `edges` (a picture shows content at rest).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

    /// How a toolbar's search field shows (drawn as iOS 18's field).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }

    /// Mirrors and blurs the view under sidebars and inspectors, which an iPhone does not show.
    public func backgroundExtensionEffect() -> some View { self }
}
