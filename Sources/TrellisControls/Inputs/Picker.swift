import TrellisCore

/// A control that chooses one of several tagged options: SwiftUI's `Picker`. A still picture
/// shows it closed, in the environment's picker style: on iOS a menu button showing the
/// selected option (`.menu`, the default), a segmented control, or a wheel.
///
/// Options are the content's views with a `tag(_:)`, or made by a `ForEach` (tagged with their
/// ids); the one whose tag equals the selection is selected.
///
/// Under a ``ViewHost`` a segmented picker's segments can be tapped, and any picker's option
/// chosen by name with ``ViewHost/select(_:in:)`` (its menu, wheel or list is not drawn).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue
    let binding: Binding<SelectionValue>
    let label: Label
    let content: Content

    @Environment(\.self) private var environment

    /// A picker of `selection` among the tagged views of `content`, labelled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        binding = selection
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let options = content._topLevelTaggedViews.map { (view: any View, tag: AnyHashable?) in
            PickerOption(view: AnyView(view), tag: tag, name: shownWords(of: view) ?? tag.map { "\($0.base)" } ?? "")
        }
        let selected = options.firstIndex { $0.tag.map { tagSelects($0, selection) } ?? false }
        if selected == nil {
            LayoutDiagnostic._report(
                "Picker: the selection \"\(Self.describe(selection))\" is invalid and does not have an associated tag, this will give undefined results.")
        }
        let style = environment.styles(for: PickerConfiguration.self).style(outside: nil).style ?? AnyStyle(DefaultPickerStyle())
        let configuration = PickerConfiguration(label: AnyView(label), options: options, selectedIndex: selected, select: select)
        return style.makeBody(configuration)
            ._runtimeChoices(
                names: shownWords(of: label).map { [$0] } ?? [],
                options: options.indices.map { index in (options[index].name, { select(options[index]) }) })
    }

    /// Sets the selection to `option`'s tag (an option without a tag of the selection's type
    /// selects nothing, as in SwiftUI).
    private func select(_ option: PickerOption) {
        if let value = option.tag?.base as? SelectionValue { binding.wrappedValue = value }
    }

    /// `value` as the diagnostic writes it (Foundation traps describing a date that is NaN).
    static func describe(_ value: SelectionValue) -> String {
        if let date = value as? Date, date.timeIntervalSinceReferenceDate.isNaN { return "nan" }
        return "\(value)"
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == TrellisControls.Label<Text, Image> {
    /// A picker labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { TrellisControls.Label(titleKey, systemImage: systemImage) }
    }
}

/// One option of a picker: its view and its tag.
struct PickerOption {
    let view: AnyView
    let tag: AnyHashable?
    /// The words the option shows, to choose it by (its text, else its tag).
    let name: String
}

/// What a picker style draws: the label, the options, and which is selected.
public struct PickerConfiguration {
    let label: AnyView
    let options: [PickerOption]
    let selectedIndex: Int?
    /// Chooses an option (under a ``ViewHost``, when a segment is tapped).
    let select: (PickerOption) -> Void

    var selectedView: AnyView? { selectedIndex.map { options[$0].view } }
}
