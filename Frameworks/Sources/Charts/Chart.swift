import Trellis

/// A chart: Swift Charts' `Chart`. It takes the space it is offered and draws its marks in a
/// plot area, with the axes' labels in gutters beside it (y at the trailing edge, x below) and
/// the legend below.
///
/// Its parts carry accessibility identifiers a layout can be asked about:
/// `Chart.plotArea`, `Chart.xAxis`, `Chart.yAxis` and `Chart.legend`.
public struct Chart<Content: ChartContent>: View {
    let content: Content

    @Environment(\.chartConfiguration) private var configuration

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        var marks = _ChartMarks()
        content._collect(into: &marks)
        let configuration = configuration
        let chart = ResolvedChart(records: marks.records, configuration: configuration)
        return ChartBody(chart: chart, configuration: configuration)
    }
}

extension Chart {
    /// A chart of one piece of content per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of one piece of content per element of identifiable `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
}

/// The parts of a chart, laid out by `ChartLayout`.
struct ChartBody: View {
    let chart: ResolvedChart
    let configuration: ChartConfiguration

    var body: some View {
        let xAxis = chart.isPie ? nil : ResolvedAxis(scale: chart.scales.x, isX: true, setting: configuration.xAxis)
        let yAxis = chart.isPie ? nil : ResolvedAxis(scale: chart.scales.y, isX: false, setting: configuration.yAxis)
        let showsLegend = configuration.legendVisibility != .hidden
            && (configuration.legendContent != nil || !chart.legend.isEmpty)
        let legendOnTop = configuration.legendPosition.kind == .top
        let proxy = { (size: CGSize) in ChartProxy(xScale: chart.scales.x, yScale: chart.scales.y, plotSize: size) }
        let roles: [ChartLayout.Role] = [.plot]
            + (configuration.background != nil ? [.plotBackground] : [])
            + (configuration.overlay != nil ? [.plotOverlay] : [])
            + (yAxis.map { [.yAxis($0.edge)] } ?? [])
            + (xAxis.map { [.xAxis($0.edge)] } ?? [])
            + (showsLegend ? [.legend(top: legendOnTop)] : [])
            + (configuration.xAxisTitle != nil ? [.xTitle] : [])
            + (configuration.yAxisTitle != nil ? [.yTitle] : [])
        return ChartLayout(roles: roles) {
            PlotArea(chart: chart, xAxis: xAxis, yAxis: yAxis, plotStyle: configuration.plotStyle)
                .accessibilityIdentifier("Chart.plotArea")
            if let background = configuration.background {
                GeometryReader { geometry in background(proxy(geometry.size)) }
            }
            if let overlay = configuration.overlay {
                GeometryReader { geometry in overlay(proxy(geometry.size)) }
            }
            if let yAxis {
                AxisLabelsLayout(vertical: true, labels: yAxis.labels) {
                    ForEach(0..<yAxis.labels.count) { yAxis.labels[$0].view }
                }
                .accessibilityIdentifier("Chart.yAxis")
            }
            if let xAxis {
                AxisLabelsLayout(vertical: false, labels: xAxis.labels) {
                    ForEach(0..<xAxis.labels.count) { xAxis.labels[$0].view }
                }
                .accessibilityIdentifier("Chart.xAxis")
            }
            if showsLegend {
                Group {
                    if let content = configuration.legendContent {
                        content
                    } else {
                        ChartLegend(entries: chart.legend)
                    }
                }
                .accessibilityIdentifier("Chart.legend")
            }
            if let title = configuration.xAxisTitle {
                title.font(ChartMetrics.labelFont).foregroundStyle(.secondary)
            }
            if let title = configuration.yAxisTitle {
                title.font(ChartMetrics.labelFont).foregroundStyle(.secondary)
            }
        }
    }
}

/// The plot: its grid lines and ticks, then the marks, as `chartPlotStyle` styles them.
struct PlotArea: View {
    let chart: ResolvedChart
    let xAxis: ResolvedAxis?
    let yAxis: ResolvedAxis?
    let plotStyle: ((ChartPlotContent) -> AnyView)?

    var body: some View {
        let lines = (xAxis?.lines ?? []) + (yAxis?.lines ?? [])
        let plot = ZStack {
            ForEach(0..<lines.count) { index in
                let line = lines[index]
                GridLines(vertical: line.isVertical ? [line.line] : [], horizontal: line.isVertical ? [] : [line.line])
                    .stroke(line.style, style: line.stroke)
            }
            PlotLayout(placements: chart.items.map(\.placement)) {
                ForEach(0..<chart.items.count) { chart.items[$0].view }
            }
        }
        if let plotStyle {
            return AnyView(plotStyle(ChartPlotContent(content: AnyView(plot))))
        }
        return AnyView(plot)
    }
}

/// The default legend: a symbol (a circle unless the marks' symbols vary) and the value, for
/// each value of `foregroundStyle(by:)`, in a row.
struct ChartLegend: View {
    let entries: [LegendEntry]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<entries.count) { index in
                let entry = entries[index]
                HStack(spacing: 4) {
                    (entry.symbol ?? AnyChartSymbolShape(BasicChartSymbolShape.circle))
                        .fill(entry.style)
                        .frame(width: ChartMetrics.legendSymbolSize, height: ChartMetrics.legendSymbolSize)
                    Text(verbatim: entry.label)
                        .font(ChartMetrics.legendFont)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}
