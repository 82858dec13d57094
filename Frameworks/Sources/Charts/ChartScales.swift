import Foundation
import Trellis

/// The scales of a chart's two axes, found from its marks and the scale modifiers.
struct ChartScales {
    var x: ChartScale
    var y: ChartScale
    /// For each record (by position in the list), its interval along the value axis of a bar or
    /// an area after stacking, if it is one.
    var stacked: [Int: (Double, Double)]

    /// The default share of a band a bar takes.
    static let barBandRatio: CGFloat = 0.6

    init(records: [MarkRecord], configuration: ChartConfiguration) {
        stacked = Stacking.intervals(of: records)
        x = Self.scale(
            values: records.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } }, records: records, axis: .horizontal,
            stacked: stacked, setting: configuration.xDomain)
        y = Self.scale(
            values: records.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } }, records: records, axis: .vertical,
            stacked: stacked, setting: configuration.yDomain)
    }

    /// Whether a bar lies along x (a horizontal bar: categories or intervals on y, numbers on x).
    static func isHorizontal(_ record: MarkRecord) -> Bool {
        if record.xStart != nil, record.xEnd != nil, record.yStart == nil { return true }
        if record.x == nil, record.y != nil { return true }
        guard let x = record.x, let y = record.y else { return false }
        if case .category = y.value, x.value.continuous != nil { return true }
        return false
    }

    private static func scale(
        values: [MarkRecord.Channel], records: [MarkRecord], axis: Axis, stacked: [Int: (Double, Double)],
        setting: ChartConfiguration.DomainSetting?
    ) -> ChartScale {
        let plotted = values.map(\.value)
        let hasCategory = plotted.contains { if case .category = $0 { true } else { false } }
        if hasCategory || { if case .values(let list) = setting, list.contains(where: { $0.continuous == nil }) { true } else { false } }() {
            if case .values(let list) = setting { return .categories(list.map(\.text)) }
            var domain = ChannelDomain()
            for value in plotted { if case .category(let name) = value { domain.add(name) } }
            return .categories(domain.keys)
        }
        let isDate = plotted.contains { if case .date = $0 { true } else { false } }
        var numbers: [Double] = []
        for (index, record) in records.enumerated() where record.kind != .sector {
            let isValueAxis = (record.kind == .bar || record.kind == .area) && (isHorizontal(record) == (axis == .horizontal))
            if isValueAxis, let interval = stacked[index] {
                numbers += [interval.0, interval.1]
                continue
            }
            let channels = axis == .horizontal ? [record.x, record.xStart, record.xEnd] : [record.y, record.yStart, record.yEnd]
            for channel in channels.compactMap({ $0 }) {
                guard let number = channel.value.continuous else { continue }
                numbers.append(number)
                if let unit = channel.unitLength { numbers.append(number + unit) }
            }
            if isValueAxis { numbers.append(0) }
        }
        switch setting {
        case .range(let lower, let upper):
            let low = lower.continuous ?? 0, high = upper.continuous ?? 1
            let step = NiceTicks.step(span: high - low, count: 5)
            return .continuous(lower: low, upper: high, ticks: NiceTicks.ticks(from: low, to: high, step: step), isDate: isDate)
        case .values(let list):
            let listed = list.compactMap(\.continuous)
            if let low = listed.min(), let high = listed.max() {
                let step = NiceTicks.step(span: high - low, count: 5)
                return .continuous(lower: low, upper: high, ticks: NiceTicks.ticks(from: low, to: high, step: step), isDate: isDate)
            }
        default: break
        }
        var includesZero = !isDate
        if case .automatic(let zero, _) = setting, let zero { includesZero = zero && !isDate }
        if includesZero { numbers.append(0) }
        guard let low = numbers.min(), let high = numbers.max() else {
            return .continuous(lower: 0, upper: 1, ticks: NiceTicks.domain(lower: 0, upper: 1).ticks, isDate: false)
        }
        if isDate {
            let span = max(high - low, 1)
            return .continuous(lower: low, upper: low + span, ticks: DateTicks.ticks(lower: low, upper: low + span), isDate: true)
        }
        let nice = NiceTicks.domain(lower: low, upper: high)
        return .continuous(lower: nice.lower, upper: nice.upper, ticks: nice.ticks, isDate: false)
    }
}

/// Bars sharing a band stack (each starts where the previous ended; negatives downwards from 0),
/// and so do the areas of several series at an x value.
enum Stacking {
    /// The interval along the value axis of every stackable record, by its place in the list.
    static func intervals(of records: [MarkRecord]) -> [Int: (Double, Double)] {
        var result: [Int: (Double, Double)] = [:]
        struct Key: Hashable { let kind: MarkRecord.Kind; let band: String; let slot: String; let horizontal: Bool }
        var groups: [Key: [Int]] = [:]
        var order: [Key] = []
        for (index, record) in records.enumerated() where record.kind == .bar || record.kind == .area {
            let horizontal = record.kind == .bar && ChartScales.isHorizontal(record)
            let value = horizontal ? record.x : record.y
            let band = horizontal ? record.y : record.x
            // Explicit intervals.
            if let start = horizontal ? record.xStart : record.yStart, let end = horizontal ? record.xEnd : record.yEnd {
                result[index] = (start.value.continuous ?? 0, end.value.continuous ?? 0)
                continue
            }
            guard let value, let number = value.value.continuous else { continue }
            let seriesless = record.kind == .area && record.styleBy == nil && record.series == nil
            if record.stacking == .unstacked || band == nil || seriesless {
                result[index] = (0, number)
                continue
            }
            let key = Key(kind: record.kind, band: band?.value.text ?? "", slot: record.positionBy?.value.text ?? "", horizontal: horizontal)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        for key in order {
            let members = groups[key] ?? []
            var positive = 0.0, negative = 0.0
            var total = 0.0
            for index in members {
                let record = records[index]
                let number = (key.horizontal ? record.x : record.y)?.value.continuous ?? 0
                total += abs(number)
                if number >= 0 {
                    result[index] = (positive, positive + number)
                    positive += number
                } else {
                    result[index] = (negative + number, negative)
                    negative += number
                }
            }
            let method = records[members[0]].stacking
            for index in members {
                guard let interval = result[index] else { continue }
                switch method.kind {
                case .normalized where total > 0: result[index] = (interval.0 / total, interval.1 / total)
                case .center: result[index] = (interval.0 - positive / 2, interval.1 - positive / 2)
                default: break
                }
            }
        }
        return result
    }
}
