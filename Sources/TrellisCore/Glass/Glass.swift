/// A Liquid Glass material, as iOS 26 draws bars, controls and `glassEffect(_:in:)`:
/// SwiftUI's `Glass`.
///
/// ```swift
/// Text("3 new").padding().glassEffect(.regular.tint(.blue).interactive(), in: .capsule)
/// ```
///
/// Trellis draws glass as a translucent layer over what lies under it, blurred (in PNG), with a
/// thin light rim and a soft shadow; it does not refract the backdrop (docs/divergences.md
/// D26-9).
public struct Glass: Equatable, Sendable {
    /// How much of the backdrop shows through.
    enum Variant: Equatable, Sendable {
        /// The standard glass: frosted, for most controls and bars.
        case regular
        /// More transparent, for glass over photos and video.
        case clear
        /// No glass at all.
        case identity
    }

    let variant: Variant
    /// The colour the glass is tinted with, if any.
    let tintColor: Color?
    /// Whether it reacts to touches (nothing to draw in a still picture).
    let isInteractive: Bool

    private init(variant: Variant, tintColor: Color? = nil, isInteractive: Bool = false) {
        self.variant = variant
        self.tintColor = tintColor
        self.isInteractive = isInteractive
    }

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular) }
    /// A more transparent glass, for content over rich media.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass: the view is drawn as if it had none (to switch glass off without changing the
    /// view's structure).
    public static var identity: Glass { Glass(variant: .identity) }

    /// The glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// The glass, reacting to touches when `isEnabled` (as it would when pressed; a picture shows
    /// it at rest).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// The shape glass takes unless told otherwise: a capsule, SwiftUI's `DefaultGlassEffectShape`.
public struct DefaultGlassEffectShape: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}
