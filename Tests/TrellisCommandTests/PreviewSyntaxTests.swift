import Foundation
import Testing
@testable import trellis

/// Files only a real parser reads right: braces in strings and comments, macros in raw strings,
/// `#if` blocks, and files that do not parse.
@Suite("Reading preview files with Swift's parser")
struct PreviewSyntaxTests {
    func compiledLines(_ source: String) throws -> [Substring] {
        try PreviewScanner.scan(source, fileName: "File.swift").compiledSource.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func bracesInStringsAndCommentsDoNotEndTheBody() throws {
        let source = """
            #Preview {
                // an opening { in a comment
                Text("a closing } in a string")
            }
            let after = 1
            """
        #expect(try compiledLines(source) == [
            "struct TrellisPreview_1: PreviewProvider { static var previews: some View { _previewBody {",
            "    // an opening { in a comment",
            "    Text(\"a closing } in a string\")",
            "} } }",
            "let after = 1",
        ])
    }

    @Test func aPreviewInARawStringIsText() throws {
        let source = "let sample = #\"\"\"\n#Preview { Text(\"x\") }\n\"\"\"#\nlet other = #\"#Preview { }\"#\n"
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers.isEmpty)
        #expect(scan.compiledSource == source)
        #expect(scan.notes.isEmpty)
    }

    /// A `#Preview` in a top-level `#if` is found: the file is built for debugging, so
    /// `#if DEBUG` holds, and the provider stays inside the `#if` it was written in.
    @Test func aPreviewInATopLevelIfIsFound() throws {
        let source = "#if DEBUG\n#Preview(\"Debug card\") {\n    Card()\n}\n#endif\n"
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers == [PreviewScan.Provider(name: "Debug_card", typeName: "TrellisPreview_1")])
        #expect(try compiledLines(source) == [
            "#if DEBUG",
            "struct TrellisPreview_1: PreviewProvider { static var previews: some View { _previewBody {",
            "    Card()",
            "} } }",
            "#endif",
            "",
        ])
    }

    @Test func providersInATopLevelIfAreFoundAndNestedOnesSkipped() throws {
        let source = "#if DEBUG\nprivate struct A_Previews: PreviewProvider {}\n#else\nenum Outer { struct B: PreviewProvider {} }\n#endif\n"
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers.map(\.typeName) == ["A_Previews"])
        #expect(scan.notes == ["skipped B: only PreviewProviders declared at the top level of the file are previewed"])
        #expect(scan.compiledSource.hasPrefix("#if DEBUG\n        struct A_Previews: PreviewProvider {}\n"))
    }

    @Test func aNamedPreviewWithALayoutTraitOverSeveralLines() throws {
        let source = """
            #Preview(
                "Card, fitted", // a comment with { and (
                traits: .sizeThatFitsLayout
            ) {
                Card()
            }
            """
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers == [PreviewScan.Provider(name: "Card__fitted", typeName: "TrellisPreview_1")])
        #expect(scan.notes.isEmpty)
        #expect(try compiledLines(source) == [
            "struct TrellisPreview_1: PreviewProvider { static var previews: some View { _previewBody {",
            "",
            "",
            "",
            "    Card()",
            "}.previewLayout(.sizeThatFits) } }",
        ])
    }

    @Test func aMultiLineBodyWithReturn() throws {
        let source = """
            import SwiftUI

            #Preview("Toggle") {
                let model = Model(
                    title: "Wi-Fi"
                )
                return Toggle(model.title, isOn: .constant(true))
                    .padding()
            }
            """
        #expect(try compiledLines(source) == [
            "import Trellis",
            "",
            "struct TrellisPreview_1: PreviewProvider { static var previews: some View { _previewBody {",
            "    let model = Model(",
            "        title: \"Wi-Fi\"",
            "    )",
            "    return Toggle(model.title, isOn: .constant(true))",
            "        .padding()",
            "} } }",
        ])
    }

    /// Trait arguments (exact modifiers; preview modifiers, also through an app's own trait
    /// names, applied innermost), and traits Trellis cannot honour (a note each).
    @Test(arguments: [
        ("traits: .fixedLayout(width: 300, height: 200)", ".previewLayout(.fixed(width: 300, height: 200))", []),
        ("traits: PreviewTrait.landscapeRight, .defaultLayout", ".previewInterfaceOrientation(.landscapeRight)", []),
        ("\"X\", traits: .modifier(Dark()), .sizeThatFitsLayout", "._previewTrait(.modifier(Dark())).previewLayout(.sizeThatFits)", []),
        ("traits: .landscapeLeft, .sampleData", "._previewTrait(.sampleData).previewInterfaceOrientation(.landscapeLeft)", []),
        ("traits: .fixedLayout(300, 200)", "", ["ignoring the #Preview trait .fixedLayout(300, 200): Trellis has no counterpart"]),
    ] as [(String, String, [String])])
    func traits(_ arguments: String, _ modifiers: String, _ notes: [String]) throws {
        let scan = try PreviewScanner.scan("#Preview(\(arguments)) { Card() }", fileName: "File.swift")
        #expect(scan.compiledSource == "struct TrellisPreview_1: PreviewProvider { static var previews: some View { _previewBody { Card() }\(modifiers) } }")
        #expect(scan.notes == notes)
    }

    @Test func attributesBeforeAPreviewStay() throws {
        let source = "@available(iOS 17, *)\n#Preview { Card() }"
        #expect(try compiledLines(source) == [
            "@available(iOS 17, *)",
            "struct TrellisPreview_1: PreviewProvider { static var previews: some View { _previewBody { Card() } } }",
        ])
    }

    @Test func previewsInsideDeclarationsAreSkipped() throws {
        let source = "func make() {\n    #Preview { Card() }\n}\nstruct Holder {\n    #Preview { Card() }\n}\n"
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers.isEmpty)
        #expect(scan.compiledSource == source)
        #expect(scan.notes == Array(repeating: "skipped a #Preview that is not at the top level of the file", count: 2))
    }

    @Test func aPreviewWithoutABodyIsSkipped() throws {
        let scan = try PreviewScanner.scan("#Preview(\"Empty\")\nlet x = 1\n", fileName: "File.swift")
        #expect(scan.providers.isEmpty)
        #expect(scan.notes == ["skipped a #Preview without a { … } body"])
    }

    /// The parser recovers: what it could read is previewed, the error's place is noted, and
    /// the error is left in the file for the compiler to report.
    @Test func aFileWithASyntaxErrorIsStillRead() throws {
        let source = "#Preview {\n    Text(\"a\"\n}\n\nstruct B_Previews: PreviewProvider {}\n"
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers.map(\.typeName) == ["TrellisPreview_1", "B_Previews"])
        #expect(scan.notes == ["File.swift:3:1: Swift's parser found a syntax error here; previews may be missed until it is fixed"])
        #expect(try compiledLines(source)[1] == "    Text(\"a\"")
    }

    /// Files the parser must recover from, and where it says the first error is (nil: it
    /// reads the file without one).
    @Test(arguments: [
        ("}}} #Preview {", "1:1"),
        ("#Preview(\"unterminated) { Text(\"x\") }", "1:33"),
        ("struct A: PreviewProvider { static var previews: some View {", "1:61"),
        ("@main @Previewable import", "1:26"),
        ("\u{0}#Preview { 🙂 }\u{FEFF}", nil),
        ("", nil),
    ] as [(String, String?)])
    func brokenFilesNeverCrash(_ source: String, _ errorLocation: String?) throws {
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.notes.first { $0.hasPrefix("File.swift:") }
            == errorLocation.map { "File.swift:\($0): Swift's parser found a syntax error here; previews may be missed until it is fixed" })
        #expect(scan.compiledSource.split(separator: "\n", omittingEmptySubsequences: false).count
            == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func importsOfSwiftUIInsideIfAndOfSingleDeclarationsAreRead() throws {
        let source = "#if DEBUG\nimport UIKit\n#endif\nimport struct SwiftUI.Color\n"
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.compiledSource == "#if DEBUG\nimport Trellis\n#endif\nimport struct Trellis.Color\n")
        #expect(scan.notes == ["reading `import SwiftUI` as `import Trellis`", "reading `import UIKit` as `import Trellis`"])
    }
}
