/// A colour, which is also a view that fills the space it is offered.
///
/// The system colours have iOS's light-mode values, and their dark-mode values where the
/// environment's `colorScheme` is `.dark`.
public struct Color: Hashable, Sendable, ShapeStyle, _PrimitiveView, CustomStringConvertible {
    /// A colour as red, green, blue and opacity components in sRGB, each 0…1.
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    /// The colour space of a colour's components.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// The colour's components in light mode (and in dark mode when ``dark`` is nil).
    let resolved: Resolved
    /// The colour's components in dark mode, for colours that change with the colour scheme.
    let dark: Resolved?
    /// The name the colour prints as (a system colour's, an asset catalog colour's), or the
    /// one it was made from with `opacity(_:)`.
    let interned: InternedColorName
    /// The product of the opacities applied to the named colour (1: none): a `Float`, so that
    /// a colour stays small (it is copied with every view around it).
    let nameOpacity: Float

    init(resolved: Resolved, dark: Resolved? = nil, name: String? = nil) {
        self.init(resolved: resolved, dark: dark, interned: name.map(InternedColorName.init) ?? .none, nameOpacity: 1)
    }

    init(resolved: Resolved, dark: Resolved?, interned: InternedColorName, nameOpacity: Float) {
        self.resolved = resolved
        self.dark = dark
        self.interned = interned
        self.nameOpacity = nameOpacity
    }

    /// How the colour prints when it has a name: `red`, `red.opacity(0.5)`, `Brand`.
    var name: String? {
        guard let name = interned.string else { return nil }
        return nameOpacity == 1 ? name : "\(name).opacity(\(nameOpacity))"
    }

    /// A colour from red, green and blue components (0…1) and an opacity.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(resolved: Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity)))
    }

    /// A grey from a white level (0…1) and an opacity.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (each 0…1) and an opacity.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour from a resolved colour.
    public init(_ resolved: Resolved) {
        self.init(resolved: resolved)
    }

    /// A colour that is `light` in light mode and `dark` in dark mode, as UIKit's dynamic
    /// system colours are (for Trellis's controls and UIKit names).
    public init(_light light: Color, dark: Color) {
        self.init(resolved: light.resolved, dark: dark.resolved, interned: light.interned, nameOpacity: light.nameOpacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        func faded(_ components: Resolved) -> Resolved {
            var copy = components
            copy.opacity *= Float(opacity)
            return copy
        }
        return Color(
            resolved: faded(resolved), dark: dark.map(faded), interned: interned,
            nameOpacity: interned == .none ? 1 : nameOpacity * Float(opacity))
    }

    /// The colour's components in `environment`'s colour scheme.
    public func resolve(in environment: EnvironmentValues) -> Resolved { _resolveColor(in: environment) }

    public func _resolveColor(in environment: EnvironmentValues) -> Resolved {
        resolved(dark: environment.colorScheme == .dark, design: environment.designVersion)
    }

    /// The colour's components in a colour scheme and a design: a system colour that iOS 26
    /// redesigned (``SystemColorsIOS26``) takes its new value there, with the opacities applied
    /// to it since.
    func resolved(dark isDark: Bool, design: DesignVersion) -> Resolved {
        guard design == .iOS26, interned != .none, let redesigned = SystemColorsIOS26.values(of: self) else {
            return resolved(dark: isDark)
        }
        var components = isDark ? redesigned.dark : redesigned.light
        components.opacity *= nameOpacity
        return components
    }

    /// The colour's components in the dark colour scheme or in the light one.
    func resolved(dark isDark: Bool) -> Resolved {
        isDark ? dark ?? resolved : resolved
    }

    public var description: String {
        name ?? String(format: "#%02X%02X%02X%02X", Int(resolved.red * 255), Int(resolved.green * 255),
                       Int(resolved.blue * 255), Int(resolved.opacity * 255))
    }

    public func _resolve(into resolver: _ViewResolver) {
        resolver.emit(ColorNode(color: self, environment: resolver.sharedEnvironment))
    }

    private static func system(
        _ name: String, _ light: (Int, Int, Int), dark: (Int, Int, Int)? = nil, _ opacity: Float = 1, darkOpacity: Float? = nil
    ) -> Color {
        func components(_ rgb: (Int, Int, Int), _ opacity: Float) -> Resolved {
            Resolved(red: Float(rgb.0) / 255, green: Float(rgb.1) / 255, blue: Float(rgb.2) / 255, opacity: opacity)
        }
        return Color(
            resolved: components(light, opacity), dark: dark.map { components($0, darkOpacity ?? opacity) }, name: name)
    }

    // Light and dark values: UIKit's system colours (docs/ios-metrics.md § 14 and § 23).
    public static let black = system("black", (0, 0, 0))
    public static let white = system("white", (255, 255, 255))
    public static let clear = system("clear", (0, 0, 0), 0)
    public static let red = system("red", (255, 59, 48), dark: (255, 69, 58))
    public static let orange = system("orange", (255, 149, 0), dark: (255, 159, 10))
    public static let yellow = system("yellow", (255, 204, 0), dark: (255, 214, 10))
    public static let green = system("green", (52, 199, 89), dark: (48, 209, 88))
    public static let mint = system("mint", (0, 199, 190), dark: (99, 230, 226))
    public static let teal = system("teal", (48, 176, 199), dark: (64, 200, 224))
    public static let cyan = system("cyan", (50, 173, 230), dark: (100, 210, 255))
    public static let blue = system("blue", (0, 122, 255), dark: (10, 132, 255))
    public static let indigo = system("indigo", (88, 86, 214), dark: (94, 92, 230))
    public static let purple = system("purple", (175, 82, 222), dark: (191, 90, 242))
    public static let pink = system("pink", (255, 45, 85), dark: (255, 55, 95))
    public static let brown = system("brown", (162, 132, 94), dark: (172, 142, 104))
    public static let gray = system("gray", (142, 142, 147))
    /// The colour of primary content: black in light mode, white in dark mode.
    public static let primary = system("primary", (0, 0, 0), dark: (255, 255, 255))
    /// The colour of secondary content: a translucent grey.
    public static let secondary = system("secondary", (60, 60, 67), dark: (235, 235, 245), 0.6)
    /// The app's accent colour: the system blue unless an app sets another.
    public static let accentColor = system("accentColor", (0, 122, 255), dark: (10, 132, 255))
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
}
