import TrellisCore

/// A bar that fills from the leading edge: the default gauge style on iOS.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                configuration.currentValueLabel
            }
            GaugeBar(fraction: configuration.value)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
    }
}

/// A ring filled clockwise from the top to the value, the current value inside.
public struct CircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeArc(fraction: 1).stroke(SystemColors.systemFill, style: GaugeMetrics.ringStroke)
            GaugeArc(fraction: configuration.value).stroke(.tint, style: GaugeMetrics.ringStroke)
            configuration.currentValueLabel.font(.caption)
        }
        .padding(GaugeMetrics.ringWidth / 2)
        .frame(width: GaugeMetrics.ringDiameter, height: GaugeMetrics.ringDiameter)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The platform's default style: a linear capacity bar.
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A bar that fills from the leading edge.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// The accessory bar (drawn as the capacity bar).
    public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// The accessory capacity bar.
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == CircularCapacityGaugeStyle {
    /// The accessory ring (drawn as the capacity ring).
    public static var accessoryCircular: CircularCapacityGaugeStyle { CircularCapacityGaugeStyle() }
    /// A ring filled to the value.
    public static var accessoryCircularCapacity: CircularCapacityGaugeStyle { CircularCapacityGaugeStyle() }
}

/// A gauge's bar: a grey capsule track, tinted from the leading edge.
private struct GaugeBar: View {
    let fraction: Double

    var body: some View {
        Capsule()
            .fill(SystemColors.systemFill)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: GaugeMetrics.barHeight)
    }
}

/// An arc from the top of the largest circle in the rectangle, clockwise through `fraction` of
/// a turn, as a polyline fine enough to look round (Trellis's `Path` has no arcs yet).
struct GaugeArc: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let turn = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        guard turn > 0 else { return path }
        let radius = min(rect.width, rect.height) / 2
        let segments = max(2, Int((turn * 96).rounded(.up)))
        for step in 0...segments {
            let angle = -Double.pi / 2 + 2 * Double.pi * turn * Double(step) / Double(segments)
            let point = CGPoint(x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle)))
            if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

/// The numbers of gauges (estimates: docs/ios-metrics.md § 13).
enum GaugeMetrics {
    static let barHeight: CGFloat = 4
    static let spacing: CGFloat = 4
    static let ringDiameter: CGFloat = 58
    static let ringWidth: CGFloat = 6
    static let ringStroke = StrokeStyle(lineWidth: ringWidth, lineCap: .round)
}

extension AnyStyle where Configuration == GaugeStyleConfiguration {
    init<S: GaugeStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}
