import TrellisCore

/// The styles of one kind of control set around a view, outermost first: `buttonStyle(_:)` and
/// its kin push onto it. A control draws with the innermost style; a control made from a
/// style's configuration (`Button(configuration)`) draws with the style outside that one, as in
/// SwiftUI, so a style can wrap the one it replaces without calling itself forever.
struct StyleStack<Configuration> {
    private(set) var styles: [AnyStyle<Configuration>] = []

    func pushing(_ style: AnyStyle<Configuration>) -> StyleStack {
        var copy = self
        copy.styles.append(style)
        return copy
    }

    /// The style a control uses and its level: the innermost, or the one outside `level` for a
    /// control made from the configuration of the style at `level`. Nil past the outermost
    /// style: the control's default style.
    func style(outside level: Int?) -> (style: AnyStyle<Configuration>?, level: Int) {
        let index = level.map { $0 - 1 } ?? styles.count - 1
        return (styles.indices.contains(index) ? styles[index] : nil, max(index, -1))
    }
}

/// A control style, type-erased: what it makes of a configuration.
struct AnyStyle<Configuration> {
    let makeBody: (Configuration) -> AnyView
}

/// The environment key of one kind of control's style stack (one key per configuration type).
private enum StyleStackKey<Configuration>: EnvironmentKey {
    static var defaultValue: StyleStack<Configuration> { StyleStack() }
}

extension EnvironmentValues {
    /// The styles set for controls whose styles take `Configuration`.
    func styles<Configuration>(for _: Configuration.Type) -> StyleStack<Configuration> {
        self[StyleStackKey<Configuration>.self]
    }
}

extension View {
    /// Pushes `style` onto its kind's style stack for this view.
    func pushingStyle<Configuration>(_ style: AnyStyle<Configuration>) -> some View {
        transformEnvironment(\.self) { environment in
            environment[StyleStackKey<Configuration>.self] = environment[StyleStackKey<Configuration>.self].pushing(style)
        }
    }
}

/// A view passed to a style, type-erased: a label, a title, an icon, a content. SwiftUI names
/// one per configuration (`ButtonStyleConfiguration.Label`…); here those names stand for this.
public struct _StyledContent: View {
    let content: AnyView

    init<V: View>(_ content: V) {
        self.content = (content as? _StyledContent)?.content ?? AnyView(content)
    }

    public var body: some View { content }
}
