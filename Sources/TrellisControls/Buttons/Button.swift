import TrellisCore

/// A control that performs an action: SwiftUI's `Button`.
///
/// Its look is the environment's button style (`.automatic` unless set with `buttonStyle`),
/// whose body composes ordinary views around the label; the action runs when a ``ViewHost``
/// taps the button (never in a still picture).
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    /// For a button made from a style's configuration: that style's level.
    let styleLevel: Int?
    /// Whether `keyboardShortcut(.defaultAction)` was set on it: the preferred action of the
    /// alert it is in.
    var isDefaultAction = false

    @Environment(\.self) private var environment

    /// A button that shows `label` and performs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (destructive buttons are drawn red).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
        styleLevel = nil
    }

    /// The button a primitive style's configuration describes, drawn in the style outside that
    /// style (the default style when there is none): for styles that adjust another style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) where Label == PrimitiveButtonStyleConfiguration.Label {
        role = configuration.role
        action = configuration.action
        label = configuration.label
        styleLevel = configuration.styleLevel
    }

    public var body: some View {
        let (style, level) = environment.styles(for: PrimitiveButtonStyleConfiguration.self).style(outside: styleLevel)
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(label), trigger: action, styleLevel: level)
        // Under a ViewHost a tap on the button runs its action (a plain layout keeps nothing).
        return (style ?? AnyStyle(DefaultButtonStyle())).makeBody(configuration)._onRuntimeTap(action)
    }
}

extension Button where Label == Text {
    /// A button titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a role, titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == TrellisControls.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TrellisControls.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TrellisControls.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TrellisControls.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title and an image by name.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { TrellisControls.Label(titleKey, image: image) }
    }
}

/// What a button is for: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// A button that deletes or otherwise destroys data: drawn red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}
