import TrellisCore

/// A field for a password: SwiftUI's `SecureField`, a text field whose text is drawn as one
/// dot per character. Text field styles apply to it.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field editing `text`, with a prompt, labelled by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(binding: text, prompt: prompt, label: label(), axis: .horizontal)
        field.isSecure = true
        self.field = field
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localisable key (shown while the text is empty).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A secure field titled with a string (shown while the text is empty).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A secure field titled with a localisable key, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field titled with a string, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A secure field titled with a localisable key, with a commit callback (never called here).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text) { Text(titleKey) }
    }
}

/// A multi-line text editor: SwiftUI's `TextEditor`. It takes all the space offered and shows
/// its text from the top leading corner, inset as UITextView insets it (5 across, 8 down).
public struct TextEditor: View {
    let text: String
    let binding: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
        binding = text
    }

    /// An editor of `text` with a selection (accepted).
    public init<Selection>(text: Binding<String>, selection: Binding<Selection>) {
        self.text = text.wrappedValue
        binding = text
    }

    public var body: some View {
        Text(verbatim: text)
            .padding(.horizontal, TextFieldMetrics.editorHorizontalInset)
            .padding(.vertical, TextFieldMetrics.editorVerticalInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            // Found by a ViewHost through its accessibility identifier or label (it has no title).
            ._runtimeTextInput(binding, names: [])
    }
}
