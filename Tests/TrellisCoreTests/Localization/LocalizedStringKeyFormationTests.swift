import Foundation
import Testing

@testable import TrellisCore

/// The keys interpolated literals become, as Xcode extracts them into a String Catalog, and the
/// text shown where no table has them (unchanged from before keys were kept).
@Suite("LocalizedStringKey: keys as Xcode extracts them")
struct LocalizedStringKeyFormationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let key: LocalizedStringKey
        let expectedKey: String
        let expectedText: String
        var testDescription: String { name }
    }

    private enum Fruit { case apple }

    static let rows: [Row] = {
        let name = "Ada"
        let count = 3
        let fraction = 1.5
        let single: Float = 0.25
        let length: CGFloat = 2
        let small: Int32 = -7
        let tiny: Int8 = 5
        let big: Int64 = 1 << 40
        let unsigned: UInt = 9
        let short: UInt16 = 12
        return [
            Row(name: "String", key: "Hello \(name)", expectedKey: "Hello %@", expectedText: "Hello Ada"),
            Row(name: "Int", key: "\(count) items", expectedKey: "%lld items", expectedText: "3 items"),
            Row(name: "Int64", key: "\(big) bytes", expectedKey: "%lld bytes", expectedText: "1099511627776 bytes"),
            Row(name: "Int32", key: "\(small)°", expectedKey: "%d°", expectedText: "-7°"),
            Row(name: "Int8", key: "\(tiny)", expectedKey: "%d", expectedText: "5"),
            Row(name: "UInt", key: "\(unsigned)", expectedKey: "%llu", expectedText: "9"),
            Row(name: "UInt16", key: "\(short)", expectedKey: "%u", expectedText: "12"),
            Row(name: "Double", key: "\(fraction) km", expectedKey: "%lf km", expectedText: "1.500000 km"),
            Row(name: "Float", key: "\(single)", expectedKey: "%f", expectedText: "0.250000"),
            Row(name: "CGFloat", key: "\(length)", expectedKey: "%lf", expectedText: "2.000000"),
            Row(name: "floating specifier", key: "\(fraction, specifier: "%.2f") km", expectedKey: "%.2f km", expectedText: "1.50 km"),
            Row(name: "integer specifier", key: "\(count, specifier: "%03d")", expectedKey: "%03d", expectedText: "003"),
            Row(name: "Text", key: "Say \(Text("hi"))", expectedKey: "Say %@", expectedText: "Say hi"),
            Row(name: "any value", key: "Picked \(Fruit.apple)", expectedKey: "Picked %@", expectedText: "Picked apple"),
            Row(name: "percent sign", key: "\(count)% done", expectedKey: "%lld%% done", expectedText: "3% done"),
            Row(name: "format style", key: "Paid \(0.5, format: .percent)", expectedKey: "Paid %@", expectedText: "Paid 50%"),
            Row(name: "image", key: "Tap \(Image(systemName: "plus"))", expectedKey: "Tap %@", expectedText: "Tap \u{2003}"),
            Row(name: "two values", key: "\(name) has \(count)", expectedKey: "%@ has %lld", expectedText: "Ada has 3"),
            Row(name: "literal", key: "100% sure", expectedKey: "100% sure", expectedText: "100% sure"),
        ]
    }()

    @Test(arguments: rows)
    func keyAndText(_ row: Row) {
        #expect(row.key.key == row.expectedKey)
        #expect(row.key.defaultText == row.expectedText)
        #expect(Text(row.key).plainText == row.expectedText)
    }

    @Test func aLiteralIsNoFormatAndAnInterpolatedOneIs() {
        let count = 1
        #expect(!LocalizedStringKey("100%").hasFormatting)
        #expect(LocalizedStringKey("\(count)%").hasFormatting)
        #expect(LocalizedStringKey("\(count)%").arguments == [.int(1)])
    }

    @Test func localizationValuesFormTheirKeysTheSameWay() {
        let count = 2
        let value: String.LocalizationValue = "\(count) donuts for \("Ada")"
        #expect(value.key.key == "%lld donuts for %@")
        #expect(value.key.arguments == [.int(2), .string("Ada")])
    }
}
