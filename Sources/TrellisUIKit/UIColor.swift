import TrellisCore

/// The colours SwiftUI code takes from UIKit (`Color(.systemGray6)`, `Color(uiColor: .label)`):
/// UIKit's `UIColor`, with iOS's light-mode values (docs/ios-metrics.md § 14).
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
    /// The colour's components, sRGB 0…1.
    public let red: Double, green: Double, blue: Double, alpha: Double

    /// A colour from red, green and blue components and an alpha (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Double(red)
        self.green = Double(green)
        self.blue = Double(blue)
        self.alpha = Double(alpha)
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
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public var description: String { "UIColor(\(red), \(green), \(blue), \(alpha))" }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> UIColor {
        UIColor(red: CGFloat(red / 255), green: CGFloat(green / 255), blue: CGFloat(blue / 255), alpha: CGFloat(alpha))
    }

    // Labels and separators.
    public static let label = rgb(0, 0, 0)
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let opaqueSeparator = rgb(198, 198, 200)
    public static let link = rgb(0, 122, 255)
    // Fills.
    public static let systemFill = rgb(120, 120, 128, 0.2)
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
    // Backgrounds.
    public static let systemBackground = rgb(255, 255, 255)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    // Greys.
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    // System colours.
    public static let systemRed = rgb(255, 59, 48)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemCyan = rgb(50, 173, 230)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemBrown = rgb(162, 132, 94)
    public static let tintColor = rgb(0, 122, 255)
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
        self.init(.sRGB, red: uiColor.red, green: uiColor.green, blue: uiColor.blue, opacity: uiColor.alpha)
    }

    /// A SwiftUI colour from a UIKit colour (`Color(.systemGray6)`).
    public init(_ uiColor: UIColor) {
        self.init(uiColor: uiColor)
    }
}
