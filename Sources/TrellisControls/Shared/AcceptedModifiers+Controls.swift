import TrellisCore

// SwiftUI's control modifiers that change nothing a still picture shows (a closed menu's
// order and dismissal, a button's repetition, the text editor's style on iPhone) and
// `labelsVisibility`, which hides labels as `labelsHidden()` does.

/// Whether holding a button repeats its action: SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// Whether choosing a menu action dismisses the menu: SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    private let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// The order of a menu's items: SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    private let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

/// How a text editor is drawn: SwiftUI's `TextEditorStyle`.
public protocol TextEditorStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = TextEditorStyleConfiguration
}

/// What a text editor style draws: SwiftUI's `TextEditorStyleConfiguration`.
public struct TextEditorStyleConfiguration {}

/// The system's text editor style: SwiftUI's `AutomaticTextEditorStyle` (on iPhone, plain).
public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Body { Body() }

    /// What the automatic style draws around a text editor: on iPhone, nothing.
    public struct Body: View {
        public var body: some View { EmptyView() }
    }
}

/// A text editor without decoration: SwiftUI's `PlainTextEditorStyle`.
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// Hides the labels of the controls in this view when `visibility` is `.hidden`, as
    /// `labelsHidden()`.
    @ViewBuilder
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        if visibility == .hidden { labelsHidden() } else { self }
    }

    /// Sets whether holding buttons in this view repeats their action (accepted).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
    /// Sets whether choosing a menu action dismisses the menu (menus are closed here).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
    /// Sets the order of menus' items (menus are closed here).
    public func menuOrder(_ order: MenuOrder) -> some View { self }
    /// Shows or hides menus' indicator (Trellis draws none on iPhone menus).
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// Sets how text editors in this view are drawn (on iPhone both styles look the same).
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}
