import Foundation
import Testing
@testable import TrellisCore

@Suite("Text(_:style:)")
struct TextDateStyleTests {
    /// 2023-06-05 16:41:07 UTC.
    static let date = Date(timeIntervalSince1970: 1_685_983_267)
    static let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        (Text.DateStyle.date, 0.0, "June 5, 2023"),
        (.time, 0, "4:41\u{202F}PM"),
        // The relative styles count from now to the date, either way.
        (.relative, 2 * 3600 + 23 * 60 + 5, "2 hr, 23 min"),
        (.relative, -(3 * 86_400 + 4 * 3600), "3 days, 4 hr"),
        (.relative, -(86_400 + 30), "1 day, 30 sec"),
        (.relative, 0, "0 sec"),
        (.offset, 2 * 3600 + 23 * 60, "-2 hours"),
        (.offset, -60, "+1 minute"),
        (.timer, 2 * 3600 + 23 * 60 + 5, "2:23:05"),
        (.timer, -(9 * 60 + 7), "9:07"),
    ] as [(Text.DateStyle, Double, String)])
    func formats(style: Text.DateStyle, nowAfterDate: Double, expected: String) {
        let now = Self.date.addingTimeInterval(nowAfterDate)
        #expect(Text.format(Self.date, style: style, now: now, timeZone: Self.utc) == expected)
    }

    @Test func theTextShowsTheFormattedDate() {
        #expect(Text(Self.date, style: .date).plainText == Text.format(Self.date, style: .date, now: Date()))
    }
}
