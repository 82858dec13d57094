/// A translucent background material: SwiftUI's `Material`. Trellis draws no blur of what is
/// behind (divergence L12): each thickness is a translucent white of iOS's light-mode strength.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// The white's opacity.
    let opacity: Float

    public static let ultraThinMaterial = Material(opacity: 0.35)
    public static let thinMaterial = Material(opacity: 0.55)
    public static let regularMaterial = Material(opacity: 0.72)
    public static let thickMaterial = Material(opacity: 0.85)
    public static let ultraThickMaterial = Material(opacity: 0.93)
    public static let bar = Material(opacity: 0.8)

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        Color.Resolved(red: 1, green: 1, blue: 1, opacity: opacity)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
