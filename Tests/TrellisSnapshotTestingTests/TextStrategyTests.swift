import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

@Suite("Layout and SVG strategies")
struct TextStrategyTests {
    @Test func theLayoutTreeListsEveryFrame() throws {
        let tree = try #require(take(Snapshotting<Bars, String>.layout(layout: .fixed(width: 100, height: 100)), of: Bars()))
        #expect(
            tree == """
                HStack proposal (100, 100) size (44, 20) at (28, 40)
                  Frame [width: 10, height: 20] proposal (48, 100) size (10, 20) at (28, 40)
                    Color proposal (10, 20) size (10, 20) at (28, 40)
                  Frame [width: 30, height: 20] proposal (86, 100) size (30, 20) at (42, 40)
                    Color proposal (30, 20) size (30, 20) at (42, 40)
                """)
    }

    @Test func aMovedFrameShowsAsALineDiff() throws {
        let folder = SnapshotFolder()
        #expect(Strategy.layout.verify(Bars(), named: "bars", in: folder)?.hasPrefix(recordedMessagePrefix) == true)
        let failure = try #require(Strategy.layout.verify(Bars(firstWidth: 20), named: "bars", in: folder))
        #expect(failure.hasPrefix("Snapshot \"bars\" does not match reference."))
        #expect(failure.contains("−HStack"))
        #expect(failure.contains("+HStack"))
    }

    @Test func svgIsTheSameEveryTime() throws {
        let strategy = Snapshotting<Greeting, String>.svg
        let first = try #require(take(strategy, of: Greeting()))
        let second = try #require(take(strategy, of: Greeting()))
        #expect(first == second)
        #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func aChangedColourShowsAsTheLineThatChanged() throws {
        let folder = SnapshotFolder()
        #expect(Strategy.svg.verify(Swatch(), named: "swatch", in: folder)?.hasPrefix(recordedMessagePrefix) == true)
        let failure = try #require(Strategy.svg.verify(Swatch(colour: fixedBlue), named: "swatch", in: folder))
        #expect(failure.contains("\n−  <rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#FF3B30\"/>\n"))
        #expect(failure.contains("\n+  <rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#007AFF\"/>\n"))
    }

    @Test func svgTextCanBeCharacters() throws {
        let svg = try #require(take(Snapshotting<Greeting, String>.svg(textMode: .characters), of: Greeting()))
        #expect(svg.contains(">Hello, Ada</text>"))
    }
}

/// A text in the body style, and the colour scheme it sees.
private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light")
    }
}

@Suite("Dynamic Type and colour scheme in strategies")
struct EnvironmentStrategyTests {
    @Test func theLayoutTreeIsMeasuredAtTheDynamicTypeSize() throws {
        let large = try #require(take(Snapshotting<SchemeLabel, String>.layout, of: SchemeLabel()))
        let huge = try #require(take(Snapshotting<SchemeLabel, String>.layout(dynamicTypeSize: .accessibility3), of: SchemeLabel()))
        // Body text is 17 pt at large and 40 pt at accessibility3: the line grows.
        #expect(large != huge)
        #expect(large.contains("\"light\""))
    }

    @Test func viewsReadTheColourScheme() throws {
        let dark = try #require(take(Snapshotting<SchemeLabel, String>.layout(colorScheme: .dark), of: SchemeLabel()))
        #expect(dark.contains("\"dark\""))
    }
}
