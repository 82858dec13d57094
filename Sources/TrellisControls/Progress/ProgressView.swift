import TrellisCore

/// A view that shows progress: SwiftUI's `ProgressView`. Without a value it is indeterminate
/// (a spinner); with one, a bar filled to `value / total`. Its look is the environment's
/// progress view style.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The value and total as given; checked and clamped when the view is drawn, so bad input
    /// is reported to the layout that shows it.
    let value: Double?
    let total: Double
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// For a progress view made from a style's configuration: that style's level.
    var styleLevel: Int?

    @Environment(\.self) private var environment

    init(value: Double?, total: Double, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.value = value
        self.total = total
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A progress view showing `value` out of `total`, labelled by `label` and
    /// `currentValueLabel`. A nil value is indeterminate; values outside `0...total` are clamped.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: doubleValue(value), total: Double(total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// The progress view a style's configuration describes, drawn in the style outside that style
    /// (the default style when there is none): for styles that adjust another style.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(value: configuration.fractionCompleted, total: 1, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
        styleLevel = configuration.styleLevel
    }

    public var body: some View {
        let (style, level) = environment.styles(for: ProgressViewStyleConfiguration.self).style(outside: styleLevel)
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: progressFraction(value, total), label: label.map { .init($0) },
            currentValueLabel: currentValueLabel.map { .init($0) }, styleLevel: level)
        return (style ?? AnyStyle(DefaultProgressViewStyle())).makeBody(configuration)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view labelled by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil, total: 1, label: label(), currentValueLabel: nil)
    }

    /// A progress view showing `value` out of `total`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: doubleValue(value), total: Double(total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        self.init(value: nil, total: 1, label: nil, currentValueLabel: nil)
    }

    /// A progress view showing `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: doubleValue(value), total: Double(total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(value: nil, total: 1, label: Text(titleKey), currentValueLabel: nil)
    }

    /// An indeterminate progress view titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: nil, total: 1, label: Text(title), currentValueLabel: nil)
    }

    /// A progress view titled with a localisable key, showing `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: doubleValue(value), total: Double(total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view titled with a string, showing `value` out of `total`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: doubleValue(value), total: Double(total), label: Text(title), currentValueLabel: nil)
    }
}

/// `value` as a `Double` (a function, so no closure captures the value's type).
func doubleValue<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
    guard let value else { return nil }
    return Double(value)
}

/// SwiftUI's message for a value outside `0...total`.
let progressOutOfBoundsMessage =
    "ProgressView initialized with an out-of-bounds progress value. The value will be clamped to the range of `0...total`."

/// `value / total` clamped to 0…1; nil (indeterminate) for a nil value. A NaN value or a total
/// that is not positive and finite counts as no progress, reported like an out-of-bounds value.
func progressFraction(_ value: Double?, _ total: Double) -> Double? {
    guard let value else { return nil }
    guard total > 0, total.isFinite, !value.isNaN else {
        LayoutDiagnostic._report(progressOutOfBoundsMessage)
        return 0
    }
    if value < 0 || value > total { LayoutDiagnostic._report(progressOutOfBoundsMessage) }
    return min(max(value / total, 0), 1)
}
