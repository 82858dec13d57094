import TrellisCore

/// A label beside a value: SwiftUI's `LabeledContent`. On iOS the label is leading and the
/// value trailing, in the secondary colour.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// For labeled content made from a style's configuration: that style's level.
    var styleLevel: Int?

    @Environment(\.self) private var environment

    /// Content labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let (style, level) = environment.styles(for: LabeledContentStyleConfiguration.self).style(outside: styleLevel)
        let configuration = LabeledContentStyleConfiguration(label: .init(label), content: .init(content), styleLevel: level)
        return (style ?? AnyStyle(AutomaticLabeledContentStyle())).makeBody(configuration)
    }
}

extension LabeledContent where Label == Text {
    /// Content titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Content titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value titled with a localisable key.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A string value titled with a string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value formatted with `format`, titled with a localisable key.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format._formattedForPreview(value)) }, label: { Text(titleKey) })
    }

    /// A value formatted with `format`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format._formattedForPreview(value)) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style's configuration describes, drawn in the style outside that
    /// style (the default style when there is none).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        styleLevel = configuration.styleLevel
    }
}

/// The look of labeled content: SwiftUI's `LabeledContentStyle`.
public protocol LabeledContentStyle {
    associatedtype Body: View
    /// The labeled content: its label and content composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` draws.
public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    public typealias Label = _StyledContent

    /// The content, type-erased.
    public typealias Content = _StyledContent

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
    /// Where in the environment's style stack the style drawing this configuration is.
    let styleLevel: Int
}

/// The default style on iOS: the label leading, the content trailing in the secondary colour,
/// a spacer between that gives way first. In a list or form row at an accessibility Dynamic
/// Type size the content goes under the label instead, both leading-aligned, as iOS stacks a
/// value cell's texts when they grow too large to share a line.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabeledContentBody(configuration: configuration)
    }
}

/// The automatic style's arrangement, a view so that it reads the row's environment.
private struct AutomaticLabeledContentBody: View {
    let configuration: LabeledContentStyleConfiguration
    @Environment(\.isListRow) private var isListRow
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if isListRow && dynamicTypeSize.isAccessibilitySize {
            // The stack's default spacing (0 between two system-font texts): an estimate, see
            // docs/ios-metrics.md § 29.
            VStack(alignment: .leading) {
                VStack(alignment: .leading) { configuration.label }
                HStack { configuration.content }
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.leading)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack {
                // A label of several texts is a title over subtitles.
                VStack(alignment: .leading) { configuration.label }
                Spacer().layoutPriority(-1)
                HStack { configuration.content }
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.trailing)
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's default style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension AnyStyle where Configuration == LabeledContentStyleConfiguration {
    init<S: LabeledContentStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the labeled content in this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}
