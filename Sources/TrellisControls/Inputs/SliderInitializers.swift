import TrellisCore

// SwiftUI's first slider initializers (iOS 13), deprecated but still in SwiftUI and in older
// apps: the value labels are views, not closures, and the label closure comes last. They are
// disfavoured so that a call both forms accept (`Slider(value: $v) { Text("Volume") }`) takes
// the current one, as it does in SwiftUI.

extension Slider {
    /// A slider of `value` in `bounds`, with value labels at its ends (SwiftUI's deprecated form).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: nil), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  drag: SliderDrag(value, bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` moving by `step`, with value labels at its ends (SwiftUI's
    /// deprecated form).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: Double(step)), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  drag: SliderDrag(value, bounds, step: Double(step), onEditingChanged: onEditingChanged))
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`, named by `label` (SwiftUI's deprecated form).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: nil), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil,
                  drag: SliderDrag(value, bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` moving by `step`, named by `label` (SwiftUI's deprecated
    /// form).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: Double(step)), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil,
                  drag: SliderDrag(value, bounds, step: Double(step), onEditingChanged: onEditingChanged))
    }
}
