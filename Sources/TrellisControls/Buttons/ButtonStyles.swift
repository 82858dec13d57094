import TrellisCore

/// The default button style: on iOS, outside lists and toolbars, a borderless button.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button drawn as its label in the tint colour, without padding or background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, role: configuration.role)
    }
}

/// A button drawn as its label, untinted.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        PlainLabel(label: configuration.label)
    }
}

/// A button on a grey background (the tint's, translucent, when one is set).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(label: configuration.label, role: configuration.role, isProminent: false)
    }
}

/// A button on an opaque tinted background, its label white.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedLabel(label: configuration.label, role: configuration.role, isProminent: true)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A tinted label without border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A translucent tinted background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// An opaque tinted background.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The colour a button's role and the environment give its content: red for destructive
/// buttons, the tint otherwise.
func buttonTint(role: ButtonRole?) -> AnyShapeStyle {
    role == .destructive ? AnyShapeStyle(SystemColors.systemRed) : AnyShapeStyle(.tint)
}

/// A borderless button's body: the label in the tint, grey when disabled.
private struct TintedLabel: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        label.foregroundStyle(isEnabled ? buttonTint(role: role) : AnyShapeStyle(SystemColors.tertiaryLabel))
    }
}

/// A plain button's body: the label, dimmed when disabled.
private struct PlainLabel: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        label.opacity(isEnabled ? 1 : ButtonMetrics.disabledPlainOpacity)
    }
}

/// A bordered button's body: the label in the control size's font, padded, on the border
/// shape filled with the tint (translucent, or opaque when prominent).
private struct BorderedLabel: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    let isProminent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font
    @Environment(\.tint) private var tint
    @Environment(\.designVersion) private var design

    var body: some View {
        let metrics = ButtonMetrics.bordered(controlSize, design: design)
        let accent = buttonTint(role: role)
        let foreground: AnyShapeStyle
        let fill: AnyShapeStyle
        switch (isEnabled, isProminent) {
        case (false, _):
            foreground = AnyShapeStyle(SystemColors.tertiaryLabel.opacity(ButtonMetrics.disabledLabelOpacity))
            fill = AnyShapeStyle(SystemColors.secondarySystemFill)
        case (true, false):
            // Untinted, the fill is grey; a tint set on the view shows through it.
            foreground = accent
            fill = tint.map { AnyShapeStyle($0.opacity(ButtonMetrics.borderedTintOpacity)) }
                ?? AnyShapeStyle(SystemColors.secondarySystemFill)
        case (true, true):
            foreground = AnyShapeStyle(Color.white)
            fill = accent
        }
        return HStack { label }
            .font(font ?? metrics.font)
            .multilineTextAlignment(.center)
            .foregroundStyle(foreground)
            .padding(.horizontal, metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
            .background(fill, in: borderShape.resolved(automaticIsCapsule: metrics.automaticShapeIsCapsule))
    }
}
