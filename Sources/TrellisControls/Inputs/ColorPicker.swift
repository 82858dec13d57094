import TrellisCore

/// A control for a colour: SwiftUI's `ColorPicker`. The label leading, then the colour well
/// trailing: a 28-point circle of the colour inside a grey ring (iOS draws a rainbow ring).
public struct ColorPicker<Label: View>: View {
    let color: Color
    let label: Label

    @Environment(\._labelsHidden) private var labelsHidden

    /// A colour picker of `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = selection.wrappedValue
        self.label = label()
    }

    public var body: some View {
        let well = Circle()
            .fill(color)
            .padding(ColorPickerMetrics.ring + 1)
            .overlay(Circle().strokeBorder(SystemColors.systemFill, lineWidth: ColorPickerMetrics.ring))
            .frame(width: ColorPickerMetrics.diameter, height: ColorPickerMetrics.diameter)
        if labelsHidden {
            well
        } else {
            HStack {
                label
                Spacer()
                well
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The numbers of the colour well (estimates).
enum ColorPickerMetrics {
    static let diameter: CGFloat = 28
    static let ring: CGFloat = 3
}
