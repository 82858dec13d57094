import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date: SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day ("9:41 AM").
        public static let time = DateStyle(kind: .time)
        /// The date ("June 5, 2023").
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date, two units at most ("2 hr, 23 min").
        public static let relative = DateStyle(kind: .relative)
        /// The signed time from now to the date, in its largest unit ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// The time from now to the date as a count ("2:23:05").
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date in `style`, in the United States English format (the locale previews are drawn
    /// in) and the process's time zone. The relative styles count from the moment the view is
    /// made (SwiftUI's text keeps counting; a picture shows one moment).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style, now: Date()))
    }

    static func format(_ date: Date, style: DateStyle, now: Date, timeZone: TimeZone = .current) -> String {
        switch style.kind {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = timeZone
            formatter.dateStyle = style.kind == .date ? .long : .none
            formatter.timeStyle = style.kind == .time ? .short : .none
            return formatter.string(from: date)
        case .relative:
            return RelativeTime(seconds: abs(date.timeIntervalSince(now))).abbreviated
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + RelativeTime(seconds: abs(seconds)).largestUnit
        case .timer:
            return timerReading(seconds: abs(date.timeIntervalSince(now)))
        }
    }

    /// A timer's reading, as iOS writes it: minutes and seconds, with hours before them from an
    /// hour on (`0:05`, `12:30`, `1:02:03`); without hours, minutes go past 59 (`75:03`).
    static func timerReading(seconds: TimeInterval, showsHours: Bool = true) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
        let hours = showsHours ? total / 3600 : 0
        let (minutes, remainder) = (showsHours ? total / 60 % 60 : total / 60, total % 60)
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(remainder))" : "\(minutes):\(pad(remainder))"
    }

    /// A timer counting over `timerInterval`, drawn at its start (or at `pauseTime`, where it
    /// stopped): counting down it shows the time left (`1:30` for ninety seconds), counting up
    /// the time passed (`0:00`). SwiftUI's text keeps counting; a picture shows one moment.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let moment = pauseTime.map { min(max($0, timerInterval.lowerBound), timerInterval.upperBound) } ?? timerInterval.lowerBound
        let seconds = countsDown
            ? timerInterval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Self.timerReading(seconds: seconds, showsHours: showsHours))
    }
}

/// A span of time in the words of `Text`'s relative styles.
private struct RelativeTime {
    let seconds: Double

    /// (amount, abbreviated unit, full unit) from the largest unit down.
    private var parts: [(Int, String, String)] {
        var rest = Int(seconds)
        var result: [(Int, String, String)] = []
        for (size, short, long) in [(86_400 * 7, "wk", "week"), (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second")] {
            result.append((rest / size, short, long))
            rest %= size
        }
        return result
    }

    /// The two largest non-zero units: "2 hr, 23 min", "3 days, 4 hr", "0 sec".
    var abbreviated: String {
        let shown = parts.filter { $0.0 > 0 }.prefix(2)
        guard !shown.isEmpty else { return "0 sec" }
        return shown.map { "\($0.0) \($0.1 == "day" && $0.0 != 1 ? "days" : $0.1)" }.joined(separator: ", ")
    }

    /// The largest non-zero unit in full: "2 hours", "1 minute".
    var largestUnit: String {
        guard let part = parts.first(where: { $0.0 > 0 }) else { return "0 seconds" }
        return "\(part.0) \(part.2)\(part.0 == 1 ? "" : "s")"
    }
}
