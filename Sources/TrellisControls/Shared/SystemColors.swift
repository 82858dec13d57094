import TrellisCore

/// iOS's system colours that the control styles draw with, light and dark (UIKit's values;
/// sources in docs/ios-metrics.md § 14 and § 23).
enum SystemColors {
    private static func gray(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }

    private static func gray(_ light: Color, dark: Color) -> Color { Color(_light: light, dark: dark) }

    /// `UIColor.systemFill`: fills of thin and small shapes (progress and slider tracks).
    static let systemFill = gray(gray(120, 120, 128, 0.2), dark: gray(120, 120, 128, 0.36))
    /// `UIColor.secondarySystemFill`: a switch's off track, an untinted bordered button.
    static let secondarySystemFill = gray(gray(120, 120, 128, 0.16), dark: gray(120, 120, 128, 0.32))
    /// `UIColor.tertiarySystemFill`: fills of larger shapes (text fields, segmented controls).
    static let tertiarySystemFill = gray(gray(118, 118, 128, 0.12), dark: gray(118, 118, 128, 0.24))
    /// `UIColor.secondarySystemBackground`: grouped content behind cards.
    static let secondarySystemBackground = gray(gray(242, 242, 247), dark: gray(28, 28, 30))
    /// `UIColor.systemGroupedBackground`: behind grouped lists and forms.
    static let systemGroupedBackground = gray(gray(242, 242, 247), dark: gray(0, 0, 0))
    /// `UIColor.secondarySystemGroupedBackground`: the cells of grouped lists.
    static let secondarySystemGroupedBackground = gray(gray(255, 255, 255), dark: gray(28, 28, 30))
    /// `UIColor.systemBackground`: plain lists, screens.
    static let systemBackground = gray(gray(255, 255, 255), dark: gray(0, 0, 0))
    /// `UIColor.tertiaryLabel`: the text of disabled controls.
    static let tertiaryLabel = gray(gray(60, 60, 67, 0.3), dark: gray(235, 235, 245, 0.3))
    /// `UIColor.placeholderText`.
    static let placeholderText = gray(gray(60, 60, 67, 0.3), dark: gray(235, 235, 245, 0.3))
    /// `UIColor.separator`.
    static let separator = gray(gray(60, 60, 67, 0.29), dark: gray(84, 84, 88, 0.6))
    /// `UIColor.systemGreen`: a switch that is on.
    static let systemGreen = Color.green
    /// `UIColor.systemRed`: destructive buttons.
    static let systemRed = Color.red
}
