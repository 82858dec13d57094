import TrellisCore

/// An editable line of text: SwiftUI's `TextField`. A still picture shows its text, or, when
/// the text is empty, its prompt (else its title) in the placeholder grey. It is as wide as
/// offered and one line tall (several when `axis` is vertical); its look is the environment's
/// text field style (plain on iOS unless set).
public struct TextField<Label: View>: View {
    let text: String
    let prompt: Text?
    let label: Label
    let axis: Axis
    /// Whether the text is a password's, drawn as dots (`SecureField`).
    var isSecure = false
    /// For a field made from a style's configuration: that style's level.
    var styleLevel: Int?
    /// The text's binding, for a ``ViewHost`` to type into (nil for a field of a formatted value).
    var binding: Binding<String>?

    @Environment(\.self) private var environment

    /// A field editing `text`, with a prompt shown while it is empty, labelled by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(binding: text, prompt: prompt, label: label(), axis: .horizontal)
    }

    /// A field editing `text` that grows along `axis`, labelled by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(binding: text, prompt: prompt, label: label(), axis: axis)
    }

    init(text: String, prompt: Text?, label: Label, axis: Axis) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.axis = axis
    }

    /// A field editing `binding` (its text read now).
    init(binding: Binding<String>, prompt: Text?, label: Label, axis: Axis) {
        self.init(text: binding.wrappedValue, prompt: prompt, label: label, axis: axis)
        self.binding = binding
    }

    /// The names a ``ViewHost`` finds the field by: its title (label) and its prompt.
    private var names: [String] {
        let title = (label as? Text) ?? (label as? _TextFieldStyleLabel)?.asText
        return [title, prompt].compactMap { $0?._plainString }.filter { !$0.isEmpty }
    }

    public var body: some View {
        // Under a ViewHost, typing into the field writes its binding (a field of a formatted
        // value has none: typing into it is refused by name).
        styledBody._runtimeTextInput(binding, names: names)
    }

    private var styledBody: AnyView {
        let (style, level) = environment.styles(for: TextField<_TextFieldStyleLabel>.self).style(outside: styleLevel)
        var configuration = TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, label: _TextFieldStyleLabel(label), axis: axis)
        configuration.isSecure = isSecure
        configuration.binding = binding
        configuration.styleLevel = level
        if let style {
            return style.makeBody(configuration)
        }
        return AnyView(PlainTextFieldBody(
            text: isSecure ? String(repeating: "•", count: text.count) : text,
            placeholder: prompt ?? (label as? Text) ?? (label as? _TextFieldStyleLabel)?.asText,
            axis: axis))
    }
}

extension TextField where Label == Text {
    /// A field titled with a localisable key (shown while the text is empty).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(binding: text, prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    /// A field titled with a string (shown while the text is empty).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(binding: text, prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// A field titled with a localisable key, with a prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(binding: text, prompt: prompt, label: Text(titleKey), axis: .horizontal)
    }

    /// A field titled with a string, with a prompt shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(binding: text, prompt: prompt, label: Text(title), axis: .horizontal)
    }

    /// A field titled with a localisable key that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(binding: text, prompt: nil, label: Text(titleKey), axis: axis)
    }

    /// A field titled with a string that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(binding: text, prompt: nil, label: Text(title), axis: axis)
    }

    /// A field titled with a localisable key, with a prompt, that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(binding: text, prompt: prompt, label: Text(titleKey), axis: axis)
    }

    /// A field titled with a string, with a prompt, that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(binding: text, prompt: prompt, label: Text(title), axis: axis)
    }

    /// A field titled with a localisable key, with editing callbacks (never called here).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(binding: text, prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    /// A field titled with a localisable key, with a commit callback (never called here).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(binding: text, prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    /// A field titled with a string, with editing callbacks (never called here).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(binding: text, prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// A field editing a value through a format style, titled with a localisable key.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: format._formattedForPreview(value.wrappedValue), prompt: prompt, label: Text(titleKey), axis: .horizontal)
    }

    /// A field editing a value through a format style, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: format._formattedForPreview(value.wrappedValue), prompt: prompt, label: Text(title), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, titled with a localisable key.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(titleKey), axis: .horizontal)
    }
}

/// A text field's label as a style sees it, type-erased.
public struct _TextFieldStyleLabel: View {
    let content: AnyView
    let asText: Text?

    init<V: View>(_ content: V) {
        self.content = AnyView(content)
        asText = (content as? Text) ?? (content as? _TextFieldStyleLabel)?.asText
    }

    public var body: some View { content }
}

/// The bare field: the text (or the placeholder in grey) at the leading edge, a line tall at
/// least, as wide as offered.
struct PlainTextFieldBody: View {
    let text: String
    let placeholder: Text?
    let axis: Axis

    var body: some View {
        Group {
            if !text.isEmpty {
                Text(verbatim: text)
            } else if let placeholder, !placeholder._isEmpty {
                placeholder.foregroundStyle(SystemColors.placeholderText)
            } else {
                // A space keeps one line's height when there is nothing to show.
                Text(verbatim: " ")
            }
        }
        .lineLimit(axis == .horizontal ? 1 : nil)
        // A field never gives up its line: its height is its text's, whatever it is offered.
        .fixedSize(horizontal: false, vertical: true)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
