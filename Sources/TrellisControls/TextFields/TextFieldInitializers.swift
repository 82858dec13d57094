import TrellisCore

// The rest of SwiftUI's text field initializers: values through a format style or a
// `Formatter` with a label view or a prompt, string titles, and the deprecated callback forms.
// A still picture shows the formatted value; the callbacks are never called.

extension TextField {
    /// A field editing a value through a format style, labelled by `label`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: format._formattedForPreview(value.wrappedValue), prompt: prompt, label: label(), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, labelled by `label`.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: label(), axis: .horizontal)
    }
}

extension TextField where Label == Text {
    /// A field titled with a string, with a commit callback (never called here).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, titled with a localisable key, with a
    /// prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: Text(titleKey), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, titled with a string, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: Text(title), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, titled with a localisable key, with editing
    /// callbacks (SwiftUI's deprecated form; never called here).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, titled with a localisable key, with a
    /// commit callback (SwiftUI's deprecated form; never called here).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(titleKey), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, titled with a string, with editing
    /// callbacks (SwiftUI's deprecated form; never called here).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(title), axis: .horizontal)
    }

    /// A field editing a value through a `Formatter`, titled with a string, with a commit
    /// callback (SwiftUI's deprecated form; never called here).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(title), axis: .horizontal)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a string, with a commit callback (SwiftUI's deprecated form;
    /// never called here).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text) { Text(title) }
    }
}
