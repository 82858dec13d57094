import ArgumentParser
import Testing
import TrellisCore
@testable import trellis

@Suite("Canvas options")
struct CanvasOptionsTests {
    @Test(arguments: [
        ([], []),
        (["--color-scheme", "dark"], ["--color-scheme", "dark"]),
        (["--dynamic-type", "accessibility2"], ["--dynamic-type", "accessibility2"]),
        (["--dynamic-type", "xSmall", "--color-scheme", "light"], ["--color-scheme", "light", "--dynamic-type", "xSmall"]),
        (["--locale", "ar-XB", "--color-scheme", "dark"], ["--color-scheme", "dark", "--locale", "ar-XB"]),
    ] as [([String], [String])])
    func optionsReachThePreviewProgram(_ options: [String], _ expected: [String]) throws {
        #expect(try PreviewCommand.parse(["Card.swift"] + options).canvas.runnerArguments == expected)
        #expect(try LayoutCommand.parse(["Card.swift"] + options).canvas.runnerArguments == expected)
    }

    @Test(arguments: [
        (["--color-scheme", "dusk"], "The value 'dusk' is invalid for '--color-scheme <scheme>'. Please provide one of 'light' and 'dark'."),
        (["--dynamic-type", "huge"],
         """
         The value 'huge' is invalid for '--dynamic-type <size>'. Please provide one of the following:
           - xSmall
           - small
           - medium
           - large
           - xLarge
           - xxLarge
           - xxxLarge
           - accessibility1
           - accessibility2
           - accessibility3
           - accessibility4
           - accessibility5
         """),
        (["--locale", "en US"], "en US is not a locale identifier (such as en, pt-BR or ar)."),
        (["--timeout", "0"], "--timeout must be a number of seconds above 0 and at most 1000000."),
        (["--timeout", "1e300"], "--timeout must be a number of seconds above 0 and at most 1000000."),
        (["--time-limit", "nan"], "--time-limit must be a number of seconds above 0 and at most 1000000."),
    ] as [([String], String)])
    func invalidValuesAreNamedWithTheValidOnes(_ options: [String], _ expected: String) {
        let previewError = #expect(throws: (any Error).self) { try PreviewCommand.parse(["Card.swift"] + options) }
        #expect(previewError.map { PreviewCommand.message(for: $0) } == expected)
        let layoutError = #expect(throws: (any Error).self) { try LayoutCommand.parse(["Card.swift"] + options) }
        #expect(layoutError.map { LayoutCommand.message(for: $0) } == expected)
    }

    /// The names are SwiftUI's, as Trellis declares them.
    @Test func theSizesAreDynamicTypeSizesCases() {
        #expect(CanvasOptions.TypeSize.allCases.map(\.rawValue) == DynamicTypeSize.allCases.map { "\($0)" })
        #expect(CanvasOptions.Scheme.allCases.map(\.rawValue) == ColorScheme.allCases.map { "\($0)" })
    }

    @Test func theTimeoutIsSixtySecondsUnlessSaid() throws {
        #expect(try PreviewCommand.parse(["Card.swift"]).build.timeout == 60)
        #expect(try LayoutCommand.parse(["Card.swift", "--timeout", "2.5"]).build.timeout == 2.5)
        #expect(try ServeCommand.parse(["Card.swift", "--timeout", "3"]).build.timeout == 3)
    }
}
