import TrellisCore

/// The styles of one kind of control set around a view, outermost first: `buttonStyle(_:)` and
/// its kin push onto it. A control draws with the innermost style; a control made from a
/// style's configuration (`Button(configuration)`) draws with the style outside that one, as in
/// SwiftUI, so a style can wrap the one it replaces without calling itself forever.
struct StyleStack<Erased> {
    private(set) var styles: [Erased] = []

    func pushing(_ style: Erased) -> StyleStack {
        var copy = self
        copy.styles.append(style)
        return copy
    }

    /// The style a control uses and its level: the innermost, or the one outside `level` for a
    /// control made from the configuration of the style at `level`. Nil past the outermost
    /// style: the control's default style.
    func style(outside level: Int?) -> (style: Erased?, level: Int) {
        let index = level.map { $0 - 1 } ?? styles.count - 1
        return (styles.indices.contains(index) ? styles[index] : nil, max(index, -1))
    }
}

