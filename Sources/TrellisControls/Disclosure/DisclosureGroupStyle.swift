import TrellisCore

/// The look of disclosure groups: SwiftUI's `DisclosureGroupStyle`.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    /// The group: its label and content composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` draws.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, type-erased.
    public typealias Label = _StyledContent
    /// The group's content, type-erased.
    public typealias Content = _StyledContent

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool
    /// Where in the environment's style stack the style drawing this configuration is.
    var styleLevel = -1

    init(label: Label, content: Content, isExpanded: Binding<Bool>, styleLevel: Int) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
        self.styleLevel = styleLevel
    }
}

extension AnyStyle where Configuration == DisclosureGroupStyleConfiguration {
    init<S: DisclosureGroupStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// The system's disclosure group: SwiftUI's `AutomaticDisclosureGroupStyle`. The label's row
/// ends with a tinted chevron, pointing right when collapsed and down when expanded; the
/// content follows under the label.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                    .font(.body.weight(DisclosureMetrics.chevronWeight))
                    .imageScale(.small)
                    .foregroundStyle(.tint)
            }
            // Under a ViewHost a tap on the label's row expands or collapses the group.
            ._onRuntimeTap { configuration.isExpanded.toggle() }
            if configuration.isExpanded { configuration.content }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The system's style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of the disclosure groups in this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}
