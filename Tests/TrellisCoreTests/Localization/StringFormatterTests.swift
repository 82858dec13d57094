import Foundation
import Testing

@testable import TrellisCore

/// Filling formats with arguments: positions, percent signs, locales' numbers, and the plural
/// substitutions of `.stringsdict` files and String Catalogs.
@Suite("Localized string formatting")
struct StringFormatterTests {
    private let english = StringFormatter()

    @Test func positionalArgumentsMayBeReordered() {
        #expect(english.format("%2$@ hat %1$lld Äpfel", [.int(3), .string("Ada")]) == "Ada hat 3 Äpfel")
    }

    @Test func aSpecifierAfterAPositionalOneTakesTheNextArgument() {
        #expect(english.format("%2$@, %@", [.string("a"), .string("b"), .string("c")]) == "b, c")
    }

    @Test func percentSignsAndUnknownSequencesStay() {
        #expect(english.format("%lld%% of %y", [.int(40)]) == "40% of %y")
    }

    @Test func aMissingArgumentLeavesItsSpecifierAsWritten() {
        #expect(english.format("%@ and %2$@", [.string("one")]) == "one and %2$@")
    }

    @Test func numbersAreWrittenPlainly() {
        var arabic = StringFormatter()
        arabic.language = "ar"
        #expect(arabic.format("%lld / %lf / %.1f", [.int(1234), .double(1.5), .double(2.25)]) == "1234 / 1.500000 / 2.2")
        #expect(english.format("%@ %@ %@", [.double(3), .double(2.5), .unsigned(7)]) == "3 2.5 7")
    }

    @Test(arguments: [(0, "no apples"), (1, "1 apple"), (4, "4 apples")])
    func aStringsDictionarySubstitutionTakesTheArgumentAtItsPlace(count: Int, expected: String) {
        var formatter = english
        formatter.substitutions = [
            "apples": .init(
                argumentNumber: nil, formatSpecifier: "d", variants: .plural([.zero: "no apples", .one: "%d apple", .other: "%d apples"]))
        ]
        #expect(formatter.format("%#@apples@", [.int(Int64(count))]) == expected)
    }

    @Test func aCatalogSubstitutionWritesItsArgumentWithArg() {
        var formatter = english
        formatter.substitutions = [
            "files": .init(argumentNumber: 1, formatSpecifier: "lld", variants: .plural([.one: "%arg file", .other: "%arg files"])),
            "folders": .init(argumentNumber: 2, formatSpecifier: "lld", variants: .plural([.one: "%arg folder", .other: "%arg folders"])),
        ]
        #expect(formatter.format("%#@files@ in %#@folders@", [.int(1), .int(2)]) == "1 file in 2 folders")
        #expect(formatter.format("In %2$#@folders@: %1$#@files@", [.int(5), .int(1)]) == "In 1 folder: 5 files")
    }
}
