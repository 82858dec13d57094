import Foundation
import TrellisCore

/// A calendar for picking several dates: SwiftUI's `MultiDatePicker` (iOS 16).
///
/// Drawn as iOS draws it, an inline calendar (``CalendarMonth``) of the month of the earliest
/// selected date, else of the range's start, else of the current month; every selected day of
/// that month on a tinted circle. The label is not shown, as on iOS.
public struct MultiDatePicker<Label: View>: View {
    let selection: Set<DateComponents>
    let label: Label
    var earliest: Date?

    /// A picker of the dates in `selection`, labelled by `label`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    /// A picker of dates within `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
        earliest = bounds.lowerBound
    }

    /// A picker of dates from `bounds`' start.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
        earliest = bounds.lowerBound
    }

    /// A picker of dates before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public var body: some View {
        let dates = selection.compactMap { Self.date(of: $0) }.sorted()
        let month = dates.first ?? earliest ?? Date()
        let monthKey = Self.utc.dateComponents([.year, .month], from: month)
        let days = Set(dates.map { Self.utc.dateComponents([.year, .month, .day], from: $0) }
            .filter { $0.year == monthKey.year && $0.month == monthKey.month }
            .compactMap(\.day))
        return CalendarMonth(month: month, selectedDays: days)
    }

    private static var utc: Calendar { CalendarMonth.utcCalendar }

    /// The day `components` name, in UTC (their own calendar, when they carry one).
    static func date(of components: DateComponents) -> Date? {
        guard components.year != nil, components.month != nil, components.day != nil else { return nil }
        var components = components
        components.timeZone = components.timeZone ?? TimeZone(identifier: "UTC")
        return (components.calendar ?? utc).date(from: components)
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker titled with a localisable key, within `bounds`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker titled with a localisable key, from `bounds`' start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
}
