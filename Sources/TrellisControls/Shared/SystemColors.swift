import TrellisCore

/// iOS's light-mode system colours that the control styles draw with (UIKit's values; sources
/// in docs/ios-metrics.md).
enum SystemColors {
    private static func gray(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }

    /// `UIColor.systemFill`: fills of thin and small shapes (progress and slider tracks).
    static let systemFill = gray(120, 120, 128, 0.2)
    /// `UIColor.secondarySystemFill`: a switch's off track, an untinted bordered button.
    static let secondarySystemFill = gray(120, 120, 128, 0.16)
    /// `UIColor.tertiarySystemFill`: fills of larger shapes (text fields, segmented controls).
    static let tertiarySystemFill = gray(118, 118, 128, 0.12)
    /// `UIColor.secondarySystemBackground`: grouped content behind cards.
    static let secondarySystemBackground = gray(242, 242, 247)
    /// `UIColor.systemGroupedBackground`: behind grouped lists and forms.
    static let systemGroupedBackground = gray(242, 242, 247)
    /// `UIColor.secondarySystemGroupedBackground`: the cells of grouped lists.
    static let secondarySystemGroupedBackground = gray(255, 255, 255)
    /// `UIColor.systemBackground`: plain lists, screens.
    static let systemBackground = gray(255, 255, 255)
    /// `UIColor.tertiaryLabel`: the text of disabled controls.
    static let tertiaryLabel = gray(60, 60, 67, 0.3)
    /// `UIColor.placeholderText`.
    static let placeholderText = gray(60, 60, 67, 0.3)
    /// `UIColor.separator`.
    static let separator = gray(60, 60, 67, 0.29)
    /// `UIColor.systemGreen`: a switch that is on.
    static let systemGreen = Color.green
    /// `UIColor.systemRed`: destructive buttons.
    static let systemRed = Color.red
}
