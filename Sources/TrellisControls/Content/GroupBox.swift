import TrellisCore

/// A box that groups views under an optional label: SwiftUI's `GroupBox`. On iOS: the label in
/// the headline font above the content, padded, on a grey rounded rectangle.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// For a group box made from a style's configuration: that style's level.
    var styleLevel: Int?

    @Environment(\.self) private var environment

    /// A group box of `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box of `content` labelled by `label` (the older argument order).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    public var body: some View {
        let (style, level) = environment.styles(for: GroupBoxStyleConfiguration.self).style(outside: styleLevel)
        let configuration = GroupBoxStyleConfiguration(label: .init(label), content: .init(content), styleLevel: level)
        return (style ?? AnyStyle(DefaultGroupBoxStyle())).makeBody(configuration)
    }
}

extension GroupBox where Label == EmptyView {
    /// An unlabelled group box.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a localisable key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group box titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style's configuration describes, drawn in the style outside that style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        styleLevel = configuration.styleLevel
    }
}

/// The look of group boxes: SwiftUI's `GroupBoxStyle`.
public protocol GroupBoxStyle {
    associatedtype Body: View
    /// The group box: its label and content composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` draws.
public struct GroupBoxStyleConfiguration {
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

/// The default style on iOS: label (headline) over content, 16 padding, on the secondary
/// system background in a rounded rectangle of radius 8, as wide as offered.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(GroupBoxMetrics.padding)
        .background(SystemColors.secondarySystemBackground, in: RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The numbers of iOS's group box (docs/ios-metrics.md § 10).
enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let cornerRadius: CGFloat = 8
}

extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
    init<S: GroupBoxStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}
