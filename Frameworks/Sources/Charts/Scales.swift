import Foundation
import Trellis

/// How an axis maps values to positions: a continuous range of numbers or dates, or bands of
/// categories.
enum ChartScale: Equatable {
    /// Numbers or dates (as seconds) from `lower` to `upper`, labelled at `ticks`.
    case continuous(lower: Double, upper: Double, ticks: [Double], isDate: Bool)
    /// Equal bands, one per category, in order.
    case categories([String])

    /// The position of `value` along the axis, 0…1 from the axis's start, or nil when the
    /// value is of another kind. A category is at its band's centre.
    func fraction(of value: _PlotValue) -> CGFloat? {
        switch (self, value) {
        case (.categories(let names), .category(let name)):
            guard let index = names.firstIndex(of: name) else { return nil }
            return (CGFloat(index) + 0.5) / CGFloat(names.count)
        case (.continuous, _):
            guard let number = value.continuous else { return nil }
            return fraction(of: number)
        default:
            return nil
        }
    }

    /// The position of a continuous value.
    func fraction(of number: Double) -> CGFloat? {
        guard case .continuous(let lower, let upper, _, _) = self else { return nil }
        guard upper > lower else { return 0 }
        return CGFloat((number - lower) / (upper - lower))
    }

    /// A band's length as a fraction of the axis (categories), or nil.
    var bandFraction: CGFloat? {
        guard case .categories(let names) = self, !names.isEmpty else { return nil }
        return 1 / CGFloat(names.count)
    }

    var isCategorical: Bool {
        if case .categories = self { true } else { false }
    }

    /// The values labelled on the axis by default.
    var tickValues: [_PlotValue] {
        switch self {
        case .categories(let names): names.map { .category($0) }
        case .continuous(_, _, let ticks, let isDate):
            ticks.map { isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0) }
        }
    }
}

/// "Nice" tick values: steps of 1, 2 or 5 times a power of ten, about `count` of them, and the
/// domain widened to whole steps (Wilkinson's and d3's rule).
enum NiceTicks {
    /// The step for `count` ticks across `span`.
    static func step(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let raw = span / Double(count)
        let power = pow(10, (log10(raw)).rounded(.down))
        let error = raw / power
        let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        return factor * power
    }

    /// The domain widened to whole steps and its ticks.
    static func domain(lower: Double, upper: Double, count: Int = 5) -> (lower: Double, upper: Double, ticks: [Double]) {
        var lower = lower, upper = upper
        if lower == upper {
            if lower == 0 { upper = 1 } else if lower > 0 { lower = 0 } else { upper = 0 }
        }
        var step = Self.step(span: upper - lower, count: count)
        // Widening can change the step; d3 settles it in at most two rounds.
        for _ in 0..<2 {
            lower = (lower / step).rounded(.down) * step
            upper = (upper / step).rounded(.up) * step
            step = Self.step(span: upper - lower, count: count)
        }
        lower = (lower / step).rounded(.down) * step
        upper = (upper / step).rounded(.up) * step
        return (lower, upper, ticks(from: lower, to: upper, step: step))
    }

    /// The multiples of `step` from `lower` to `upper`.
    static func ticks(from lower: Double, to upper: Double, step: Double) -> [Double] {
        guard step > 0 else { return [lower] }
        let first = (lower / step).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
        guard last >= first, last - first < 1000 else { return [] }
        return stride(from: first, through: last, by: 1).map { clean($0 * step) }
    }

    /// Removes the binary noise of a multiplied step (0.30000000000000004 → 0.3).
    static func clean(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }
}

/// Ticks on a time axis: whole hours, days, weeks, months or years, about five of them.
enum DateTicks {
    struct Unit {
        let component: Calendar.Component
        let count: Int
        let seconds: Double
        let format: String
    }

    static let units: [Unit] = [
        Unit(component: .hour, count: 1, seconds: 3600, format: "h a"),
        Unit(component: .hour, count: 3, seconds: 3 * 3600, format: "h a"),
        Unit(component: .hour, count: 6, seconds: 6 * 3600, format: "h a"),
        Unit(component: .hour, count: 12, seconds: 12 * 3600, format: "h a"),
        Unit(component: .day, count: 1, seconds: 86400, format: "MMM d"),
        Unit(component: .day, count: 2, seconds: 2 * 86400, format: "MMM d"),
        Unit(component: .weekOfYear, count: 1, seconds: 7 * 86400, format: "MMM d"),
        Unit(component: .month, count: 1, seconds: 30.4 * 86400, format: "MMM"),
        Unit(component: .month, count: 3, seconds: 91 * 86400, format: "MMM"),
        Unit(component: .year, count: 1, seconds: 365 * 86400, format: "yyyy"),
    ]

    /// The unit whose steps give at most six ticks over `span` seconds.
    static func unit(span: Double) -> Unit {
        units.first { span / $0.seconds <= 6 } ?? units[units.count - 1]
    }

    /// The starts of `unit`'s steps from `lower` to `upper` (seconds since 2001).
    static func ticks(lower: Double, upper: Double, calendar: Calendar = ChartCalendar.calendar) -> [Double] {
        let unit = unit(span: upper - lower)
        let start = Date(timeIntervalSinceReferenceDate: lower)
        var date = calendar.dateInterval(of: unit.component, for: start)?.start ?? start
        if date.timeIntervalSinceReferenceDate < lower - 1 {
            date = calendar.date(byAdding: unit.component, value: 1, to: date) ?? date
        }
        var ticks: [Double] = []
        while date.timeIntervalSinceReferenceDate <= upper + 1, ticks.count < 100 {
            ticks.append(date.timeIntervalSinceReferenceDate)
            guard let next = calendar.date(byAdding: unit.component, value: unit.count, to: date) else { break }
            date = next
        }
        return ticks
    }
}

/// The calendar and time zone charts use for dates (Gregorian, the machine's time zone).
enum ChartCalendar {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }
}

/// How axis labels print values.
enum AxisLabelFormatting {
    /// A number as Swift Charts' default labels print it: no trailing zeros, thousands grouped.
    static func number(_ value: Double) -> String {
        let cleaned = NiceTicks.clean(value)
        if cleaned == cleaned.rounded(), abs(cleaned) < 1e15 {
            let integer = Int64(cleaned)
            let digits = String(integer.magnitude)
            var grouped = ""
            for (index, character) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
                grouped.append(character)
            }
            return (integer < 0 ? "-" : "") + grouped
        }
        var text = String(format: "%.6f", cleaned)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A date as a label of a time axis whose ticks are `unit`'s.
    static func date(_ date: Date, unit: DateTicks.Unit) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.calendar = ChartCalendar.calendar
        formatter.dateFormat = unit.format
        return formatter.string(from: date)
    }

    static func shortDate(_ date: Date) -> String {
        self.date(date, unit: DateTicks.units[4])
    }
}
