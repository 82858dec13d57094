// SwiftUI code hands colours to and from CoreGraphics (`Color(cgColor:)`, `UIColor.cgColor`,
// `Color.cgColor`); Linux has no CoreGraphics, so this is its colour type, sRGB only.
#if !canImport(Darwin)
/// A colour as CoreGraphics keeps it: CoreGraphics' `CGColor`, always in the sRGB colour space
/// (a grey keeps two components, as CoreGraphics' grey colour space does).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's components, the alpha last: red, green, blue and alpha, or white and alpha.
    public let components: [CGFloat]?
    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// How many components the colour has, the alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    private init(components: [CGFloat]) { self.components = components }

    /// A colour from sRGB components (0…1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: [red, green, blue, alpha])
    }

    /// A colour from sRGB components (0…1).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey from a white level (0…1).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(components: [gray, alpha])
    }

    /// This colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var copied = components ?? [0, 0, 0, 1]
        copied[copied.count - 1] = alpha
        return CGColor(components: copied)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Red, green, blue and alpha, a grey's white level repeated.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 0, 0, 1]
        if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
        return (values[0], values[1], values[2], values[values.count - 1])
    }

    public static func == (first: CGColor, second: CGColor) -> Bool { first.components == second.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(" + (components ?? []).map { "\($0)" }.joined(separator: ", ") + ")"
    }
}

extension Color {
    /// A colour from a CoreGraphics colour.
    public init(cgColor: CGColor) {
        let value = cgColor.rgba
        self.init(red: Double(value.red), green: Double(value.green), blue: Double(value.blue), opacity: Double(value.alpha))
    }

    /// The colour as a CoreGraphics colour: its light appearance's components (SwiftUI answers
    /// `nil` for colours it cannot describe statically; every Trellis colour resolves).
    public var cgColor: CGColor? {
        let value = resolve(in: EnvironmentValues())
        return CGColor(red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue), alpha: CGFloat(value.opacity))
    }
}
#endif
