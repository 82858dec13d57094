import TrellisCore

/// A title with an icon: SwiftUI's `Label`. Its look is the environment's label style
/// (`.automatic`: icon and title side by side).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// For a label made from a style's configuration: that style's level.
    var styleLevel: Int?

    @Environment(\.self) private var environment

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        let (style, level) = environment.styles(for: LabelStyleConfiguration.self).style(outside: styleLevel)
        let configuration = LabelStyleConfiguration(title: .init(title), icon: .init(icon), styleLevel: level)
        return (style ?? AnyStyle(DefaultLabelStyle())).makeBody(configuration)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with a localisable key and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled with a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled with a localisable key and an image by name.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label titled with a string and an image by name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes, drawn in the style outside that style (the
    /// default style when there is none): for styles that adjust another style.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        styleLevel = configuration.styleLevel
    }
}
