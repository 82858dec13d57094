import Testing

@testable import trellis

@Suite("The layout tree difference on the review page")
struct LayoutTreeDifferenceTests {
    typealias Line = LayoutTreeDifference.Line
    typealias Word = LayoutTreeDifference.Word

    @Test(arguments: [
        // The same lines: nothing changed.
        (["a", "b"], ["a", "b"], [Line.same("a"), .same("b")]),
        // A line that changed: the old one goes before the new one comes.
        (["a", "b", "c"], ["a", "B", "c"], [.same("a"), .removed("b"), .added("B"), .same("c")]),
        // A view inserted, and one removed.
        (["a", "c"], ["a", "b", "c"], [.same("a"), .added("b"), .same("c")]),
        (["a", "b", "c"], ["a", "c"], [.same("a"), .removed("b"), .same("c")]),
        // From nothing, and to nothing.
        ([], ["a"], [.added("a")]),
        (["a"], [], [.removed("a")]),
        // The longest common run is kept: `b c` stays, `a` and `d` swap ends.
        (["a", "b", "c"], ["b", "c", "a"], [.removed("a"), .same("b"), .same("c"), .added("a")]),
        // Two changed lines in a row: both removed, then both added.
        (["x", "1", "2", "y"], ["x", "3", "4", "y"], [.same("x"), .removed("1"), .removed("2"), .added("3"), .added("4"), .same("y")]),
    ])
    func linesAreAShortestEdit(reference: [String], new: [String], expected: [Line]) {
        #expect(LayoutTreeDifference.lines(from: reference, to: new) == expected)
    }

    @Test func aTreesTextIsSplitIntoLinesWithoutTheLastNewline() {
        let reference = """
            Padding proposal (393, 68) size (393, 68) at (0, 0)
              Text ["Pay"] proposal (361, 36) size (28, 20) at (16, 24)

            """
        let new = """
            Padding proposal (393, 68) size (393, 68) at (0, 0)
              Text ["Checkout"] proposal (361, 36) size (73.667, 20) at (16, 24)

            """
        #expect(LayoutTreeDifference.lines(from: reference, to: new) == [
            .same("Padding proposal (393, 68) size (393, 68) at (0, 0)"),
            .removed("  Text [\"Pay\"] proposal (361, 36) size (28, 20) at (16, 24)"),
            .added("  Text [\"Checkout\"] proposal (361, 36) size (73.667, 20) at (16, 24)"),
        ])
    }

    @Test func longUnchangedRunsFoldAwayBeyondTheContext() {
        let reference = (1...12).map { "line \($0)" }
        var new = reference
        new[5] = "line six"
        let pieces = LayoutTreeDifference.folded(LayoutTreeDifference.lines(from: reference, to: new), context: 2)
        #expect(pieces == [
            .folded(["line 1", "line 2", "line 3"]),
            .line(.same("line 4")), .line(.same("line 5")),
            .line(.removed("line 6")), .line(.added("line six")),
            .line(.same("line 7")), .line(.same("line 8")),
            .folded(["line 9", "line 10", "line 11", "line 12"]),
        ])
    }

    @Test func aRunBetweenTwoChangesKeepsContextOnBothSides() {
        let lines: [Line] = [.removed("a"), .same("1"), .same("2"), .same("3"), .same("4"), .same("5"), .same("6"), .added("b")]
        #expect(LayoutTreeDifference.folded(lines, context: 2) == [
            .line(.removed("a")), .line(.same("1")), .line(.same("2")), .folded(["3", "4"]), .line(.same("5")), .line(.same("6")),
            .line(.added("b")),
        ])
    }

    @Test(arguments: [
        // One line more than the context on each side: folding it would save nothing.
        ([Line.removed("a"), .same("1"), .same("2"), .same("3"), .added("b")], 1),
        // Short runs at the ends stay.
        ([.same("1"), .same("2"), .removed("a")], 2),
    ])
    func aFoldOfOneLineIsNotMade(lines: [Line], context: Int) {
        #expect(LayoutTreeDifference.folded(lines, context: context) == lines.map { .line($0) })
    }

    @Test func treesThatAreTheSameFoldWhole() {
        #expect(LayoutTreeDifference.folded([.same("1"), .same("2"), .same("3")], context: 3) == [.folded(["1", "2", "3"])])
    }

    @Test func changedLinesPairByTheViewTheyAre() {
        // The card grew: every view moved; the badge is new and the footnote gone.
        let removed = [
            "VStack proposal (361, 727) size (361, 40) at (16, 400)",
            "  Text [\"Title\"] proposal (361, 727) size (40, 20) at (16, 400)",
            "  Text [\"Footnote\"] proposal (361, 707) size (60, 20) at (16, 420)",
        ]
        let added = [
            "VStack proposal (361, 727) size (361, 64) at (16, 388)",
            "  Text [\"Title\"] proposal (361, 727) size (40, 20) at (16, 388)",
            "  Badge proposal (361, 707) size (24, 24) at (16, 408)",
        ]
        #expect(LayoutTreeDifference.pairs(removed: removed, added: added) == [
            .init(removed: removed[0], added: added[0]),
            .init(removed: removed[1], added: added[1]),
            .init(removed: removed[2], added: nil),
            .init(removed: nil, added: added[2]),
        ])
    }

    @Test func aTextWhoseWordsChangedIsStillThatText() {
        let removed = ["  Text [\"Pay\"] proposal (345, 20) size (28, 20) at (182, 24)", "  Spacer proposal (10, 10) size (10, 0) at (0, 0)"]
        let added = ["  Image proposal (20, 20) size (20, 20) at (150, 24)", "  Text [\"Check out\"] proposal (345, 20) size (80, 20) at (170, 24)"]
        #expect(LayoutTreeDifference.pairs(removed: removed, added: added) == [
            .init(removed: nil, added: added[0]),
            .init(removed: removed[0], added: added[1]),
            .init(removed: removed[1], added: nil),
        ])
    }

    @Test func aViewAtAnotherDepthIsAnotherView() {
        let pairs = LayoutTreeDifference.pairs(
            removed: ["  Text [\"A\"] proposal (10, 10) size (5, 5) at (0, 0)"], added: ["    Text [\"A\"] proposal (10, 10) size (5, 5) at (0, 0)"])
        #expect(pairs == [
            .init(removed: "  Text [\"A\"] proposal (10, 10) size (5, 5) at (0, 0)", added: nil),
            .init(removed: nil, added: "    Text [\"A\"] proposal (10, 10) size (5, 5) at (0, 0)"),
        ])
    }

    @Test func theChangedNumbersOfALineAreItsChangedWords() {
        let words = LayoutTreeDifference.words(
            of: "Text [\"Pay\"] proposal (361, 36) size (28, 20.333) at (182.5, 24)",
            against: "Text [\"Pay\"] proposal (361, 36) size (73.667, 20.333) at (159.667, 24)")
        #expect(words.reference == [
            Word(text: "Text [\"Pay\"] proposal (361, 36) size (", changed: false), Word(text: "28", changed: true),
            Word(text: ", 20.333) at (", changed: false), Word(text: "182.5", changed: true), Word(text: ", 24)", changed: false),
        ])
        #expect(words.new == [
            Word(text: "Text [\"Pay\"] proposal (361, 36) size (", changed: false), Word(text: "73.667", changed: true),
            Word(text: ", 20.333) at (", changed: false), Word(text: "159.667", changed: true), Word(text: ", 24)", changed: false),
        ])
    }

    @Test func aNegativeNumberIsOneWord() {
        let words = LayoutTreeDifference.words(of: "at (-8, 0)", against: "at (8, 0)")
        #expect(words.reference == [Word(text: "at (", changed: false), Word(text: "-8", changed: true), Word(text: ", 0)", changed: false)])
        #expect(words.new == [Word(text: "at (", changed: false), Word(text: "8", changed: true), Word(text: ", 0)", changed: false)])
    }

    @Test func treesTooLargeToSearchAreShownRemovedThenAdded() {
        let side = Int(Double(LayoutTreeDifference.largestTable).squareRoot()) + 2
        let reference = ["top"] + (0..<side).map { "old \($0)" } + ["bottom"]
        let new = ["top"] + (0..<side).map { "new \($0)" } + ["bottom"]
        let lines = LayoutTreeDifference.lines(from: reference, to: new)
        #expect(lines.first == .same("top"))
        #expect(lines.last == .same("bottom"))
        #expect(lines[1...side] == ArraySlice((0..<side).map { .removed("old \($0)") }))
        #expect(lines[(side + 1)...(2 * side)] == ArraySlice((0..<side).map { .added("new \($0)") }))
    }
}
