import TrellisCore

/// Related controls drawn as one: SwiftUI's `ControlGroup`, drawn with the style set around it
/// (`controlGroupStyle(_:)`), by default `AutomaticControlGroupStyle`.
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView
    /// For a group made from a style's configuration: that style's place in the style stack.
    var styleLevel: Int?
    @Environment(\.self) private var environment

    /// A group of the controls in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = AnyView(EmptyView())
    }


    public var body: some View {
        let (style, level) = environment.styles(for: ControlGroupStyleConfiguration.self).style(outside: styleLevel)
        let configuration = ControlGroupStyleConfiguration(content: .init(content), label: .init(label), styleLevel: level)
        return (style ?? AnyStyle(AutomaticControlGroupStyle())).makeBody(configuration)
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The group a style's configuration describes, drawn with the style set outside that one.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        label = AnyView(configuration.label)
        styleLevel = configuration.styleLevel
    }
}

/// The look of control groups: SwiftUI's `ControlGroupStyle`.
public protocol ControlGroupStyle {
    associatedtype Body: View
    /// The group: its controls (and label) composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a ``ControlGroupStyle`` draws.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, type-erased.
    public typealias Content = _StyledContent
    /// The group's label, type-erased.
    public typealias Label = _StyledContent

    /// The controls.
    public let content: Content
    /// The label.
    public let label: Label
    /// Where in the environment's style stack the style drawing this configuration is.
    var styleLevel = -1
}

extension AnyStyle where Configuration == ControlGroupStyleConfiguration {
    init<S: ControlGroupStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// The system's control group: SwiftUI's `AutomaticControlGroupStyle`. Outside a menu or
/// toolbar, its buttons sit side by side as equal-width icon buttons on one grey rounded
/// rectangle, with hairlines between them (an estimate: docs/ios-metrics.md § 13).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let controls = configuration.content.content._topLevelViews.map { AnyView($0) }
        HStack(spacing: 0) {
            ForEach(controls.indices, id: \.self) { index in
                if index > 0 {
                    Rectangle()
                        .fill(SystemColors.separator)
                        .frame(width: ControlGroupMetrics.separatorWidth)
                        .padding(.vertical, ControlGroupMetrics.separatorInset)
                }
                controls[index]
                    .labelStyle(.iconOnly)
                    .padding(.vertical, ControlGroupMetrics.verticalPadding)
                    .frame(maxWidth: .infinity)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .background(SystemColors.tertiarySystemFill, in: RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius))
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The system's style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension View {
    /// Sets the style of the control groups in this view (the automatic style, or your own).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}

/// The numbers of a control group (estimates: docs/ios-metrics.md § 13).
enum ControlGroupMetrics {
    static let cornerRadius: CGFloat = 8
    static let verticalPadding: CGFloat = 7
    static let separatorWidth: CGFloat = 1
    static let separatorInset: CGFloat = 8
}
