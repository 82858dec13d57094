import Foundation
import Testing
import Trellis

// Values formatted as apps write them: expense lists, tip calculators, progress, dates.
private struct FormattedFixture: View {
    @State private var amount = 12.5
    @State private var tipPercentage = 20
    @State private var quantity = 3
    let date = Date(timeIntervalSince1970: 86_400 * 40)

    var body: some View {
        Form {
            Section {
                TextField("Amount", value: $amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                TextField("Quantity", value: $quantity, format: .number)
            }
            Section("Total per person") {
                Text(amount / 2, format: .currency(code: "USD"))
                Text(0.2, format: .percent)
                Text(date, format: .dateTime.day().month())
                Text(date.formatted(date: .abbreviated, time: .omitted))
                Text("Tip: \(tipPercentage, format: .number)")
                Text(NSNumber(value: 3), formatter: NumberFormatter())
            }
        }
    }
}

@Suite struct FormattedTextTests {
    // Expected strings are iOS's in the en_US locale previews are drawn in.
    @Test(arguments: [
        (Text(12.5, format: .currency(code: "USD")), "$12.50"),
        (Text(Decimal(string: "1234.5")!, format: .currency(code: "EUR")), "€1,234.50"),
        (Text(0.256, format: .percent), "25.6%"),
        (Text(0.5, format: .percent.precision(.fractionLength(0))), "50%"),
        (Text(1_234_567, format: .number), "1,234,567"),
        (Text(3.14159, format: .number.precision(.fractionLength(2))), "3.14"),
        (Text(42, format: .currency(code: "USD")), "$42.00"),
        (Text(["Ana", "Bo", "Cy"], format: .list(type: .and)), "Ana, Bo, and Cy"),
        (Text("Tip: \(15, format: .number) – \(0.15, format: .percent)"), "Tip: 15 – 15%"),
    ] as [(Text, String)])
    func formatStylesGiveIOSStrings(text: Text, expected: String) {
        #expect(lay(text, 390, 844).placedViews.compactMap(\.text) == [expected])
    }

    @Test func datesUseTheDateFormatStyle() {
        // Noon UTC keeps the day the same in every time zone within twelve hours of UTC.
        let date = Date(timeIntervalSince1970: 86_400 * 40 + 43_200)  // 10 February 1970
        #expect(lay(Text(date, format: .dateTime.day().month()), 390, 844).placedViews.compactMap(\.text) == ["Feb 10"])
        #expect(lay(Text(date, format: .dateTime.year().month(.wide).day()), 390, 844).placedViews.compactMap(\.text)
                == ["February 10, 1970"])
    }

    @Test func textFieldsShowTheirFormattedValue() {
        let field = TextField("Amount", value: .constant(1234.5), format: .currency(code: "USD"))
        #expect(lay(field, 390, 844).placedViews.compactMap(\.text) == ["$1,234.50"])
        let labeled = LabeledContent("Share", value: 0.25, format: .percent)
        #expect(lay(labeled, 390, 844).placedViews.compactMap(\.text) == ["Share", "25%"])
    }

    @Test func formattedValuesAsAppsWriteThemLayOut() {
        let texts = lay(FormattedFixture(), 390, 844).placedViews.compactMap(\.text)
        #expect(texts.contains("$6.25"))
        #expect(texts.contains("20%"))
        #expect(texts.contains("Feb 10"))
        #expect(texts.contains("Tip: 20"))
        #expect(texts.contains("3"))
    }
}

@Suite struct InlineImageTextTests {
    @Test func anImageInTextIsAnEmSpace() {
        let text = Text("Nothing yet. Tap \(Image(systemName: "plus.rectangle.fill")) to add more")
        #expect(lay(text, 390, 844).placedViews.compactMap(\.text) == ["Nothing yet. Tap \u{2003} to add more"])
        #expect(lay(Text(Image(systemName: "star")) + Text(" 4.5"), 390, 844).placedViews.compactMap(\.text) == ["\u{2003} 4.5"])
    }
}
