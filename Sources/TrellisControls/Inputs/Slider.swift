import TrellisCore

/// A control for a value in a range: SwiftUI's `Slider`. As wide as offered: a 4-point track,
/// tinted up to the value, with a white 28-point thumb at the value; the minimum and maximum
/// value labels at its ends. The label is not shown on iOS (it names the slider). Under a
/// `ViewHost`, a drag on the track sets the value (SliderDrag.swift).
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let drag: SliderDrag?

    init(fraction: Double, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, drag: SliderDrag? = nil) {
        self.fraction = fraction
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.drag = drag
    }

    /// A slider of `value` in `bounds`, with value labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: nil), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  drag: SliderDrag(value, bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` moving by `step`, with value labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: Double(step)), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  drag: SliderDrag(value, bounds, step: Double(step), onEditingChanged: onEditingChanged))
    }

    public var body: some View {
        HStack {
            minimumValueLabel
            SliderTrack(fraction: fraction, drag: drag)
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
                  minimumValueLabel: nil, maximumValueLabel: nil,
                  drag: SliderDrag(value, bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` moving by `step`, named by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: Double(step)), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil,
                  drag: SliderDrag(value, bounds, step: Double(step), onEditingChanged: onEditingChanged))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: nil), label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil,
                  drag: SliderDrag(value, bounds, step: nil, onEditingChanged: onEditingChanged))
    }

    /// A slider of `value` in `bounds` moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: sliderFraction(value.wrappedValue, bounds, step: Double(step)), label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil,
                  drag: SliderDrag(value, bounds, step: Double(step), onEditingChanged: onEditingChanged))
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
    let drag: SliderDrag?
    @Environment(\.designVersion) private var design
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        let metrics = SliderMetrics.of(design)
        GeometryReader { proxy in
            let width = proxy.size.width
            let travel = max(0, width - metrics.thumbWidth)
            let thumbCentre = metrics.thumbWidth / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(metrics.maximumTrack).frame(height: metrics.trackHeight)
                Capsule().fill(.tint).frame(width: thumbCentre, height: metrics.trackHeight)
                thumb(metrics)
                    .frame(width: metrics.thumbWidth, height: metrics.thumbHeight)
                    .offset(x: thumbCentre - metrics.thumbWidth / 2)
            }
            .frame(width: width, height: proxy.size.height)
        }
        // Under a runtime, the track follows a drag: onEditingChanged(true) when the pointer
        // goes down, the value under it at each move, onEditingChanged(false) when it lifts.
        ._onRuntimeDrag(
            kindName: "Slider", began: { drag?.onEditingChanged(true) },
            changed: { [direction] point, size in
                // Right to left, the track is drawn mirrored: the lower bound at the right end.
                let x = direction == .rightToLeft ? size.width - point.x : point.x
                drag?.follow(x, width: size.width, thumbWidth: metrics.thumbWidth)
            },
            ended: { _, _ in drag?.onEditingChanged(false) })
        .frame(height: metrics.height)
    }

    /// iOS 18's round thumb with its two shadows, or iOS 26's capsule with one soft shadow.
    @ViewBuilder private func thumb(_ metrics: SliderMetrics) -> some View {
        if metrics.thumbWidth == metrics.thumbHeight {
            Circle().fill(Color.white).modifier(KnobShadow.sliderThumb)
        } else {
            Capsule().fill(Color.white)
                .shadow(color: .black.opacity(SliderMetrics.iOS26ThumbShadowOpacity), radius: 3, x: 0, y: 1)
        }
    }
}

/// The numbers of the iOS slider, per design (sources in docs/ios-metrics.md § 6 and § 26.11).
struct SliderMetrics {
    /// The slider's height (the thumb is centred in it).
    let height: CGFloat
    let trackHeight: CGFloat
    let thumbWidth: CGFloat
    let thumbHeight: CGFloat
    /// The track beyond the thumb.
    let maximumTrack: Color

    /// iOS 17 and 18: a 4-point track and a 28-point round thumb.
    static let iOS18 = SliderMetrics(
        height: 34, trackHeight: 4, thumbWidth: 28, thumbHeight: 28, maximumTrack: SystemColors.systemFill)
    /// iOS 26: a 6-point track, a 37 × 24 capsule thumb, the track beyond it black at 10 %
    /// (white at 10 % in dark mode); the slider keeps iOS 18's height (estimate).
    static let iOS26 = SliderMetrics(
        height: 34, trackHeight: 6, thumbWidth: 37, thumbHeight: 24,
        maximumTrack: Color(_light: Color.black.opacity(26.0 / 255), dark: Color.white.opacity(0.1)))
    /// iOS 26's thumb shadow: black at 11 %, blurred 3, 1 down.
    static let iOS26ThumbShadowOpacity = 0.11

    static func of(_ design: DesignVersion) -> SliderMetrics {
        switch design {
        case .iOS18: iOS18
        case .iOS26: iOS26
        }
    }
}
