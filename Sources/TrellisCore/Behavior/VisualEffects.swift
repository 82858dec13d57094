// Visual effects (iOS 17): drawing effects computed from a view's geometry once it is laid out,
// `visualEffect { content, proxy in content.offset(y: proxy.size.height) }`. Each effect is one
// of the drawing effects the view modifiers of the same name apply; the closure is called while
// the display list is made, with the view's placed geometry, and its effects are drawn where the
// modifier was applied. Layout is never changed.

/// Effects that change how a view is drawn, not its layout: SwiftUI's `VisualEffect`. Made by
/// calling effect methods on the `EmptyVisualEffect` a `visualEffect` or `scrollTransition`
/// closure receives.
public protocol VisualEffect: Sendable, Animatable {
    /// The drawing effects, innermost first.
    var _effects: _VisualEffectList { get }
}

/// The drawing effects a visual effect stands for.
public struct _VisualEffectList: @unchecked Sendable {
    // Render effects hold only values (an `AnyHashable` of an identity is never one of these).
    var effects: [RenderEffect] = []
}

/// The effect that changes nothing: the start of every chain of effects.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _effects: _VisualEffectList { _VisualEffectList() }
}

/// A chain of effects.
public struct _VisualEffectChain: VisualEffect {
    public let _effects: _VisualEffectList
}

extension VisualEffect {
    private func adding(_ effect: RenderEffect) -> _VisualEffectChain {
        var list = _effects
        list.effects.append(effect)
        return _VisualEffectChain(_effects: list)
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Moves the drawing by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    /// Scales the drawing around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    /// Scales the drawing by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }
    /// Scales the drawing by (`x`, `y`) around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// Turns the drawing by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor: anchor)) }
    /// Turns the drawing in 3-D, seen in perspective (as the view modifier).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, axis: Rotation3DAxis(axis), anchor: anchor, anchorZ: anchorZ.isFinite ? anchorZ : 0,
                           perspective: perspective.isFinite ? perspective : 0))
    }
    /// Applies `transform` to the drawing, in the view's own coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.transform(Transform2D(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)))
    }
    /// Draws at `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Blurs the drawing (a Gaussian of standard deviation `radius / 2`).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.filter(.blur(radius: radius.isFinite ? max(0, radius) : 0)))
    }
    /// Brightens the colours by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { colorFilter(.brightness(amount)) }
    /// Scales the contrast by `amount`.
    public func contrast(_ amount: Double) -> some VisualEffect { colorFilter(.contrast(amount)) }
    /// Sets the saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { colorFilter(.saturation(amount)) }
    /// Turns the drawing grey by `amount`.
    public func grayscale(_ amount: Double) -> some VisualEffect { colorFilter(.saturation(1 - min(max(amount, 0), 1))) }
    /// Turns the hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { colorFilter(.hueRotation(angle)) }

    private func colorFilter(_ matrix: ColorMatrix) -> _VisualEffectChain {
        adding(.filter(.colorMatrix(matrix.values.allSatisfy(\.isFinite) ? matrix : .identity)))
    }
}

/// A visual effect made from a view's geometry when it is drawn.
struct GeometryDependentEffect: @unchecked Sendable {
    // Kept with the node's effects and called only while the node's display list is made (on
    // the thread that makes it); the closure is the app's, which SwiftUI does not require to be
    // `Sendable` where views are main-actor types.
    let make: (GeometryProxy) -> [RenderEffect]
}

extension View {
    /// Applies the effects `effect` makes from this view's geometry (its size and frame where
    /// it is placed; named coordinate spaces are measured as the window's).
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(RenderEffectModifier(effect: .visualEffect(GeometryDependentEffect { proxy in
            effect(EmptyVisualEffect(), proxy)._effects.effects
        })))
    }
}
