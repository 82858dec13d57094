import Foundation
import Testing
@testable import trellis

@Suite("Finding previews in source")
struct PreviewScannerTests {
    /// A file, and the preview providers (name: type) the scanner must find in it.
    @Test(arguments: [
        ("struct A_Previews: PreviewProvider { static var previews: some View { A() } }", ["A_Previews"]),
        ("struct B: View, PreviewProvider {}", ["B"]),
        ("public struct C_Previews : SwiftUI.PreviewProvider {}", ["C_Previews"]),
        ("final class D<T>: PreviewProvider {}", ["D"]),
        ("extension E: PreviewProvider {}", ["E"]),
        ("// struct F: PreviewProvider {}\n/* struct G: PreviewProvider {} */", []),
        ("let text = \"struct H: PreviewProvider {}\"", []),
        ("let text = \"\"\"\nstruct I: PreviewProvider {}\n\"\"\"", []),
        ("let text = #\"struct J: PreviewProvider {} \\(\"x\")\"#", []),
        ("let text = \"a \\(f(\"b\")) c\"\nstruct K: PreviewProvider {}", ["K"]),
        ("enum Outer { struct L: PreviewProvider {} }", []),
        ("struct M: MyPreviewProviderish {}", []),
        ("/* nested /* comment */ struct N: PreviewProvider {} */ struct O: PreviewProvider {}", ["O"]),
    ] as [(String, [String])])
    func providers(_ source: String, _ expected: [String]) throws {
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers.map(\.typeName) == expected)
    }

    @Test func theAppsMainAttributeIsBlankedOnItsLine() throws {
        let source = "@main\nstruct MyApp: App {}\nlet text = \"@main stays in strings\"\n"
        let scan = try PreviewScanner.scan(source, fileName: "App.swift")
        #expect(scan.compiledSource == "     \nstruct MyApp: App {}\nlet text = \"@main stays in strings\"\n")
        #expect(scan.notes.contains("ignoring @main: previews are drawn by their own program"))
    }

    @Test func namedViewTypesReplaceThePreviews() throws {
        let scan = try PreviewScanner.scan("struct Badge: View { var body: some View { Text(\"1\") } }\n", fileName: "Badge.swift")
        let drawn = try PreviewScanner.drawing(["Badge", "Outer.Inner"], instead: scan)
        #expect(drawn.providers == [
            PreviewScan.Provider(name: "Badge", typeName: "TrellisView_Badge"),
            PreviewScan.Provider(name: "Outer.Inner", typeName: "TrellisView_Outer_Inner"),
        ])
        #expect(drawn.compiledSource.hasPrefix(scan.compiledSource))
        #expect(drawn.compiledSource.contains("struct TrellisView_Outer_Inner: PreviewProvider { static var previews: some View { Outer.Inner() } }"))
        #expect(throws: UserError.self) { try PreviewScanner.drawing(["Badge()"], instead: scan) }
    }

    @Test func swiftUIAndUIKitImportsAreReadAsTrellis() throws {
        let scan = try PreviewScanner.scan("import SwiftUI\n@preconcurrency import UIKit\nimport UIKitty\nimport Combine\n", fileName: "File.swift")
        #expect(scan.compiledSource == "import Trellis\n@preconcurrency import Trellis\nimport UIKitty\nimport OpenCombineShim\n")
    }

    @Test(arguments: [
        // Apple's Foundation shows Combine: a model importing Foundation alone gets it.
        ("import Foundation\nclass Timer: ObservableObject {}", "import Foundation; import OpenCombineShim\nclass Timer: ObservableObject {}"),
        ("@preconcurrency import Foundation // models\n", "@preconcurrency import Foundation; import OpenCombineShim // models\n"),
        ("import struct Foundation.Date\n", "import struct Foundation.Date; import OpenCombineShim\n"),
        // Files that see Combine already are left alone.
        ("import Foundation\nimport Combine\n", "import Foundation\nimport OpenCombineShim\n"),
        ("import Foundation\nimport SwiftUI\n", "import Foundation\nimport Trellis\n"),
        ("import CoreLocation\n", "import CoreLocation\n"),
    ])
    func foundationShowsCombineAsOnApplesPlatforms(source: String, compiled: String) throws {
        #expect(try PreviewScanner.scan(source, fileName: "Model.swift").compiledSource == compiled)
    }

    @Test func previewableStateIsAPlainLocalInThePreviewBody() throws {
        let source = """
            #Preview {
                @Previewable @State var isOn = true
                let label = "Wi-Fi" // @Previewable in a comment stays
                return Toggle(label, isOn: $isOn)
            }
            """
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.compiledSource.split(separator: "\n", omittingEmptySubsequences: false) == [
            "struct TrellisPreview_1: PreviewProvider { static var previews: some View { _previewBody {",
            "                 @State var isOn = true",
            "    let label = \"Wi-Fi\" // @Previewable in a comment stays",
            "    return Toggle(label, isOn: $isOn)",
            "} } }",
        ])
    }

    @Test func privateProvidersAreMadeVisibleOnTheSameLine() throws {
        let source = "import SwiftUI\n\nprivate struct P: PreviewProvider {\n}\nfileprivate struct Q: PreviewProvider {}\n"
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers.map(\.typeName) == ["P", "Q"])
        #expect(scan.compiledSource == "import Trellis\n\n        struct P: PreviewProvider {\n}\n            struct Q: PreviewProvider {}\n")
    }

    @Test func previewMacrosBecomeProvidersOnTheirLines() throws {
        let source = """
            #Preview("Big card", traits: .sizeThatFitsLayout) {
                Card()
            }

            #Preview {
                Card()
            }
            """
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        #expect(scan.providers == [
            PreviewScan.Provider(name: "Big_card", typeName: "TrellisPreview_1"),
            PreviewScan.Provider(name: "Preview-2", typeName: "TrellisPreview_2"),
        ])
        #expect(scan.compiledSource.split(separator: "\n", omittingEmptySubsequences: false) == [
            "struct TrellisPreview_1: PreviewProvider { static var previews: some View { _previewBody {",
            "    Card()",
            "}.previewLayout(.sizeThatFits) } }",
            "",
            "struct TrellisPreview_2: PreviewProvider { static var previews: some View { _previewBody {",
            "    Card()",
            "} } }",
        ])
    }

    @Test func orientationTraitsTurnTheDevice() throws {
        let source = "#Preview(traits: .landscapeLeft) {\n    Card()\n}\n#Preview(\"Fits\", traits: .sizeThatFitsLayout, .portraitUpsideDown) { Card() }\n"
        let scan = try PreviewScanner.scan(source, fileName: "File.swift")
        let lines = scan.compiledSource.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "}.previewInterfaceOrientation(.landscapeLeft) } }")
        #expect(lines[3].hasSuffix("Card() }.previewLayout(.sizeThatFits).previewInterfaceOrientation(.portraitUpsideDown) } }"))
    }

    @Test func buildProgressIsReadFromSwiftBuild() {
        #expect(SwiftBuild.progressCounter("[45/120] Compiling TrellisCore View.swift") == "45/120")
        #expect(SwiftBuild.progressCounter("Building for debugging...") == nil)
    }

    @Test func theCacheFolderIsStablePerTrellisCheckout() {
        let one = PreviewPackage(trellisPackage: URL(fileURLWithPath: "/a/trellis"))
        let same = PreviewPackage(trellisPackage: URL(fileURLWithPath: "/a/trellis"))
        let other = PreviewPackage(trellisPackage: URL(fileURLWithPath: "/b/trellis"))
        #expect(one.directory == same.directory)
        #expect(one.directory != other.directory)
    }
}

@Suite("Widget previews in source")
struct WidgetPreviewScanTests {
    @Test func aWidgetPreviewDrawsItsTimelineEntries() throws {
        let source = """
            #Preview(as: .systemSmall) {
                StepsWidget()
            } timeline: {
                StepsEntry(date: .now, steps: 1)
            }
            """
        let scan = try PreviewScanner.scan(source, fileName: "Steps.swift")
        #expect(scan.providers.map(\.typeName) == ["TrellisPreview_1"])
        #expect(scan.compiledSource == """
            struct TrellisPreview_1: PreviewProvider { static var previews: some View { _widgetPreview(family: .systemSmall) {
                StepsWidget()
            } timeline: {
                StepsEntry(date: .now, steps: 1)
            } } }
            """)
    }

    @Test func otherWidgetPreviewFormsAreSkippedWithANote() throws {
        let scan = try PreviewScanner.scan("#Preview(as: .systemSmall) { W() } timelineProvider: { P() }", fileName: "W.swift")
        #expect(scan.providers.isEmpty)
        #expect(scan.notes == ["skipped a widget's #Preview: only the form with a timeline: { … } of entries is drawn"])
    }
}

@Suite("Platform conditions in previews")
struct PlatformConditionTests {
    @Test(arguments: [
        ("#if os(iOS)\nlet a = 1\n#endif", "#if true\nlet a = 1\n#endif"),
        ("#if canImport(UIKit)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#endif",
         "#if true\nimport Trellis\n#elseif false\nimport AppKit\n#endif"),
        ("#if os(iOS) || os(macOS)\n#endif", "#if true || false\n#endif"),
        ("#if !os(watchOS) && targetEnvironment(simulator)\n#endif", "#if !false && true\n#endif"),
        // Left to the compiler: language versions, flags and other libraries.
        ("#if swift(>=5.9) && DEBUG\n#endif", "#if swift(>=5.9) && DEBUG\n#endif"),
        ("#if canImport(Nuke)\n#endif", "#if canImport(Nuke)\n#endif"),
        // Calls outside conditions are code.
        ("let os = os(iOS)", "let os = os(iOS)"),
    ])
    func conditionsAreReadAsForAnIOSSimulator(source: String, compiled: String) throws {
        #expect(try PreviewScanner.scan(source, fileName: "File.swift").compiledSource == compiled)
    }

    @Test func theRewriteIsNoted() throws {
        let scan = try PreviewScanner.scan("#if os(iOS)\n#elseif os(iOS)\n#endif", fileName: "File.swift")
        #expect(scan.notes == ["reading `#if os(iOS)` as for an iOS simulator, as Xcode compiles previews"])
    }
}
