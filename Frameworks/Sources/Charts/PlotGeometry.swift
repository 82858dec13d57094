import Trellis

/// A position along one side of the plot: a fraction of its length plus points.
struct PlotCoordinate: Equatable {
    var fraction: CGFloat
    var points: CGFloat = 0

    func resolved(in length: CGFloat) -> CGFloat { fraction * length + points }

    static func + (lhs: PlotCoordinate, rhs: CGFloat) -> PlotCoordinate {
        PlotCoordinate(fraction: lhs.fraction, points: lhs.points + rhs)
    }

    /// The coordinate `t` of the way from `self` to `other`.
    func interpolated(to other: PlotCoordinate, _ t: CGFloat) -> PlotCoordinate {
        PlotCoordinate(fraction: fraction + (other.fraction - fraction) * t, points: points + (other.points - points) * t)
    }
}

/// A rectangle in the plot, its edges plot coordinates (y from the top).
struct PlotRect: Equatable {
    var minX: PlotCoordinate
    var maxX: PlotCoordinate
    var minY: PlotCoordinate
    var maxY: PlotCoordinate

    static let whole = PlotRect(minX: .init(fraction: 0), maxX: .init(fraction: 1), minY: .init(fraction: 0), maxY: .init(fraction: 1))

    func resolved(in size: CGSize) -> CGRect {
        let x0 = minX.resolved(in: size.width), x1 = maxX.resolved(in: size.width)
        let y0 = minY.resolved(in: size.height), y1 = maxY.resolved(in: size.height)
        return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// The point at `unit` of the rectangle.
    func point(at unit: UnitPoint) -> (x: PlotCoordinate, y: PlotCoordinate) {
        (minX.interpolated(to: maxX, unit.x), minY.interpolated(to: maxY, unit.y))
    }
}

/// Where a view of the plot goes: over a rectangle (proposed its size), or at a point by an
/// anchor (at its ideal size).
enum PlotPlacement {
    case rect(PlotRect)
    case anchored(x: PlotCoordinate, y: PlotCoordinate, anchor: UnitPoint)
}

/// A view of the plot and its place.
struct PlotItem {
    var placement: PlotPlacement
    var view: AnyView
    var zIndex: Double = 0
}

/// An entry of the legend.
struct LegendEntry {
    var label: String
    var style: AnyShapeStyle
    var symbol: AnyChartSymbolShape?
}

/// Everything a chart draws, found from its marks: the scales, the plot's views and the legend.
struct ResolvedChart {
    var scales: ChartScales
    var items: [PlotItem]
    var legend: [LegendEntry]
    /// Only sector marks: a pie, drawn without axes.
    var isPie: Bool

    init(records: [MarkRecord], configuration: ChartConfiguration) {
        scales = ChartScales(records: records, configuration: configuration)
        let styles = StyleScale(records: records, configuration: configuration)
        isPie = !records.isEmpty && records.allSatisfy { $0.kind == .sector }
        var builder = MarkGeometry(records: records, scales: scales, styles: styles)
        items = builder.items()
        legend = styles.domain.keys.map { key in
            let symbolRecord = records.first { $0.styleBy?.value.text == key && $0.symbolBy != nil }
            return LegendEntry(
                label: key, style: styles.style(for: key),
                symbol: symbolRecord.map { _ in builder.symbol(for: key) })
        }
        if configuration.legendVisibility == .hidden { legend = [] }
    }
}
