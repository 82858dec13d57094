import TrellisCore

/// The look of progress views: SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle {
    associatedtype Body: View
    /// The progress view: its fraction and labels composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public typealias Label = _StyledContent

    /// The progress view's current-value label, type-erased.
    public typealias CurrentValueLabel = _StyledContent

    /// The completed fraction, 0…1, or nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
    /// Where in the environment's style stack the style drawing this configuration is.
    var styleLevel = -1
}

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}

/// The default style: a bar when the progress is known, a spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar that fills the width, tinted to the completed fraction; the label above it, the
/// current value below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    /// A bar filled with `tint`.
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: ProgressMetrics.labelSpacing) {
            configuration.label
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint)
            configuration.currentValueLabel
                .font(ProgressMetrics.currentValueFont)
                .foregroundStyle(.secondary)
        }
    }
}

/// The spinning activity indicator (iOS shows it whatever the progress), its label below it.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    /// A spinner (the tint is accepted; iOS's spinner is grey).
    public init(tint: Color) {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack {
            ActivityIndicator()
            configuration.label
            configuration.currentValueLabel.font(ProgressMetrics.currentValueFont)
        }
        .foregroundStyle(.secondary)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The bar of a linear progress view: a grey capsule track, tinted from the leading edge.
private struct ProgressBar: View {
    let fraction: Double
    let tint: Color?
    @Environment(\.designVersion) private var design

    var body: some View {
        let fill = tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(.tint)
        Capsule()
            .fill(SystemColors.systemFill)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    let width =
                        design == .iOS26
                        ? ProgressMetricsIOS26.fillWidth(fraction: fraction, width: proxy.size.width) : proxy.size.width * fraction
                    Capsule().fill(fill).frame(width: width)
                }
            }
            .frame(height: ProgressMetrics.barHeight)
    }
}

/// iOS's activity indicator: eight spokes around a centre, fading round the circle.
private struct ActivityIndicator: View {
    @Environment(\.controlSize) private var controlSize
    @Environment(\.designVersion) private var design

    var body: some View {
        if design == .iOS26 {
            GlassEraActivityIndicator(metrics: .spinner(controlSize))
        } else {
            spokes
        }
    }

    /// The iOS 17/18 spinner.
    @ViewBuilder private var spokes: some View {
        let diameter = ProgressMetrics.spinnerDiameter(controlSize)
        let spokeLength = diameter * ProgressMetrics.spokeLengthRatio
        let spokeWidth = diameter * ProgressMetrics.spokeWidthRatio
        ZStack {
            ForEach(0..<ProgressMetrics.spokeCount, id: \.self) { index in
                Capsule()
                    .fill(.secondary)
                    .frame(width: spokeWidth, height: spokeLength)
                    .offset(y: (spokeLength - diameter) / 2)
                    .rotationEffect(.degrees(Double(index) * 360 / Double(ProgressMetrics.spokeCount)))
                    .opacity(ProgressMetrics.spokeOpacity(index))
            }
        }
        .frame(width: diameter, height: diameter)
    }
}

/// The numbers of iOS's progress views (sources in docs/ios-metrics.md).
enum ProgressMetrics {
    static let barHeight: CGFloat = 4
    static let labelSpacing: CGFloat = 4
    static let currentValueFont = Font.caption
    static let spokeCount = 8
    static let spokeLengthRatio: CGFloat = 0.28
    static let spokeWidthRatio: CGFloat = 0.11

    /// The spinner's size at each control size.
    static func spinnerDiameter(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small: 14
        case .regular: 20
        case .large, .extraLarge: 37
        }
    }

    /// Spokes fade clockwise from the one at the top: the first frame of the animation.
    static func spokeOpacity(_ index: Int) -> Double {
        1 - Double(index) * 0.7 / Double(spokeCount)
    }
}
