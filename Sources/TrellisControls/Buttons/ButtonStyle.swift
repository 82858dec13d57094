import TrellisCore

/// A button style that draws the button's label as it is pressed or not: SwiftUI's
/// `ButtonStyle`. Trellis draws the first frame, so `isPressed` is always false.
public protocol ButtonStyle {
    associatedtype Body: View
    /// The button: its label composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public typealias Label = _StyledContent

    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed (never, in a still picture).
    public let isPressed: Bool
}

/// A button style that makes the whole button, interaction included: SwiftUI's
/// `PrimitiveButtonStyle`. The built-in styles are primitive.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// The button: its label composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public typealias Label = _StyledContent

    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void
    /// Where in the environment's style stack the style drawing this configuration is.
    let styleLevel: Int

    /// Performs the button's action (Trellis never calls it itself).
    public func trigger() { action() }

    init(role: ButtonRole?, label: Label, trigger: @escaping () -> Void, styleLevel: Int) {
        self.role = role
        self.label = label
        action = trigger
        self.styleLevel = styleLevel
    }
}

extension AnyStyle where Configuration == PrimitiveButtonStyleConfiguration {
    init<S: PrimitiveButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    /// A `ButtonStyle` wraps the label of a button that is not pressed.
    init<S: ButtonStyle>(_ style: S) {
        makeBody = { configuration in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(
                role: configuration.role, label: configuration.label, isPressed: false)))
        }
    }
}

extension View {
    /// Sets the style of the buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }

    /// Sets the style of the buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}
