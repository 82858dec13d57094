import Trellis

/// What the chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`…) set: they write it into
/// the environment, and a `Chart` below reads it.
struct ChartConfiguration {
    enum AxisSetting {
        case automatic
        case hidden
        case marks([_ResolvedAxisMarks])
    }

    enum DomainSetting {
        case automatic(includesZero: Bool?, reversed: Bool?)
        case range(lower: _PlotValue, upper: _PlotValue)
        case values([_PlotValue])
    }

    var xAxis: AxisSetting = .automatic
    var yAxis: AxisSetting = .automatic
    var xDomain: DomainSetting?
    var yDomain: DomainSetting?
    var legendVisibility: Visibility = .automatic
    var legendPosition: ChartLegendPosition = .automatic
    var legendContent: AnyView?
    var styleDomain: [_PlotValue]?
    var styleRange: [AnyShapeStyle]?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var xAxisTitle: AnyView?
    var yAxisTitle: AnyView?
    var overlay: ((ChartProxy) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// The domain of a scale: Swift Charts' `ScaleDomain` (ranges and arrays of plottable values,
/// and `.automatic(includesZero:reversed:)`).
public protocol ScaleDomain {
    /// The domain as the chart reads it.
    var _domainSetting: _DomainSetting { get }
}

/// A scale domain, type-erased.
public struct _DomainSetting {
    let setting: ChartConfiguration.DomainSetting
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domainSetting: _DomainSetting {
        _DomainSetting(setting: .range(lower: lowerBound._plotValue, upper: upperBound._plotValue))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _domainSetting: _DomainSetting {
        _DomainSetting(setting: .range(lower: lowerBound._plotValue, upper: upperBound._plotValue))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _domainSetting: _DomainSetting { _DomainSetting(setting: .values(map(\._plotValue))) }
}

/// A domain taken from the data: Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    public var _domainSetting: _DomainSetting {
        _DomainSetting(setting: .automatic(includesZero: includesZero, reversed: reversed))
    }
    /// The data's domain.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's domain, with or without 0.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// The type of a scale (accepted; scales are linear, or bands for categories).
public struct ScaleType: Sendable {
    public static let automatic = ScaleType()
    public static let linear = ScaleType()
    public static let log = ScaleType()
    public static let squareRoot = ScaleType()
    public static let category = ScaleType()
    public static let date = ScaleType()
    public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType() }
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType() }
}

/// Where the legend goes: Swift Charts' `ChartLegendPosition`.
public struct ChartLegendPosition: Equatable, Sendable {
    enum Kind: Sendable { case automatic, top, bottom, leading, trailing, overlay }
    let kind: Kind
    public static let automatic = ChartLegendPosition(kind: .automatic)
    public static let top = ChartLegendPosition(kind: .top)
    public static let bottom = ChartLegendPosition(kind: .bottom)
    public static let leading = ChartLegendPosition(kind: .leading)
    public static let trailing = ChartLegendPosition(kind: .trailing)
    public static let topLeading = ChartLegendPosition(kind: .top)
    public static let topTrailing = ChartLegendPosition(kind: .top)
    public static let bottomLeading = ChartLegendPosition(kind: .bottom)
    public static let bottomTrailing = ChartLegendPosition(kind: .bottom)
    public static let overlay = ChartLegendPosition(kind: .overlay)
}

/// The plot area as `chartPlotStyle`'s closure receives it: Swift Charts' `ChartPlotContent`.
public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}
