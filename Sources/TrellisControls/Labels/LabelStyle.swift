import TrellisCore

/// The look of labels: SwiftUI's `LabelStyle`.
public protocol LabelStyle {
    associatedtype Body: View
    /// The label: its title and icon composed with the style's views.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public typealias Title = _StyledContent

    /// The label's icon, type-erased.
    public typealias Icon = _StyledContent

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
    /// Where in the environment's style stack the style drawing this configuration is.
    var styleLevel = -1
}

extension AnyStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S) {
        self.makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style))
    }
}

/// The default label style: on iOS, outside lists and toolbars, title and icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon, then the title, side by side and centred on each other.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: LabelMetrics.iconTitleSpacing) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default label style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The numbers of iOS's label style (sources in docs/ios-metrics.md).
enum LabelMetrics {
    /// The distance between the icon and the title.
    static let iconTitleSpacing: CGFloat = 8
}
