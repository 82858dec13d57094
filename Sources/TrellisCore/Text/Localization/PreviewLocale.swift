import Foundation

extension LayoutDirection {
    /// The direction a locale's text and layout run in, as iOS sets it for an app in that
    /// language: right to left for Arabic, Hebrew, Persian, Urdu, Pashto, Yiddish, Dhivehi,
    /// Sorani Kurdish, Sindhi, Uyghur… (their script's direction, from Foundation's locale data:
    /// `sd-Deva` runs left to right) and for the pseudo-locale `ar-XB`; left to right otherwise.
    public static func `for`(localeIdentifier: String) -> LayoutDirection {
        if PseudoLocale(identifier: localeIdentifier) == .bidirectional { return .rightToLeft }
        let tag = localeIdentifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? localeIdentifier
        return Locale.Language(identifier: tag).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension EnvironmentValues {
    /// Draws the preview in the locale `identifier` (`de`, `pt-BR`, `ar`, or a pseudo-locale
    /// `en-XA` / `ar-XB`), as an app is when the device's language is set to it: sets
    /// ``locale`` (which `Text` looks its keys up in), ``layoutDirection`` (right to left for
    /// right-to-left languages) and the process's ``StringTables/previewLocale`` (which
    /// `String(localized:)` uses).
    public mutating func applyPreviewLocale(_ identifier: String) {
        let locale = Locale(identifier: identifier)
        self.locale = locale
        layoutDirection = .for(localeIdentifier: identifier)
        StringTables.previewLocale = locale
    }
}
