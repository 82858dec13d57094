import Foundation
import Testing
@testable import TrellisCore

@Suite("String(localized:)")
struct StringLocalizedTests {
    @Test func theStringIsShownAsWrittenWithItsInterpolations() {
        let count = 3
        #expect(String(localized: "San Francisco", bundle: .main, comment: "A city") == "San Francisco")
        #expect(String(localized: "\(count) donuts") == "3 donuts")
        #expect(String(localized: "donut.count", defaultValue: "Donuts", table: "Menu") == "Donuts")
    }
}
