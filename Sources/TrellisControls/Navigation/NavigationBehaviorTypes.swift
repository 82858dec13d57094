import TrellisCore

// Types of SwiftUI's navigation, toolbar and search modifiers whose effect a still picture of
// an iPhone does not show: split-view styles (a split view is a stack on iPhone), toolbar
// roles and removable default items, search scopes, suggestions and dictation.

/// How a split view arranges its columns: SwiftUI's `NavigationSplitViewStyle`. On iPhone a
/// split view shows one column at a time whatever its style.
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a split-view style lays out: SwiftUI's `NavigationSplitViewStyleConfiguration`.
public struct NavigationSplitViewStyleConfiguration: Sendable {}

/// The system's split-view style: SwiftUI's `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Columns sharing the width: SwiftUI's `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The detail column kept at full size: SwiftUI's `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// An item the system puts in a toolbar: SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable {
    private let name: String
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    public static let title = ToolbarDefaultItemKind(name: "title")
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// What a toolbar is for: SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Sendable {
    private let name: String
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// How prominent a list row's badge is: SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
    private let name: String
    public static let decreased = BadgeProminence(name: "decreased")
    public static let standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
}

/// When search scopes appear: SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable {
    private let name: String
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// Where search suggestions show: SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    /// Several placements.
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var menu: Set { Set(rawValue: 1) }
        public static var content: Set { Set(rawValue: 2) }
    }

    private let name: String
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }
}

/// How dictation starts in a text field: SwiftUI's `TextInputDictationActivation`.
public struct TextInputDictationActivation: Equatable, Sendable {
    private let name: String
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
    public static let onLook = TextInputDictationActivation(name: "onLook")
}

/// How a text field offers dictation: SwiftUI's `TextInputDictationBehavior`.
public struct TextInputDictationBehavior: Equatable, Sendable {
    private let name: String
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior { TextInputDictationBehavior(name: "inline") }
}

/// Toolbar content the user can rearrange: SwiftUI's `CustomizableToolbarContent`.
public protocol CustomizableToolbarContent: ToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension _ToolbarContentList: CustomizableToolbarContent {}
