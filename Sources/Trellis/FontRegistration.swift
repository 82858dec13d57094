internal import TrellisText

extension Font {
    /// Makes the fonts in a font file (TrueType, OpenType) available to `Font.custom(_:size:)`
    /// under their family, "family style" and PostScript names.
    ///
    /// SwiftUI registers fonts through an app's Info.plist; Trellis has no app bundle, so fonts
    /// are registered by path. An unknown name falls back to the system font, with a diagnostic.
    ///
    /// - Returns: the names the fonts were registered under.
    @discardableResult
    public static func register(contentsOfFile path: String) throws -> [String] {
        try TextEngine.shared.registerFont(atPath: path)
    }
}
