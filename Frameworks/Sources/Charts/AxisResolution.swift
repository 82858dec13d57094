import Foundation
import Trellis

/// The numbers of axes and legends (estimates: docs/charts.md).
enum ChartMetrics {
    static let tickLength: CGFloat = 4
    /// From the plot's edge to an axis's labels (the ticks lie in it).
    static let labelGap: CGFloat = 6
    static let gridWidth: CGFloat = 0.5
    static let gridColor = Color.secondary.opacity(0.5)
    static let labelFont = Font.caption2
    static let legendSpacing: CGFloat = 8
    static let legendSymbolSize: CGFloat = 8
    static let legendFont = Font.caption
    static let titleSpacing: CGFloat = 4
    /// The plot's length along an axis the chart is offered no length for.
    static let idealPlotLength: CGFloat = 200
}

/// A drawn line of an axis: a grid line across the plot or a tick past its edge.
struct AxisLine {
    var line: GridLines.Line
    var isVertical: Bool
    var stroke: StrokeStyle
    var style: AnyShapeStyle
}

/// A label of an axis at a position along it (from the leading edge, or from the top).
struct AxisLabelItem {
    var fraction: CGFloat
    var view: AnyView
    var anchor: UnitPoint
}

/// An axis as drawn: its lines, its labels and the side they are on.
struct ResolvedAxis {
    var edge: Edge
    var lines: [AxisLine] = []
    var labels: [AxisLabelItem] = []

    /// The axis of `scale` as `setting` describes it, or nil when hidden.
    init?(scale: ChartScale, isX: Bool, setting: ChartConfiguration.AxisSetting) {
        let marks: [_ResolvedAxisMarks]
        switch setting {
        case .hidden: return nil
        case .marks(let list): marks = list
        case .automatic:
            let labelOnly: ((AxisValue) -> [_AxisComponents])? = scale.isCategorical
                ? { _ in AxisValueLabel()._components() } : nil
            marks = [_ResolvedAxisMarks(position: .automatic, values: .automatic, stroke: nil, content: labelOnly)]
        }
        edge = isX ? .bottom : .trailing
        for mark in marks {
            let edge: Edge = switch mark.position.kind {
            case .automatic: isX ? .bottom : .trailing
            case .leading: isX ? .bottom : .leading
            case .trailing: isX ? .bottom : .trailing
            case .top: isX ? .top : .trailing
            case .bottom: isX ? .bottom : .trailing
            }
            self.edge = edge
            let values = Self.values(mark.values, on: scale)
            for (index, value) in values.enumerated() {
                guard let raw = scale.fraction(of: value) else { continue }
                let fraction = isX || scale.isCategorical ? raw : 1 - raw
                let axisValue = AxisValue(value: value, index: index, count: values.count)
                for component in mark.components(at: axisValue) {
                    add(component, value: value, fraction: fraction, isX: isX, scale: scale, strideUnit: mark.values)
                }
            }
        }
    }

    private mutating func add(
        _ component: AxisComponent, value: _PlotValue, fraction: CGFloat, isX: Bool, scale: ChartScale, strideUnit: AxisMarkValues
    ) {
        let outsetAtStart = edge == .leading || edge == .top
        switch component {
        case .gridLine(let stroke, let style):
            lines.append(AxisLine(line: GridLines.Line(fraction: fraction), isVertical: isX,
                                  stroke: stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridWidth),
                                  style: style ?? AnyShapeStyle(ChartMetrics.gridColor)))
        case .tick(let length, let stroke, let style):
            let length = length ?? ChartMetrics.tickLength
            lines.append(AxisLine(
                line: GridLines.Line(fraction: fraction, startOutset: outsetAtStart ? length : 0,
                                     endOutset: outsetAtStart ? 0 : length, crossesPlot: false),
                isVertical: isX, stroke: stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridWidth),
                style: style ?? AnyShapeStyle(ChartMetrics.gridColor)))
        case .label(let content, let format, let anchor, _, let style, let font):
            let base: AnyView
            if let content {
                base = content
            } else {
                base = AnyView(Text(verbatim: format?(value) ?? Self.text(of: value, on: scale, stride: strideUnit)))
            }
            let view = AnyView(base.font(font ?? ChartMetrics.labelFont)
                .foregroundStyle(style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)))
            let defaultAnchor: UnitPoint = switch edge {
            case .trailing: .leading
            case .leading: .trailing
            case .top: scale.isCategorical ? .bottom : .bottomLeading
            case .bottom: scale.isCategorical || !Self.isDate(scale) ? .top : .topLeading
            }
            labels.append(AxisLabelItem(fraction: fraction, view: view, anchor: anchor ?? defaultAnchor))
        }
    }

    private static func isDate(_ scale: ChartScale) -> Bool {
        if case .continuous(_, _, _, true) = scale { true } else { false }
    }

    /// A value's default label.
    static func text(of value: _PlotValue, on scale: ChartScale, stride: AxisMarkValues) -> String {
        guard case .date(let date) = value else { return value.text }
        if case .dateStride(let component, _) = stride.kind,
           let unit = DateTicks.units.first(where: { $0.component == component }) {
            return AxisLabelFormatting.date(date, unit: unit)
        }
        guard case .continuous(let lower, let upper, _, _) = scale else { return value.text }
        return AxisLabelFormatting.date(date, unit: DateTicks.unit(span: upper - lower))
    }

    /// The values `values` asks for on `scale`.
    static func values(_ values: AxisMarkValues, on scale: ChartScale) -> [_PlotValue] {
        switch (values.kind, scale) {
        case (.explicit(let list), _):
            return list
        case (.automatic(let count?), .continuous(let lower, let upper, _, false)):
            let step = NiceTicks.step(span: upper - lower, count: max(count, 1))
            return NiceTicks.ticks(from: lower, to: upper, step: step).map { .number($0) }
        case (.stride(let step), .continuous(let lower, let upper, _, let isDate)):
            return NiceTicks.ticks(from: lower, to: upper, step: step).map {
                isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0)
            }
        case (.dateStride(let component, let count), .continuous(let lower, let upper, _, true)):
            let calendar = ChartCalendar.calendar
            var date = calendar.dateInterval(of: component, for: Date(timeIntervalSinceReferenceDate: lower))?.start
                ?? Date(timeIntervalSinceReferenceDate: lower)
            var result: [_PlotValue] = []
            while date.timeIntervalSinceReferenceDate <= upper + 1, result.count < 400 {
                if date.timeIntervalSinceReferenceDate >= lower - 1 { result.append(.date(date)) }
                guard let next = calendar.date(byAdding: component, value: max(count, 1), to: date) else { break }
                date = next
            }
            return result
        default:
            return scale.tickValues
        }
    }
}
