import TrellisCore

/// The content of a control group made with a label: SwiftUI's `LabeledControlGroupContent`.
/// It draws the controls; the label is shown only where the group becomes a menu, which the
/// automatic style never does on iPhone.
public struct LabeledControlGroupContent<Content: View, Label: View>: View, _ListingView {
    let content: Content
    let label: Label

    public var body: some View { content }
    /// The controls, one by one, as the group's style splits them.
    public var _listedViews: [any View] { [content] }
}

extension ControlGroup {
    /// A group of the controls in `content` with a label.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = AnyView(label)
    }

    /// A group of the controls in `content`, titled with a localisable key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group of the controls in `content`, titled with a string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(title) })
    }

    /// A group of the controls in `content`, labelled with a title and a symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, TrellisControls.Label<Text, Image>> {
        self.init(content: content, label: { TrellisControls.Label(titleKey, systemImage: systemImage) })
    }
}
