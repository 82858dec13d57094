import ArgumentParser
import TrellisCore

/// The canvas settings of `trellis preview` and `trellis layout`, as Xcode's canvas has them:
/// light or dark, and the Dynamic Type size. The preview program sets them in every preview's
/// environment; a preview's own `.preferredColorScheme(_:)` or `.dynamicTypeSize(_:)` wins.
struct CanvasOptions: ParsableArguments {
    /// SwiftUI's `ColorScheme` cases.
    enum Scheme: String, ExpressibleByArgument, CaseIterable {
        case light, dark
    }

    /// SwiftUI's `DynamicTypeSize` cases, by their names in Swift, smallest first.
    enum TypeSize: String, ExpressibleByArgument, CaseIterable {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    }

    @Option(name: .long, help: ArgumentHelp("Light or dark appearance (light unless said).", valueName: "scheme"))
    var colorScheme: Scheme?

    @Option(name: .long, help: ArgumentHelp("The Dynamic Type size, as SwiftUI names it (large unless said).", valueName: "size"))
    var dynamicType: TypeSize?

    /// The preview program's options for these settings.
    var runnerArguments: [String] {
        (colorScheme.map { ["--color-scheme", $0.rawValue] } ?? []) + (dynamicType.map { ["--dynamic-type", $0.rawValue] } ?? [])
    }
}
