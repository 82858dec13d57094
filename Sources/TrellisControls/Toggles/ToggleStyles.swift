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

/// The switch itself: a capsule track with a white thumb at the end the state names — a
/// circle on iOS 18, a wider capsule on iOS 26.
struct SwitchTrack: View {
    let isOn: Bool
    let tint: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var environmentTint
    @Environment(\.designVersion) private var design

    var body: some View {
        let metrics = SwitchMetrics.of(design)
        let onColor = tint.map(AnyShapeStyle.init) ?? environmentTint ?? AnyShapeStyle(SystemColors.systemGreen)
        Capsule()
            .fill(isOn ? onColor : AnyShapeStyle(metrics.offTrack))
            .overlay(alignment: isOn ? .trailing : .leading) {
                thumb(metrics)
                    .frame(width: metrics.thumbWidth, height: metrics.thumbHeight)
                    .padding(metrics.thumbInset)
            }
            .frame(width: metrics.width, height: metrics.height)
            .opacity(isEnabled ? 1 : SwitchMetrics.disabledOpacity)
    }

    @ViewBuilder private func thumb(_ metrics: SwitchMetrics) -> some View {
        if metrics.thumbWidth == metrics.thumbHeight {
            Circle().fill(Color.white).modifier(KnobShadow.switchThumb)
        } else {
            Capsule().fill(Color.white).modifier(KnobShadow.switchThumb)
        }
    }
}

/// The numbers of the iOS switch, per design (sources in docs/ios-metrics.md § 3 and § 26.11).
struct SwitchMetrics {
    let width: CGFloat
    let height: CGFloat
    let thumbWidth: CGFloat
    let thumbHeight: CGFloat
    let thumbInset: CGFloat
    /// The track when off.
    let offTrack: Color

    /// iOS 17 and 18: 51 × 31 with a 27-point round thumb.
    static let iOS18 = SwitchMetrics(
        width: 51, height: 31, thumbWidth: 27, thumbHeight: 27, thumbInset: 2, offTrack: SystemColors.secondarySystemFill)
    /// iOS 26: 63 × 28 with a 37 × 24 capsule thumb; off, the track is `label` grey at 30 %
    /// (measured on an iPhone 17 Pro) and white at 25 % in dark mode.
    static let iOS26 = SwitchMetrics(
        width: 63, height: 28, thumbWidth: 37, thumbHeight: 24, thumbInset: 2,
        offTrack: Color(
            _light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
            dark: Color(red: 1, green: 1, blue: 1, opacity: 0.25)))

    static func of(_ design: DesignVersion) -> SwitchMetrics {
        switch design {
        case .iOS18: iOS18
        case .iOS26: iOS26
        }
    }

    static let disabledOpacity = 0.5
}
