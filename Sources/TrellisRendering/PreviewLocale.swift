internal import Foundation
internal import TrellisCore

/// What a preview's locale decides besides its strings: the layout direction.
enum PreviewLocale {
    /// The languages written right to left (Arabic, Hebrew, Persian, Urdu, Pashto, Yiddish,
    /// Dhivehi, Sorani Kurdish, Sindhi, Uyghur), and the right-to-left pseudo-locale `ar-XB`.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]

    /// Right to left for a locale of a right-to-left language (`ar`, `he-IL`, `ar-XB`), else
    /// left to right.
    static func layoutDirection(of identifier: String) -> LayoutDirection {
        let language = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}
