extension View {
    /// Moves where this view, and everything inside it, is drawn. Layout is unchanged: the
    /// view's frame stays where its parent put it.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(RenderEffectModifier(effect: .offset(CGSize(width: x, height: y))))
    }

    /// Moves where this view is drawn by `offset`.
    public func offset(_ offset: CGSize) -> some View {
        modifier(RenderEffectModifier(effect: .offset(offset)))
    }

    /// Clips this view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(RenderEffectModifier(effect: .clipped(antialiased: antialiased)))
    }

    /// Clips this view to `shape` in its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(RenderEffectModifier(effect: .clipShape(AnyShape(shape))))
    }

    /// Clips this view to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(RenderEffectModifier(effect: .cornerRadius(radius)))
    }

    /// Draws this view with `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(RenderEffectModifier(effect: .opacity(opacity)))
    }

    /// Draws a shadow of this view: its drawing in `color`, blurred by `radius` and moved by
    /// (`x`, `y`). Layout is unchanged.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let radius = radius.isFinite ? max(0, radius) : 0
        let offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
        return modifier(RenderEffectModifier(effect: .shadow(color.resolved, radius: radius, offset: offset)))
    }

    /// Hides this view; it keeps its space.
    public func hidden() -> some View {
        modifier(RenderEffectModifier(effect: .hidden))
    }

    /// Rotates the drawing of this view around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RenderEffectModifier(effect: .rotation(angle, anchor: anchor)))
    }

    /// Scales the drawing of this view around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(RenderEffectModifier(effect: .scale(scale, anchor: anchor)))
    }

    /// Scales the drawing of this view by `s` around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing of this view by (x, y) around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Adds a tooltip text (no layout effect).
    public func help(_ text: String) -> some View {
        modifier(RenderEffectModifier(effect: .help(text)))
    }

    /// Adds a tooltip text (no layout effect).
    public func help(_ key: LocalizedStringKey) -> some View {
        modifier(RenderEffectModifier(effect: .help(key.defaultText)))
    }

    /// Names this view for accessibility, and for `ViewLayout.frame(of:)`.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(RenderEffectModifier(effect: .identifier(identifier)))
    }

    /// Gives this view an explicit identity (no layout effect).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(ExplicitIdentityModifier(id: AnyHashable(id)))
    }

    /// Orders this view's drawing among its siblings (higher in front).
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}

/// `.id(_:)`: an identity effect on the node, and, under a runtime, a step of the identity
/// path, so that a new id makes a new view (its state starts again).
struct ExplicitIdentityModifier: _PrimitiveViewModifier {
    let id: AnyHashable

    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        let effect = RenderEffectModifier(effect: .identity(id))
        guard let runtime = resolver.runtime else {
            resolver.resolve(content, applying: effect)
            return
        }
        runtime.within(.explicit(id)) { resolver.resolve(content, applying: effect) }
    }
}

struct RenderEffectModifier: NodeAttributeModifier {
    let effect: RenderEffect

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        if resolver.environment.layoutDirection == .rightToLeft {
            node.effects += effect.mirroredForRightToLeft()
        } else {
            node.effects.append(effect)
        }
    }
}

struct ZIndexModifier: NodeAttributeModifier {
    let value: Double

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        node.zIndex = value
    }
}
