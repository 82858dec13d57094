import TrellisCore

/// A control that shows a menu of actions: SwiftUI's `Menu`. A still picture shows it closed:
/// its label, drawn as a button in the environment's button style (tinted text on iOS). The
/// content is kept, never shown; under a ``ViewHost`` its buttons are chosen by name with
/// ``ViewHost/select(_:in:)``, and a tap on a menu with a primary action runs that action, as
/// on iOS (where a long press opens such a menu).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// What a tap runs instead of opening the menu.
    var primaryAction: (() -> Void)?
    /// For a menu made from a style's configuration: that style's level.
    var styleLevel: Int?

    @Environment(\.self) private var environment

    /// A menu of `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu whose label runs `primaryAction` when tapped (a long press opens the menu).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let (style, level) = environment.styles(for: MenuStyleConfiguration.self).style(outside: styleLevel)
        let configuration = MenuStyleConfiguration(
            label: .init(label), content: .init(content), primaryAction: primaryAction, styleLevel: level)
        return (style ?? AnyStyle(DefaultMenuStyle())).makeBody(configuration)
            ._runtimeChoices(names: shownWords(of: label).map { [$0] } ?? [], options: items)
    }

    /// The menu's buttons (at the top level of its content), by the words they show.
    private var items: [(name: String, choose: () -> Void)] {
        content._topLevelViews.compactMap { view in
            guard let button = view._unmodifiedView as? any DialogButton, let title = button.dialogTitle else { return nil }
            return (title, button.dialogPerform)
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a localisable key, whose title runs `primaryAction` when tapped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled with a string, whose title runs `primaryAction` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TrellisControls.Label<Text, Image> {
    /// A menu labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisControls.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu labelled with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TrellisControls.Label(title, systemImage: systemImage) }
    }

    /// A menu labelled with a title and an SF Symbol, whose label runs `primaryAction` when tapped.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { TrellisControls.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    /// A menu labelled with a title and an SF Symbol, whose label runs `primaryAction` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { TrellisControls.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style's configuration describes, drawn in the style outside that style.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        primaryAction = configuration.primaryAction
        styleLevel = configuration.styleLevel
    }
}

/// The look of menus: SwiftUI's `MenuStyle`.
public protocol MenuStyle {
    associatedtype Body: View
    /// The closed menu: its label composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a ``MenuStyle`` draws.
public struct MenuStyleConfiguration {
    /// The menu's label, type-erased.
    public typealias Label = _StyledContent

    /// The menu's content, type-erased.
    public typealias Content = _StyledContent

    let label: Label
    let content: Content
    /// The menu's primary action: what a tap on the drawn menu runs.
    let primaryAction: (() -> Void)?
    /// Where in the environment's style stack the style drawing this configuration is.
    let styleLevel: Int
}

extension MenuStyleConfiguration {
    /// What a tap on the closed menu does here: its primary action; opening the menu is not
    /// drawn, so a menu without one does nothing.
    var tapAction: () -> Void { primaryAction ?? {} }
}

/// The default menu style: the label as a button of the environment's button style.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.tapAction) { configuration.label }
    }
}

/// A menu drawn as a button (the environment's button style applies).
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.tapAction) { configuration.label }
    }
}

/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.tapAction) { configuration.label }.buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension AnyStyle where Configuration == MenuStyleConfiguration {
    init<S: MenuStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the menus in this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}
