// Drawing effects SwiftUI code uses that Trellis accepts but does not draw yet (the divergence
// register's L12 lists them): each keeps layout exactly as it is.

/// How a view's colours combine with what is behind it: SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// Blurs this view (accepted; not drawn blurred).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// Brightens this view (accepted; not drawn).
    public func brightness(_ amount: Double) -> some View { self }
    /// Changes this view's contrast (accepted; not drawn).
    public func contrast(_ amount: Double) -> some View { self }
    /// Changes this view's saturation (accepted; not drawn).
    public func saturation(_ amount: Double) -> some View { self }
    /// Turns this view grey (accepted; not drawn).
    public func grayscale(_ amount: Double) -> some View { self }
    /// Multiplies this view's colours (accepted; not drawn).
    public func colorMultiply(_ color: Color) -> some View { self }
    /// Inverts this view's colours (accepted; not drawn).
    public func colorInvert() -> some View { self }
    /// Rotates this view's hue (accepted; not drawn).
    public func hueRotation(_ angle: Angle) -> some View { self }
    /// Blends this view with what is behind it (accepted; drawn normally).
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// Masks this view with `mask`'s opacity (accepted; drawn unmasked).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
    /// Masks this view with `mask`'s opacity (accepted; drawn unmasked).
    public func mask<Mask: View>(_ mask: Mask) -> some View { self }
    /// Draws this view as one layer before effects (no visible change here).
    public func compositingGroup() -> some View { self }
    /// Draws this view offscreen before showing it (no visible change here).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// Rotates this view in 3-D (accepted; drawn flat).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
    /// Applies `transform` to this view's drawing (accepted; drawn untransformed).
    public func transformEffect(_ transform: CGAffineTransform) -> some View { self }
    /// Adds a symbol effect to this view's symbols (accepted; symbols are drawn at rest).
    public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    /// Adds a symbol effect played when `value` changes (accepted; symbols are drawn at rest).
    public func symbolEffect<V: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: V) -> some View { self }
}

/// How colours are computed in a drawing group: SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// How a symbol effect plays: SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// A symbol effect's kind (`.bounce`, `.pulse`, `.variableColor`…), accepted and not played.
public struct SymbolEffectKind: Hashable, Sendable {
    private let name: String
    public static let bounce = SymbolEffectKind(name: "bounce")
    public static let pulse = SymbolEffectKind(name: "pulse")
    public static let variableColor = SymbolEffectKind(name: "variableColor")
    public static let scale = SymbolEffectKind(name: "scale")
    public static let appear = SymbolEffectKind(name: "appear")
    public static let disappear = SymbolEffectKind(name: "disappear")
    public static let replace = SymbolEffectKind(name: "replace")
    public static let wiggle = SymbolEffectKind(name: "wiggle")
    public static let breathe = SymbolEffectKind(name: "breathe")
    public static let rotate = SymbolEffectKind(name: "rotate")
    public var up: SymbolEffectKind { self }
    public var down: SymbolEffectKind { self }
    public var byLayer: SymbolEffectKind { self }
    public var wholeSymbol: SymbolEffectKind { self }
    public var iterative: SymbolEffectKind { self }
    public var cumulative: SymbolEffectKind { self }
    public var reversing: SymbolEffectKind { self }
}
