import TrellisCore

/// A value within a range, shown as a level: SwiftUI's `Gauge`. On iOS the default is the
/// linear capacity style: the label above a bar tinted to the value, the bounds below it.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let value: Double
    let lowerBound: Double
    let upperBound: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    @Environment(\.self) private var environment

    /// A gauge of `value` in `bounds` with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: Double(value), lowerBound: Double(bounds.lowerBound), upperBound: Double(bounds.upperBound),
                  label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel())
    }

    init(value: Double, lowerBound: Double, upperBound: Double, label: Label, currentValueLabel: CurrentValueLabel?,
         minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?) {
        self.value = value
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// `value`'s place in the bounds, 0…1: clamped, and 0 for NaN or empty bounds.
    var fraction: Double {
        let span = upperBound - lowerBound
        guard span > 0, span.isFinite, !value.isNaN else { return 0 }
        return min(max((value - lowerBound) / span, 0), 1)
    }

    public var body: some View {
        let (style, _) = environment.styles(for: GaugeStyleConfiguration.self).style(outside: nil)
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(label), currentValueLabel: currentValueLabel.map { .init($0) },
            minimumValueLabel: minimumValueLabel.map { .init($0) }, maximumValueLabel: maximumValueLabel.map { .init($0) })
        return (style ?? AnyStyle(LinearCapacityGaugeStyle())).makeBody(configuration)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: Double(value), lowerBound: Double(bounds.lowerBound), upperBound: Double(bounds.upperBound),
                  label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, labelled by `label` and `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: Double(value), lowerBound: Double(bounds.lowerBound), upperBound: Double(bounds.upperBound),
                  label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with labels for the value and both bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: Double(value), lowerBound: Double(bounds.lowerBound), upperBound: Double(bounds.upperBound),
                  label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel())
    }
}

/// The look of gauges: SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {
    associatedtype Body: View
    /// The gauge: its level and labels composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws.
public struct GaugeStyleConfiguration {
    /// A gauge's label, type-erased.
    public typealias Label = _StyledContent
    /// The current-value label, type-erased.
    public typealias CurrentValueLabel = _StyledContent
    /// The label of the lower bound, type-erased.
    public typealias MinimumValueLabel = _StyledContent
    /// The label of the upper bound, type-erased.
    public typealias MaximumValueLabel = _StyledContent
    /// The marked values' labels, type-erased.
    public typealias MarkedValueLabel = _StyledContent

    /// The value's place in the bounds, 0…1.
    public let value: Double
    /// The gauge's label.
    public let label: Label
    /// The current-value label, if any.
    public let currentValueLabel: Label?
    /// The label of the lower bound, if any.
    public let minimumValueLabel: Label?
    /// The label of the upper bound, if any.
    public let maximumValueLabel: Label?
}
