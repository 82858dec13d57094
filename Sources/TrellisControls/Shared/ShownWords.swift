import TrellisCore

/// The words `view` shows, for finding what is not drawn by name under a ``ViewHost`` (a
/// picker's options, a menu's items): a `Text`'s string, a `Label`'s title's; nil for other
/// views.
func shownWords(of view: any View) -> String? {
    let view = view._unmodifiedView
    if let text = view as? Text { return text._plainString }
    if let label = view as? any TitledLabel { return shownWords(of: label.wordsTitle) }
    return nil
}

/// A `Label` seen through `any View`.
protocol TitledLabel {
    var wordsTitle: any View { get }
}

extension Label: TitledLabel {
    var wordsTitle: any View { title }
}
