import Foundation
import Testing
import Trellis

// `Text(AttributedString)`: each run of attributes is a run of the text, drawn with SwiftUI's
// attributes; `AttributedString(markdown:)` reads Markdown's inline syntax into Foundation's
// attributes.

@Suite struct AttributedTextTests {
    private func drawnText(_ text: Text) throws -> DisplayText {
        try #require(textsOf(drawnItems(text, nil, nil)).first)
    }

    @Test func aPlainAttributedStringIsLaidOutAsItsString() throws {
        #expect(lay(Text(AttributedString("Hello world")), nil, nil).size == lay(Text("Hello world"), nil, nil).size)
        #expect(try drawnText(Text(AttributedString("Hello world"))).text.string == "Hello world")
    }

    @Test func runsTakeTheirColourAndFont() throws {
        var title = AttributedString("Red")
        title.foregroundColor = .red
        title.font = .headline
        let text = try drawnText(Text(title + AttributedString(" plain")))
        #expect(text.text.runs.map(\.string) == ["Red", " plain"])
        #expect(text.text.runs.map(\.font.weight) == [.semibold, .regular])
        #expect(text.runColors == [resolved(.red), rgb(0, 0, 0)])
    }

    @Test func rangesTakeAttributes() throws {
        var greeting = AttributedString("Hello blue world")
        let range = try #require(greeting.range(of: "blue"))
        greeting[range].foregroundColor = .blue
        greeting[range].kern = 2
        let text = try drawnText(Text(greeting))
        #expect(text.text.runs.map(\.string) == ["Hello ", "blue", " world"])
        #expect(text.text.runs.map(\.kerning) == [0, 2, 0])
        #expect(text.runColors?[1] == resolved(.blue))
    }

    @Test func attributeContainersAndTheSwiftUIScopeWork() {
        var container = AttributeContainer()
        container.foregroundColor = .green
        container.underlineStyle = .single
        container.backgroundColor = .yellow
        let string = AttributedString("Go", attributes: container)
        #expect(string.runs.first?.foregroundColor == .green)
        #expect(string.runs.first?.underlineStyle == .single)
        #expect(AttributeScopes.SwiftUIAttributes.FontAttribute.name == "SwiftUI.Font")
    }

    @Test func markdownIsReadIntoRuns() throws {
        let string = try AttributedString(markdown: "Hello **bold**, *it*, `code`, ~~gone~~ and [link](https://example.com)")
        let runs = string.runs.map { (String(string[$0.range].characters), $0.inlinePresentationIntent, $0.link) }
        #expect(runs.map(\.0) == ["Hello ", "bold", ", ", "it", ", ", "code", ", ", "gone", " and ", "link"])
        #expect(runs[1].1 == .stronglyEmphasized)
        #expect(runs[3].1 == .emphasized)
        #expect(runs[5].1 == .code)
        #expect(runs[7].1 == .strikethrough)
        #expect(runs[9].2 == URL(string: "https://example.com"))
        #expect(runs[0].1 == nil && runs[0].2 == nil)
    }

    @Test(arguments: [
        ("***both***", ["both"]), ("snake_case_name", ["snake_case_name"]), ("\\*not\\*", ["*not*"]),
        ("2 * 3 * 4", ["2 * 3 * 4"]), ("__strong__", ["strong"]), ("line\nbreak", ["line break"]),
    ])
    func markdownEdgeCases(markdown: String, characters: [String]) throws {
        let string = try AttributedString(markdown: markdown)
        #expect(string.runs.map { String(string[$0.range].characters) } == characters)
    }

    @Test func markdownTextIsDrawnBoldItalicMonospacedAndLinked() throws {
        let text = try drawnText(Text(try AttributedString(markdown: "**B** *I* `C` [L](https://a.b)")))
        let runs = text.text.runs
        #expect(runs.map(\.string) == ["B", " ", "I", " ", "C", " ", "L"])
        #expect(runs[0].font.weight == .bold)
        #expect(runs[2].font.isItalic)
        #expect(runs[4].font.design == .monospaced)
        // Links are drawn in the tint.
        #expect(text.runColors?[6] == resolved(.accentColor))
    }
}

@Suite struct AttributedTextLiteralTests {
    @Test func aStringLiteralStaysALocalizableKey() {
        // Foundation on Linux makes `AttributedString` a string literal too: `Text("…")` must
        // still take the key (so Markdown-free, localised) initialiser.
        let key: LocalizedStringKey = "Hello"
        #expect(Text("Hello") == Text(key))
    }
}
