import TrellisCore

/// The default toggle style: the switch, on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// The iOS switch, trailing, after a label that fills the width.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    /// A switch whose track is `tint` when on.
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(label: configuration.label, isOn: configuration.isOn, tint: tint)
    }
}

/// A toggle drawn as a bordered button, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) { configuration.label }
            .buttonStyle(ToggleButtonLook(isOn: configuration.isOn))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, filled when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A `.button` toggle: prominent when on, bordered when off.
private struct ToggleButtonLook: PrimitiveButtonStyle {
    let isOn: Bool
    func makeBody(configuration: Configuration) -> some View {
        if isOn {
            BorderedProminentButtonStyle().makeBody(configuration: configuration)
        } else {
            BorderedButtonStyle().makeBody(configuration: configuration)
        }
    }
}

/// The switch toggle's body.
private struct SwitchToggle: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let tint: Color?
    @Environment(\._labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            SwitchTrack(isOn: isOn, tint: tint)
        } else {
            HStack {
                // A label of several texts is a title over subtitles.
                VStack(alignment: .leading) { label }
                Spacer()
                SwitchTrack(isOn: isOn, tint: tint)
            }
        }
    }
}

/// The switch itself: a capsule track with a round white thumb at the end the state names.
struct SwitchTrack: View {
    let isOn: Bool
    let tint: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var environmentTint

    var body: some View {
        let onColor = tint.map(AnyShapeStyle.init) ?? environmentTint ?? AnyShapeStyle(SystemColors.systemGreen)
        Capsule()
            .fill(isOn ? onColor : AnyShapeStyle(SystemColors.secondarySystemFill))
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle()
                    .fill(Color.white)
                    .modifier(KnobShadow.switchThumb)
                    .frame(width: SwitchMetrics.thumbDiameter, height: SwitchMetrics.thumbDiameter)
                    .padding(SwitchMetrics.thumbInset)
            }
            .frame(width: SwitchMetrics.width, height: SwitchMetrics.height)
            .opacity(isEnabled ? 1 : SwitchMetrics.disabledOpacity)
    }
}

/// The numbers of the iOS switch (sources in docs/ios-metrics.md).
enum SwitchMetrics {
    static let width: CGFloat = 51
    static let height: CGFloat = 31
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    static let disabledOpacity = 0.5
}
