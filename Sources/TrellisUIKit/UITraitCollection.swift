import TrellisCore

/// Whether an interface is light or dark: UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// No style chosen: the system's (light, in Trellis's previews).
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

extension UIUserInterfaceStyle {
    /// The style of a SwiftUI colour scheme; `nil` is `.unspecified`.
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light?: self = .light
        case .dark?: self = .dark
        case nil: self = .unspecified
        }
    }
}

extension ColorScheme {
    /// The colour scheme of a UIKit interface style; nil for `.unspecified`, which has none.
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

/// The traits of an interface, as UIKit code asks for them: UIKit's `UITraitCollection`, with
/// the one trait SwiftUI code commonly reads, the interface style.
public final class UITraitCollection: Sendable, Equatable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A collection of no traits (the style unspecified).
    public convenience init() { self.init(userInterfaceStyle: .unspecified) }

    /// A collection holding only `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of the code running now. A picture is made in the light appearance (register
    /// B3), so this is light; dark pictures resolve dynamic colours through the environment.
    public static var current: UITraitCollection {
        get { UITraitCollection(userInterfaceStyle: .light) }
        // Setting it changes nothing: there is no drawing pass it would apply to.
        set {}
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }
}

extension UIColor {
    /// A colour that depends on the traits it is drawn with: the provider is asked once for
    /// the light and once for the dark appearance, and the colour is drawn as the one for the
    /// view's colour scheme.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(light: light.withoutDarkVariant, dark: dark.darkVariant ?? dark)
    }

    /// This colour as drawn with `traitCollection`: the dark appearance's colour in a dark
    /// collection, the light one otherwise.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        traitCollection.userInterfaceStyle == .dark ? darkVariant ?? self : withoutDarkVariant
    }

    /// The light appearance alone.
    private var withoutDarkVariant: UIColor {
        darkVariant == nil ? self : UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
