import TrellisCore

/// A button on Liquid Glass, iOS 26's secondary button: SwiftUI's `GlassButtonStyle`
/// (`.buttonStyle(.glass)`). The label, in the tint, sits on a glass capsule padded as a
/// bordered button of its control size.
public struct GlassButtonStyle: PrimitiveButtonStyle, Sendable {
    let glass: Glass

    /// The regular glass.
    public init() {
        glass = .regular
    }

    /// A button on `glass` (tinted or clear glass, say).
    public init(_ glass: Glass) {
        self.glass = glass
    }

    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonLabel(label: configuration.label, role: configuration.role, surface: .glass(glass))
    }
}

/// A button on opaque, tinted glass, its label white: iOS 26's primary button, SwiftUI's
/// `GlassProminentButtonStyle` (`.buttonStyle(.glassProminent)`).
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonLabel(label: configuration.label, role: configuration.role, surface: .prominent)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A button on `glass`.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button on tinted, opaque Liquid Glass.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// A glass button's body: the label in the control size's font, padded, on a glass shape (a
/// capsule unless `buttonBorderShape` says otherwise).
private struct GlassButtonLabel: View {
    enum Surface {
        case glass(Glass)
        case prominent
    }

    let label: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    let surface: Surface
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font

    var body: some View {
        // Glass buttons are capsules at every size, as iOS 26's bordered buttons are.
        let metrics = ButtonMetrics.bordered(controlSize, design: .iOS26)
        let shape = borderShape.resolved(automaticIsCapsule: true)
        let content = HStack { label }
            .font(font ?? metrics.font)
            .multilineTextAlignment(.center)
            .padding(.horizontal, metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
        switch surface {
        case .glass(let glass):
            content
                .foregroundStyle(isEnabled ? buttonTint(role: role) : AnyShapeStyle(SystemColors.tertiaryLabel))
                .background { _GlassSurface(glass, in: shape) }
        case .prominent:
            content
                .foregroundStyle(isEnabled ? AnyShapeStyle(Color.white) : AnyShapeStyle(SystemColors.tertiaryLabel))
                .background {
                    if isEnabled {
                        _GlassSurface(prominent: buttonTint(role: role), in: shape)
                    } else {
                        _GlassSurface(.regular, in: shape)
                    }
                }
        }
    }
}
