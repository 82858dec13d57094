import Foundation
import Trellis

extension View {
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Replaces the x axis's marks with `content`.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks()
        return chartConfiguration { $0.xAxis = .marks(marks) }
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis = visibility == .hidden ? .hidden : .automatic }
    }

    /// Replaces the y axis's marks with `content`.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks()
        return chartConfiguration { $0.yAxis = .marks(marks) }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis = visibility == .hidden ? .hidden : .automatic }
    }

    /// Sets the x scale's domain.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let setting = domain._domainSetting.setting
        return chartConfiguration { $0.xDomain = setting }
    }

    /// Sets the x scale's domain (the range is accepted and not applied).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type)
    }

    /// Accepted: the x scale's range in the plot.
    public func chartXScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View { self }

    /// Sets the y scale's domain.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let setting = domain._domainSetting.setting
        return chartConfiguration { $0.yDomain = setting }
    }

    /// Sets the y scale's domain (the range is accepted and not applied).
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type)
    }

    /// Accepted: the y scale's range in the plot.
    public func chartYScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View { self }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }

    /// Places the legend.
    public func chartLegend(position: ChartLegendPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legendPosition = position }
    }

    /// Replaces the legend with `content`.
    public func chartLegend<Content: View>(
        position: ChartLegendPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let view = AnyView(content())
        return chartConfiguration {
            $0.legendPosition = position
            $0.legendContent = view
        }
    }

    /// Colours the values of `foregroundStyle(by:)`: each key's style.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let domain = mapping.map { $0.key._plotValue }
        let range = mapping.map { AnyShapeStyle($0.value) }
        return chartConfiguration {
            $0.styleDomain = domain
            $0.styleRange = range
        }
    }

    /// Colours the values of `domain` with the styles of `range`, in turn.
    public func chartForegroundStyleScale<Domain: Collection, Range: Collection>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View where Domain.Element: Plottable, Range.Element: ShapeStyle {
        let values = domain.map(\._plotValue)
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfiguration {
            $0.styleDomain = values
            $0.styleRange = styles
        }
    }

    /// Colours the values of `foregroundStyle(by:)` with the styles of `range`, in turn.
    public func chartForegroundStyleScale<Range: Collection>(range: Range, type: ScaleType? = nil) -> some View
    where Range.Element: ShapeStyle {
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfiguration { $0.styleRange = styles }
    }

    /// Accepted: the symbols of `symbol(by:)`.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }

    /// Styles the plot area: `content` receives the plot and returns it modified.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// A title below the x axis.
    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title below the x axis.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A view as the x axis's title.
    public func chartXAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        let view = AnyView(content())
        return chartConfiguration { $0.xAxisTitle = view }
    }

    /// A title above the y axis.
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title above the y axis.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A view as the y axis's title.
    public func chartYAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        let view = AnyView(content())
        return chartConfiguration { $0.yAxisTitle = view }
    }

    /// A view over the plot area, made with a proxy that converts values to positions.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.overlay = { AnyView(content($0)) } }
    }

    /// A view behind the plot area, made with a proxy that converts values to positions.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.background = { AnyView(content($0)) } }
    }

    /// Accepted: a selection binding (nothing is ever selected in a picture).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Accepted: a selection binding.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Accepted: a selection binding.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Accepted: scrolling (the whole domain is drawn).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    /// Accepted: the visible part of a scrolling chart.
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { self }
    /// Accepted: the scroll position of a scrolling chart.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    /// Accepted: the scroll position of a scrolling chart.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
}

/// The range of a scale in the plot: Swift Charts' `PlotDimensionScaleRange` (accepted).
public struct PlotDimensionScaleRange: Sendable {
    public static let automatic = PlotDimensionScaleRange()
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> Self { Self() }
    public static func plotDimension(padding: CGFloat) -> Self { Self() }
}

/// Converts between data values and positions in the plot: Swift Charts' `ChartProxy`. Positions
/// are in the plot area's space.
public struct ChartProxy {
    let xScale: ChartScale
    let yScale: ChartScale
    /// The size of the plot area.
    public let plotSize: CGSize

    /// The size of the plot area (iOS 16's name).
    public var plotAreaSize: CGSize { plotSize }

    /// The x position of `value`, or nil when it is not on the x scale.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        xScale.fraction(of: value._plotValue).map { $0 * plotSize.width }
    }

    /// The y position of `value`, or nil when it is not on the y scale.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        yScale.fraction(of: value._plotValue).map { (yScale.isCategorical ? $0 : 1 - $0) * plotSize.height }
    }

    /// The position of a pair of values.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position` (continuous scales and categories).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position / max(plotSize.width, 1), on: xScale, as: type)
    }

    /// The y value at `position`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        let fraction = position / max(plotSize.height, 1)
        return value(at: yScale.isCategorical ? fraction : 1 - fraction, on: yScale, as: type)
    }

    private func value<P: Plottable>(at fraction: CGFloat, on scale: ChartScale, as type: P.Type) -> P? {
        switch scale {
        case .categories(let names):
            guard !names.isEmpty else { return nil }
            let index = min(max(Int(fraction * CGFloat(names.count)), 0), names.count - 1)
            return AxisValue(value: .category(names[index]), index: index, count: names.count).as(type)
        case .continuous(let lower, let upper, _, let isDate):
            let number = lower + Double(fraction) * (upper - lower)
            let value: _PlotValue = isDate ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
            return AxisValue(value: value, index: 0, count: 1).as(type)
        }
    }
}
