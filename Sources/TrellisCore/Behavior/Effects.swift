// Drawing effects: each changes how a view is drawn, never its layout.

/// How a view's colours combine with what is behind it: SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// Blurs this view's drawing with a Gaussian of standard deviation `radius / 2`. Layout is
    /// unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let radius = radius.isFinite ? max(0, radius) : 0
        return modifier(RenderEffectModifier(effect: .filter(.blur(radius: radius))))
    }
    /// Blurs what is drawn behind this view, within `shape` fitted to its frame, before the view
    /// is drawn over it: the frosting of Liquid Glass and of materials.
    public func _backdropBlur(radius: CGFloat, in shape: some Shape) -> some View {
        let radius = radius.isFinite ? max(0, radius) : 0
        return modifier(RenderEffectModifier(effect: .backdropBlur(radius: radius, shape: AnyShape(shape))))
    }
    /// Brightens this view's colours by `amount` (0: unchanged, 1: white).
    public func brightness(_ amount: Double) -> some View { colorFilter(.brightness(amount)) }
    /// Scales this view's contrast by `amount` (1: unchanged, 0: grey, negative: inverted).
    public func contrast(_ amount: Double) -> some View { colorFilter(.contrast(amount)) }
    /// Sets this view's colour saturation (1: unchanged, 0: grey).
    public func saturation(_ amount: Double) -> some View { colorFilter(.saturation(amount)) }
    /// Turns this view grey by `amount` (0: unchanged, 1: fully grey).
    public func grayscale(_ amount: Double) -> some View { colorFilter(.saturation(1 - min(max(amount, 0), 1))) }
    /// Multiplies this view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some View { colorFilter(.multiplying(by: color.resolved)) }
    /// Inverts this view's colours.
    public func colorInvert() -> some View { colorFilter(.inversion) }
    /// Makes this view black, as opaque as its colours are luminous (a mask from luminance).
    public func luminanceToAlpha() -> some View { colorFilter(.luminanceToAlpha) }
    /// Turns this view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View { colorFilter(.hueRotation(angle)) }

    private func colorFilter(_ matrix: ColorMatrix) -> some View {
        let finite = matrix.values.allSatisfy(\.isFinite) ? matrix : .identity
        return modifier(RenderEffectModifier(effect: .filter(.colorMatrix(finite))))
    }

    /// Blends this view's drawing with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(RenderEffectModifier(effect: .blendMode(blendMode)))
    }
    /// Draws this view only where `mask` is opaque; the mask is laid out as an overlay would be.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SecondaryContentModifier(content: mask(), alignment: alignment, role: .mask))
    }
    /// Draws this view only where `mask` is opaque.
    @available(*, deprecated, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(SecondaryContentModifier(content: mask, alignment: .center, role: .mask))
    }
    /// Draws this view as one layer before effects (no visible change here).
    public func compositingGroup() -> some View { self }
    /// Draws this view offscreen before showing it (no visible change here).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// Rotates this view's drawing in 3-D around `axis` through `anchor` (at depth `anchorZ`),
    /// seen in perspective from `max(width, height) / perspective` away (0: no perspective), as
    /// SwiftUI projects it. Layout is unchanged. PNG draws the projection exactly; SVG, which has
    /// no projective transforms, draws the affine transform closest to it at the view's corners.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(RenderEffectModifier(effect: .rotation3D(
            angle, axis: Rotation3DAxis(axis), anchor: anchor, anchorZ: anchorZ.isFinite ? anchorZ : 0,
            perspective: perspective.isFinite ? perspective : 0)))
    }
    /// Applies `transform` to this view's drawing, in its own coordinates (origin at its top left).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let t = Transform2D(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        return modifier(RenderEffectModifier(effect: .transform(t)))
    }
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
