internal import Foundation
internal import TrellisCore

/// The arguments of the preview program (``PreviewRendering/runTool(providers:arguments:)``),
/// read. `trellis` checks what the user typed before it builds anything, so a mistake here is
/// the command's, and the messages are short.
struct PreviewToolOptions {
    enum Command: String {
        case render, layout
        /// Stay running for `trellis serve` (``LivePreviews``).
        case serve
    }

    /// A mistake in the arguments, as the message to print.
    struct Mistake: Error, Equatable {
        var message: String
    }

    var command: Command
    var outputFolder = URL(fileURLWithPath: ".")
    var format = "png"
    var scale: CGFloat = 3
    var device = PreviewRendering.defaultDevice
    var debugFrames = false
    var transparent = false
    /// Whether the pictures written are left unlisted (`trellis snapshot` lists its own results).
    var quiet = false
    var json = false
    /// The previews (file names) and providers (names) not to draw: those that crashed or hung
    /// in an earlier run, and those an earlier run already drew.
    var skipped: Set<String> = []
    var sourceFile: String?
    var assetCatalogs: [String] = []
    /// The canvas's settings: `colorScheme`, `dynamicTypeSize`, `locale`, `layoutDirection`,
    /// `designVersion`.
    var environment = EnvironmentValues()
    /// The settings each preview is drawn in, one picture each (`trellis snapshot`'s matrix);
    /// empty: once, in `environment` on `device`.
    var variants: [PreviewVariant] = []
    /// The pictures this run draws: its machine's share (`--shard i/n`) and, within it, its
    /// process's (`--worker j/m`).
    var shard = PictureShare()
    var worker = PictureShare()
    /// Whether each PNG keeps its layout tree as text (for `trellis snapshot`'s review page).
    var embedsLayout = false

    init(command: Command, environment: EnvironmentValues) {
        self.command = command
        self.environment = environment
    }

    /// SwiftUI's `ColorScheme` cases, by name.
    static let colorSchemes: [(name: String, value: ColorScheme)] = [("light", .light), ("dark", .dark)]

    /// SwiftUI's `DynamicTypeSize` cases, by name, smallest first.
    static let dynamicTypeSizes: [(name: String, value: DynamicTypeSize)] = [
        ("xSmall", .xSmall), ("small", .small), ("medium", .medium), ("large", .large), ("xLarge", .xLarge),
        ("xxLarge", .xxLarge), ("xxxLarge", .xxxLarge), ("accessibility1", .accessibility1),
        ("accessibility2", .accessibility2), ("accessibility3", .accessibility3), ("accessibility4", .accessibility4),
        ("accessibility5", .accessibility5),
    ]

    /// Reads `arguments`: the command (`render` or `layout`), then its options.
    init(arguments: [String]) throws(Mistake) {
        var arguments = arguments[...]
        guard let name = arguments.popFirst() else { throw Mistake(message: "no command (render, layout or serve)") }
        guard let command = Command(rawValue: name) else { throw Mistake(message: "unknown command \(name) (render, layout or serve)") }
        self.command = command
        while let argument = arguments.popFirst() {
            switch argument {
            case "--debug-frames": debugFrames = true
            case "--transparent": transparent = true
            case "--quiet": quiet = true
            case "--json": json = true
            case "--embed-layout": embedsLayout = true
            default:
                guard Self.valuedOptions.contains(argument) else { throw Mistake(message: "unknown argument \(argument)") }
                guard let value = arguments.popFirst() else { throw Mistake(message: "\(argument) needs a value") }
                try set(argument, to: value)
            }
        }
    }

    private static let valuedOptions: Set<String> = [
        "--out", "--source", "--asset-catalog", "--skip", "--format", "--scale", "--device", "--color-scheme", "--dynamic-type",
        "--locale", "--layout-direction", "--os", "--variants", "--shard", "--worker",
    ]

    mutating func set(_ option: String, to value: String) throws(Mistake) {
        switch option {
        case "--out": outputFolder = URL(fileURLWithPath: value)
        case "--source": sourceFile = value
        case "--asset-catalog": assetCatalogs.append(value)
        case "--skip": skipped.insert(value)
        case "--format":
            guard value == "png" || value == "svg" else { throw Mistake(message: "unknown format \(value) (png or svg)") }
            format = value
        case "--scale":
            guard let number = Double(value), number > 0, number.isFinite else {
                throw Mistake(message: "the scale must be a positive number, not \(value)")
            }
            scale = CGFloat(number)
        case "--device":
            guard let named = Device.named(value) else { throw Mistake(message: "no device called \(value); `trellis devices` lists them") }
            device = named
        case "--color-scheme":
            guard let scheme = Self.colorSchemes.first(where: { $0.name == value }) else {
                throw Mistake(message: "unknown color scheme \(value) (light or dark)")
            }
            environment.colorScheme = scheme.value
        case "--dynamic-type":
            guard let size = Self.dynamicTypeSizes.first(where: { $0.name == value }) else {
                let names = Self.dynamicTypeSizes.map(\.name).joined(separator: ", ")
                throw Mistake(message: "unknown Dynamic Type size \(value) (\(names))")
            }
            environment.dynamicTypeSize = size.value
        case "--locale":
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw Mistake(message: "\(value) is not a locale identifier (such as en, pt-BR or ar)")
            }
            environment.applyPreviewLocale(value)
        case "--layout-direction":
            switch value {
            case "leftToRight", "ltr": environment.layoutDirection = .leftToRight
            case "rightToLeft", "rtl": environment.layoutDirection = .rightToLeft
            default: throw Mistake(message: "unknown layout direction \(value) (leftToRight or rightToLeft)")
            }
        case "--os":
            guard let version = Int(value), let design = DesignVersion(majorVersion: version) else {
                throw Mistake(message: "unknown iOS version \(value) (18 or 26)")
            }
            environment.designVersion = design
        case "--variants": variants = try PreviewVariant.read(from: value)
        case "--shard": shard = try PictureShare(value)
        case "--worker": worker = try PictureShare(value)
        default:
            throw Mistake(message: "unknown argument \(option)")
        }
    }
}
