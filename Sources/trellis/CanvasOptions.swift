import ArgumentParser
import TrellisCore

/// The canvas settings of `trellis preview` and `trellis layout`, as Xcode's canvas has them:
/// light or dark, the Dynamic Type size, the locale, and the iOS design. The preview program sets them in every preview's
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

    @Option(name: .long, help: ArgumentHelp("The locale (en, pt-BR, ar; the pseudo-locales en-XA and ar-XB): strings from the app's tables, the layout direction from its script.", valueName: "identifier"))
    var locale: String?

    @Option(name: .customLong("os"), help: ArgumentHelp("The iOS design to draw in: 18 (iOS 17 and 18) or 26 (Liquid Glass); 26 unless said.", valueName: "version"))
    var osVersion: Int?

    func validate() throws {
        if let osVersion, DesignVersion(majorVersion: osVersion) == nil {
            throw ValidationError("--os takes an iOS version with a design of its own: 18 or 26, not \(osVersion).")
        }
        if let locale, locale.isEmpty || !locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw ValidationError("\(locale) is not a locale identifier (such as en, pt-BR or ar).")
        }
    }

    /// The preview program's options for these settings.
    var runnerArguments: [String] {
        (colorScheme.map { ["--color-scheme", $0.rawValue] } ?? []) + (dynamicType.map { ["--dynamic-type", $0.rawValue] } ?? [])
            + (locale.map { ["--locale", $0] } ?? []) + (osVersion.map { ["--os", String($0)] } ?? [])
    }
}
