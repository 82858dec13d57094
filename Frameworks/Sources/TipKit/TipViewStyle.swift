import Trellis

/// A custom look for tip views: TipKit's `TipViewStyle`.
public protocol TipViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What a style is given.
    typealias Configuration = TipViewStyleConfiguration
    /// The tip view's body.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a tip view style draws: TipKit's `TipViewStyle.Configuration`.
public struct TipViewStyleConfiguration {
    /// The tip.
    public let tip: any Tip
    /// The tip's title.
    public var title: Text? { tip.title }
    /// The tip's message.
    public var message: Text? { tip.message }
    /// The tip's image.
    public var image: Image? { tip.image }
    /// The tip's actions.
    public var actions: [Tips.Action] { tip.actions }
}

/// A style kept in the environment, erased.
struct AnyTipViewStyle: @unchecked Sendable {
    let makeBody: (TipViewStyleConfiguration) -> AnyView
}

/// The tip card's look set by the tip modifiers.
struct TipAppearance: @unchecked Sendable {
    var style: AnyTipViewStyle?
    var background: AnyShapeStyle?
    var cornerRadius: CGFloat = 13
}

private struct TipAppearanceKey: EnvironmentKey {
    static let defaultValue = TipAppearance()
}

extension EnvironmentValues {
    var tipAppearance: TipAppearance {
        get { self[TipAppearanceKey.self] }
        set { self[TipAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Draws tip views in this view with a custom style.
    public func tipViewStyle(_ style: some TipViewStyle) -> some View {
        transformEnvironment(\.tipAppearance) { $0.style = AnyTipViewStyle { AnyView(style.makeBody(configuration: $0)) } }
    }

    /// Sets the background of tip views in this view.
    public func tipBackground(_ style: some ShapeStyle) -> some View {
        transformEnvironment(\.tipAppearance) { $0.background = AnyShapeStyle(style) }
    }

    /// Sets the corner radius of tip views in this view.
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View {
        transformEnvironment(\.tipAppearance) { $0.cornerRadius = cornerRadius }
    }

    /// Sets the size of tips' images (accepted; images keep their font size).
    public func tipImageSize(_ size: CGSize) -> some View { self }
}
