import Foundation
import TrellisCore

/// A month as iOS's inline calendar draws it (`UICalendarView`, the look of `MultiDatePicker`):
/// the month and year with a chevron leading and the previous/next chevrons trailing, the
/// weekdays' short names, then the days in seven equal columns, selected days on a tinted
/// circle. Gregorian, weeks from Sunday, in UTC, as the date pickers write dates.
struct CalendarMonth: View {
    /// Any moment of the month shown.
    let month: Date
    /// The days of that month shown selected (1…31).
    let selectedDays: Set<Int>

    var body: some View {
        VStack(spacing: 0) {
            header
            weekdayNames
            // Rows of seven equally flexible cells: equal columns, as the weekday names'.
            ForEach(Self.weeks(of: month), id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        dayCell(week[column])
                    }
                }
            }
        }
        .padding(.horizontal, CalendarMetrics.horizontalInset)
    }

    private var header: some View {
        HStack(spacing: CalendarMetrics.chevronSpacing) {
            HStack(spacing: 4) {
                Text(verbatim: DatePickerMetrics.format(month, "MMMM yyyy")).fontWeight(.semibold)
                Image(systemName: "chevron.right").fontWeight(.semibold).foregroundStyle(.tint)
            }
            Spacer()
            Image(systemName: "chevron.left").fontWeight(.medium).foregroundStyle(.tint)
            Image(systemName: "chevron.right").fontWeight(.medium).foregroundStyle(.tint)
        }
        .frame(height: CalendarMetrics.headerHeight)
    }

    private var weekdayNames: some View {
        HStack(spacing: 0) {
            ForEach(["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"], id: \.self) { name in
                Text(verbatim: name)
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(.tertiary)
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(height: CalendarMetrics.weekdayRowHeight)
    }

    @ViewBuilder private func dayCell(_ day: Int?) -> some View {
        let selected = day.map { selectedDays.contains($0) } ?? false
        ZStack {
            if selected {
                Circle().fill(.tint).frame(width: CalendarMetrics.selectionDiameter, height: CalendarMetrics.selectionDiameter)
            }
            if let day {
                Text(verbatim: "\(day)")
                    .font(.system(size: 20, weight: selected ? .semibold : .regular))
                    .foregroundStyle(selected ? AnyShapeStyle(Color.white) : AnyShapeStyle(.primary))
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: CalendarMetrics.dayRowHeight)
    }

    /// The month's weeks, Sunday first: each seven days, nil before the first and after the last.
    static func weeks(of month: Date) -> [[Int?]] {
        let calendar = utcCalendar
        let start = calendar.date(from: calendar.dateComponents([.year, .month], from: month)) ?? month
        let dayCount = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let leading = calendar.component(.weekday, from: start) - 1
        let cells: [Int?] = Array(repeating: nil, count: leading) + (1...dayCount).map { $0 }
        let padded = cells + Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<$0 + 7]) }
    }
}

extension CalendarMonth {
    /// The Gregorian calendar in UTC, as the date pickers write dates.
    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}

/// The inline calendar's measurements (estimates from iOS 17/18 pictures: docs/ios-metrics.md
/// § 28).
enum CalendarMetrics {
    static let horizontalInset: CGFloat = 12
    static let headerHeight: CGFloat = 44
    static let chevronSpacing: CGFloat = 28
    static let weekdayRowHeight: CGFloat = 20
    static let dayRowHeight: CGFloat = 44
    static let selectionDiameter: CGFloat = 40
}
