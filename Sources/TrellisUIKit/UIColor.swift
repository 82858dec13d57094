import TrellisCore

/// The colours SwiftUI code takes from UIKit (`Color(.systemGray6)`, `Color(uiColor: .label)`):
/// UIKit's `UIColor`, with iOS's light-mode values, and the dark-mode values of the dynamic
/// system colours (docs/ios-metrics.md § 14 and § 23).
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
    /// The colour's components, sRGB 0…1 (in light mode, for a dynamic system colour).
    public let red: Double, green: Double, blue: Double, alpha: Double
    /// A dynamic system colour's dark-mode colour.
    let darkVariant: UIColor?

    /// A colour from red, green and blue components and an alpha (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Double(red)
        self.green = Double(green)
        self.blue = Double(blue)
        self.alpha = Double(alpha)
        darkVariant = nil
    }

    init(light: UIColor, dark: UIColor) {
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        darkVariant = dark
    }

    /// A grey from a white level and an alpha (0…1).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a SwiftUI colour.
    public convenience init(_ color: Color) {
        let resolved = color.resolve(in: EnvironmentValues())
        self.init(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
                  alpha: CGFloat(resolved.opacity))
    }

    /// The colour set `name` of the app's asset catalogs (as registered in ``ColorAssets``), or
    /// nil when none has it.
    public convenience init?(named name: String) {
        guard let resolved = ColorAssets.color(named: name) else { return nil }
        self.init(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
                  alpha: CGFloat(resolved.opacity))
    }

    /// This colour at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
        return darkVariant.map { UIColor(light: light, dark: $0.withAlphaComponent(alpha)) } ?? light
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public var description: String { "UIColor(\(red), \(green), \(blue), \(alpha))" }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> UIColor {
        UIColor(red: CGFloat(red / 255), green: CGFloat(green / 255), blue: CGFloat(blue / 255), alpha: CGFloat(alpha))
    }

    /// A dynamic system colour: `light` in light mode, `dark` in dark mode.
    private static func dynamic(_ light: UIColor, dark: UIColor) -> UIColor { UIColor(light: light, dark: dark) }

    // Labels and separators.
    public static let label = dynamic(rgb(0, 0, 0), dark: rgb(255, 255, 255))
    public static let secondaryLabel = dynamic(rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = dynamic(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = dynamic(rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    public static let placeholderText = dynamic(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let separator = dynamic(rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = dynamic(rgb(198, 198, 200), dark: rgb(56, 56, 58))
    public static let link = dynamic(rgb(0, 122, 255), dark: rgb(9, 132, 255))
    // Fills.
    public static let systemFill = dynamic(rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = dynamic(rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = dynamic(rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = dynamic(rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
    // Backgrounds.
    public static let systemBackground = dynamic(rgb(255, 255, 255), dark: rgb(0, 0, 0))
    public static let secondarySystemBackground = dynamic(rgb(242, 242, 247), dark: rgb(28, 28, 30))
    public static let tertiarySystemBackground = dynamic(rgb(255, 255, 255), dark: rgb(44, 44, 46))
    public static let systemGroupedBackground = dynamic(rgb(242, 242, 247), dark: rgb(0, 0, 0))
    public static let secondarySystemGroupedBackground = dynamic(rgb(255, 255, 255), dark: rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground = dynamic(rgb(242, 242, 247), dark: rgb(44, 44, 46))
    // Greys.
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = dynamic(rgb(174, 174, 178), dark: rgb(99, 99, 102))
    public static let systemGray3 = dynamic(rgb(199, 199, 204), dark: rgb(72, 72, 74))
    public static let systemGray4 = dynamic(rgb(209, 209, 214), dark: rgb(58, 58, 60))
    public static let systemGray5 = dynamic(rgb(229, 229, 234), dark: rgb(44, 44, 46))
    public static let systemGray6 = dynamic(rgb(242, 242, 247), dark: rgb(28, 28, 30))
    // System colours.
    public static let systemRed = dynamic(rgb(255, 59, 48), dark: rgb(255, 69, 58))
    public static let systemOrange = dynamic(rgb(255, 149, 0), dark: rgb(255, 159, 10))
    public static let systemYellow = dynamic(rgb(255, 204, 0), dark: rgb(255, 214, 10))
    public static let systemGreen = dynamic(rgb(52, 199, 89), dark: rgb(48, 209, 88))
    public static let systemMint = dynamic(rgb(0, 199, 190), dark: rgb(99, 230, 226))
    public static let systemTeal = dynamic(rgb(48, 176, 199), dark: rgb(64, 200, 224))
    public static let systemCyan = dynamic(rgb(50, 173, 230), dark: rgb(100, 210, 255))
    public static let systemBlue = dynamic(rgb(0, 122, 255), dark: rgb(10, 132, 255))
    public static let systemIndigo = dynamic(rgb(88, 86, 214), dark: rgb(94, 92, 230))
    public static let systemPurple = dynamic(rgb(175, 82, 222), dark: rgb(191, 90, 242))
    public static let systemPink = dynamic(rgb(255, 45, 85), dark: rgb(255, 55, 95))
    public static let systemBrown = dynamic(rgb(162, 132, 94), dark: rgb(172, 142, 104))
    public static let tintColor = dynamic(rgb(0, 122, 255), dark: rgb(10, 132, 255))
    // UIKit's fixed colours.
    public static let black = rgb(0, 0, 0)
    public static let white = rgb(255, 255, 255)
    public static let clear = rgb(0, 0, 0, 0)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = rgb(255, 0, 0)
    public static let green = rgb(0, 255, 0)
    public static let blue = rgb(0, 0, 255)
    public static let cyan = rgb(0, 255, 255)
    public static let yellow = rgb(255, 255, 0)
    public static let magenta = rgb(255, 0, 255)
    public static let orange = rgb(255, 127.5, 0)
    public static let purple = rgb(127.5, 0, 127.5)
    public static let brown = rgb(153, 102, 51)
}

extension Color {
    /// A SwiftUI colour from a UIKit colour.
    public init(uiColor: UIColor) {
        let light = Color(.sRGB, red: uiColor.red, green: uiColor.green, blue: uiColor.blue, opacity: uiColor.alpha)
        guard let dark = uiColor.darkVariant else {
            self = light
            return
        }
        self.init(_light: light, dark: Color(uiColor: dark))
    }

    /// A SwiftUI colour from a UIKit colour (`Color(.systemGray6)`).
    public init(_ uiColor: UIColor) {
        self.init(uiColor: uiColor)
    }
}
