import TrellisCore

/// A control that steps a value up or down: SwiftUI's `Stepper`. Its label is leading and fills
/// the width; the 94 × 32 pill of − and + is trailing, a side drawn dimmed when the value is at
/// that end of its range. Under a ``ViewHost`` its sides are tapped as "Decrement" and
/// "Increment" (their VoiceOver labels).
public struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    @Environment(\._labelsHidden) private var labelsHidden

    init(label: Label, canDecrement: Bool, canIncrement: Bool, increment: (() -> Void)? = nil, decrement: (() -> Void)? = nil) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
        self.increment = increment
        self.decrement = decrement
    }

    /// A stepper that calls `onIncrement` and `onDecrement` (when a ``ViewHost`` taps a side);
    /// a nil action dims its side.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil,
                  increment: onIncrement, decrement: onDecrement)
    }

    /// A stepper of `value` by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label(), canDecrement: true, canIncrement: true,
                  increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }

    /// A stepper of `value` in `bounds` by `step`: a side at its bound is dimmed.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.init(label: label(), canDecrement: current > bounds.lowerBound, canIncrement: current < bounds.upperBound,
                  increment: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
                  decrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) })
    }

    public var body: some View {
        if labelsHidden {
            pill
        } else {
            HStack {
                VStack(alignment: .leading) { label }
                Spacer()
                pill
            }
        }
    }

    private var pill: StepperPill {
        StepperPill(canDecrement: canDecrement, canIncrement: canIncrement, increment: increment, decrement: decrement)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localisable key, calling `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(titleKey), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil,
                  increment: onIncrement, decrement: onDecrement)
    }

    /// A stepper titled with a string, calling `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(title), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil,
                  increment: onIncrement, decrement: onDecrement)
    }

    /// A stepper of `value` titled with a localisable key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper of `value` titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper of `value` in `bounds` titled with a localisable key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper of `value` in `bounds` titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

/// The − | + pill: a rounded rectangle on iOS 18, a capsule of a lighter grey on iOS 26.
private struct StepperPill: View {
    let canDecrement: Bool
    let canIncrement: Bool
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.designVersion) private var design

    var body: some View {
        if design == .iOS26 {
            buttons.background(StepperMetrics.iOS26Fill, in: Capsule())
        } else {
            buttons.background(SystemColors.tertiarySystemFill, in: RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius))
        }
    }

    private var buttons: some View {
        HStack(spacing: 0) {
            side("minus", isActive: canDecrement, action: decrement).accessibilityLabel("Decrement")
            Rectangle()
                .fill(SystemColors.separator)
                .frame(width: StepperMetrics.separatorWidth)
                .padding(.vertical, StepperMetrics.separatorInset)
            side("plus", isActive: canIncrement, action: increment).accessibilityLabel("Increment")
        }
        .frame(width: StepperMetrics.width, height: StepperMetrics.height)
    }

    private func side(_ symbol: String, isActive: Bool, action: (() -> Void)?) -> some View {
        Image(systemName: symbol)
            .fontWeight(.medium)
            .foregroundStyle(isActive && isEnabled ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            // A dimmed side does nothing when tapped, as on iOS.
            ._onRuntimeTap { if isActive { action?() } }
    }
}

/// The numbers of iOS's stepper (estimates: docs/ios-metrics.md § 7; iOS 26: § 26.11, the same 94 × 32).
enum StepperMetrics {
    static let width: CGFloat = 94
    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 8
    static let separatorWidth: CGFloat = 1
    static let separatorInset: CGFloat = 8
    /// iOS 26's fill: grey 243 over white (measured, § 26.11), as `quaternarySystemFill`
    /// (116 116 128 at 8 %; 24 % in dark mode) gives.
    static let iOS26Fill = Color(
        _light: Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, opacity: 0.08),
        dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.18))
}
