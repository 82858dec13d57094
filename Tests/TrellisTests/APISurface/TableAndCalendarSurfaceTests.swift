import Foundation
import Testing
import Trellis

// Table (drawn on iPhone as its first column, a plain list) and MultiDatePicker (an inline
// calendar of the selection's month).

private struct Person: Identifiable {
    let id: Int
    let name: String
    let email: String
}

@Suite struct TableAndCalendarSurfaceTests {
    private let people = [
        Person(id: 1, name: "Ada", email: "ada@example.com"), Person(id: 2, name: "Grace", email: "grace@example.com"),
    ]

    @Test func aTableOnIPhoneShowsItsFirstColumnAsAPlainList() {
        let table = Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email).width(200)
        }
        let list = List { Text(verbatim: "Ada"); Text(verbatim: "Grace") }.listStyle(.plain)
        #expect(textsOf(drawnItems(table, 390, 300)).map(\.text.string) == ["Ada", "Grace"])
        #expect(textsOf(drawnItems(table, 390, 300)).map(\.frame) == textsOf(drawnItems(list, 390, 300)).map(\.frame))
    }

    @Test func tableRowsCanBeWrittenOutAndColumnsMadeOfViews() {
        var sortOrder = [KeyPathComparator(\Person.name)]
        var selection: Int? = nil
        let table = Table(of: Person.self, selection: Binding(get: { selection }, set: { selection = $0 })) {
            TableColumn("Name") { person in Text(verbatim: person.name.uppercased()) }
            TableColumn("Email", value: \.email)
        } rows: {
            TableRow(people[1])
            ForEach(people) { TableRow($0) }
        }
        #expect(textsOf(drawnItems(table, 390, 300)).map(\.text.string) == ["GRACE", "ADA", "GRACE"])
        let sorted = Table(people, sortOrder: Binding(get: { sortOrder }, set: { sortOrder = $0 })) {
            TableColumn("Email", value: \.email)
        }
        #expect(textsOf(drawnItems(sorted, 390, 300)).map(\.text.string) == ["ada@example.com", "grace@example.com"])
    }

    private func picker(_ days: [(Int, Int, Int)]) -> some View {
        let selection = Set(days.map { DateComponents(year: $0.0, month: $0.1, day: $0.2) })
        return MultiDatePicker("Dates", selection: .constant(selection))
    }

    /// November 2026 starts on a Sunday (five weeks); August 2026 on a Saturday (six).
    @Test(arguments: [(11, "November 2026", 5), (8, "August 2026", 6)])
    func theCalendarShowsTheSelectionsMonthInWeeks(_ month: Int, _ title: String, _ weeks: Int) {
        let view = picker([(2026, month, 3), (2026, month, 27), (2026, month + 1, 2)])
        let texts = textsOf(drawnItems(view, 390, 600)).map(\.text.string)
        #expect(texts.first == title)
        #expect(Array(texts[1...7]) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(texts.count == 8 + (month == 11 ? 30 : 31))
        // Header 44, weekday names 20, 44 a week; seven columns of 366 / 7 and the insets.
        let size = lay(view, 390, 600).size
        #expect(size.height == 64 + 44 * CGFloat(weeks) && abs(size.width - 390) < 1e-9)
    }

    @Test func selectedDaysOfTheMonthSitOnTintedCircles() {
        let items = drawnItems(picker([(2026, 11, 3), (2026, 11, 27), (2026, 12, 2)]), 390, 600)
        let tint = resolved(.accentColor)
        let circles = fillsOf(items).filter { $0.color == tint }
        #expect(circles.count == 2)
        // Tuesday 3 November: third column of seven over 390 − 2 × 12 = 366, first week row
        // (64 down; the 284-pt calendar is centred in 600: 158 down); a 40-pt circle centred in
        // the 44-pt cell; placed on the 3× device's pixel grid.
        let column = CGFloat(366) / 7
        let x = ((12 + column * 2 + (column - 40) / 2) * 3).rounded() / 3
        let circle = circles.first?.path.boundingRect ?? .zero
        #expect(abs(circle.minX - x) < 1e-9 && circle.minY == 224 && circle.size == size(40, 40))
        #expect(textsOf(items).first { $0.text.string == "3" }?.color == rgb(255, 255, 255))
    }
}
