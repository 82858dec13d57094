import TrellisCore

/// A control for a value in a range: SwiftUI's `Slider`. As wide as offered: a 4-point track,
/// tinted up to the value, with a white 28-point thumb at the value; the minimum and maximum
/// value labels at its ends. The label is not shown on iOS (it names the slider).
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init(fraction: Double, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A slider of `value` in `bounds`, with value labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: nil), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A slider of `value` in `bounds` moving by `step`, with value labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: Double(step)), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public var body: some View {
        HStack {
            minimumValueLabel
            SliderTrack(fraction: fraction)
            maximumValueLabel
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`, named by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: nil), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider of `value` in `bounds` moving by `step`, named by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: Double(step)), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: nil), label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider of `value` in `bounds` moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: Double(step)), label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

/// Where `value` sits in `bounds`, 0…1: snapped to `step` from the lower bound, clamped; 0 for
/// NaN, an empty range or infinite bounds.
func sliderFraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, step: Double?) -> Double {
    let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
    var value = Double(value)
    let span = upper - lower
    guard span > 0, span.isFinite, !value.isNaN else { return 0 }
    value = min(max(value, lower), upper)
    if let step, step > 0, step.isFinite {
        value = min(lower + ((value - lower) / step).rounded() * step, upper)
    }
    return (value - lower) / span
}

/// The track and thumb: the thumb's centre travels from one radius in to one radius short of
/// the end, and the tinted part of the track ends under it.
private struct SliderTrack: View {
    let fraction: Double

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            let travel = max(0, width - SliderMetrics.thumbDiameter)
            let thumbCentre = SliderMetrics.thumbDiameter / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(SystemColors.systemFill).frame(height: SliderMetrics.trackHeight)
                Capsule().fill(.tint).frame(width: thumbCentre, height: SliderMetrics.trackHeight)
                Circle()
                    .fill(Color.white)
                    .modifier(KnobShadow.sliderThumb)
                    .frame(width: SliderMetrics.thumbDiameter, height: SliderMetrics.thumbDiameter)
                    .offset(x: thumbCentre - SliderMetrics.thumbDiameter / 2)
            }
            .frame(width: width, height: proxy.size.height)
        }
        .frame(height: SliderMetrics.height)
    }
}

/// The numbers of iOS's slider (docs/ios-metrics.md § 6; height and track are estimates).
enum SliderMetrics {
    static let height: CGFloat = 34
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
}
