import TrellisCore

/// A control that is on or off: SwiftUI's `Toggle`. Its look is the environment's toggle style
/// (`.automatic`: the iOS switch, trailing, after a label that fills the width).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// For a toggle made from a style's configuration: that style's level.
    let styleLevel: Int?

    @Environment(\.self) private var environment

    /// A toggle bound to `isOn`, labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        styleLevel = nil
    }

    /// The toggle a style's configuration describes, drawn in the style outside that style (the
    /// default style when there is none): for styles that adjust another style.
    public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        isOn = configuration.$isOn
        label = configuration.label
        styleLevel = configuration.styleLevel
    }

    public var body: some View {
        let (style, level) = environment.styles(for: ToggleStyleConfiguration.self).style(outside: styleLevel)
        let configuration = ToggleStyleConfiguration(label: .init(label), isOn: isOn, styleLevel: level)
        let isOn = self.isOn
        // Under a ViewHost a tap anywhere on the toggle flips it, as on iOS.
        return (style ?? AnyStyle(DefaultToggleStyle())).makeBody(configuration)._onRuntimeTap { isOn.wrappedValue.toggle() }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TrellisControls.Label<Text, Image> {
    /// A toggle labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisControls.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisControls.Label(title, systemImage: systemImage) }
    }
}

/// The look of toggles: SwiftUI's `ToggleStyle`.
public protocol ToggleStyle {
    associatedtype Body: View
    /// The toggle: its label and state composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public typealias Label = _StyledContent

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (never, for one binding).
    public var isMixed = false
    /// Where in the environment's style stack the style drawing this configuration is.
    let styleLevel: Int

    init(label: Label, isOn: Binding<Bool>, styleLevel: Int) {
        self.label = label
        _isOn = isOn
        self.styleLevel = styleLevel
    }
}

extension AnyStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}
