import TrellisCore

/// A control for a date: SwiftUI's `DatePicker`, drawn closed in its compact style: the label
/// leading, then grey pills with the date and the time, trailing. Dates are written in US
/// English in UTC ("Nov 24, 2026", "9:41 AM"), so pictures do not depend on the machine. A date
/// outside the picker's range is shown clamped to it, as UIDatePicker shows it.
public struct DatePicker<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label
    /// The earliest and latest dates the picker offers (`in:`), when given.
    var earliest: Date?
    var latest: Date?

    @Environment(\._labelsHidden) private var labelsHidden

    /// A date picker of `selection` showing `displayedComponents`, labelled by `label`.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    /// A date picker of `selection` within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        earliest = range.lowerBound
        latest = range.upperBound
    }

    /// A date picker of `selection` from `range`'s start.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        earliest = range.lowerBound
    }

    /// A date picker of `selection` up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        latest = range.upperBound
    }

    public var body: some View {
        let date = DatePickerMetrics.shownDate(date, earliest: earliest, latest: latest)
        let pills = HStack(spacing: DatePickerMetrics.pillSpacing) {
            if components.contains(.date) { DatePill(text: DatePickerMetrics.format(date, "MMM d, yyyy")) }
            if components.contains(.hourAndMinute) { DatePill(text: DatePickerMetrics.format(date, "h:mm a")) }
        }
        if labelsHidden {
            pills
        } else {
            HStack {
                label
                Spacer()
                pills
            }
        }
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a localisable key, within `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localisable key, from `range`'s start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localisable key, up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// The parts of a date a date picker shows: SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The look of date pickers: SwiftUI's `DatePickerStyle` (every style is drawn compact).
public protocol DatePickerStyle {}

/// The default style: compact, on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// Grey pills that open a calendar.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar (drawn compact).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels (drawn compact).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style of the date pickers in this view (accepted; drawn compact).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

/// One grey pill of a compact date picker. Like the UIKit control it stands for, it keeps its
/// size whatever it is offered: a narrow row squeezes the label, not the date.
private struct DatePill: View {
    let text: String
    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, DatePickerMetrics.horizontalInset)
            .padding(.vertical, DatePickerMetrics.verticalInset)
            .background(SystemColors.tertiarySystemFill, in: RoundedRectangle(cornerRadius: DatePickerMetrics.cornerRadius))
    }
}

/// The numbers of iOS's compact date picker (estimates: docs/ios-metrics.md § 9).
enum DatePickerMetrics {
    static let horizontalInset: CGFloat = 11
    static let verticalInset: CGFloat = 7
    static let cornerRadius: CGFloat = 8
    static let pillSpacing: CGFloat = 8

    /// The date a picker shows for `date`: clamped to its range and to the years a formatter
    /// writes (`distantPast`…`distantFuture`); a NaN date shows the range's start, else the
    /// reference date (1 January 2001, 00:00 UTC). (A range cannot have a NaN bound: Swift
    /// traps when one is made.)
    static func shownDate(_ date: Date, earliest: Date?, latest: Date?) -> Date {
        let low = max(earliest ?? .distantPast, .distantPast)
        let high = max(min(latest ?? .distantFuture, .distantFuture), low)
        let date = date.timeIntervalSinceReferenceDate.isNaN ? earliest ?? Date(timeIntervalSinceReferenceDate: 0) : date
        return min(max(date, low), high)
    }

    static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
