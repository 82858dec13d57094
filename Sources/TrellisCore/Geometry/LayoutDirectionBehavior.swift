/// A description of what should happen when the layout direction changes.
///
/// Use it with ``View/layoutDirectionBehavior(_:)`` or a shape's
/// ``Shape/layoutDirectionBehavior``.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// A behavior that doesn't mirror when the layout direction changes.
    case fixed
    /// A behavior that mirrors when the layout direction has the specified value.
    case mirrors(in: LayoutDirection)

    /// A behavior that mirrors when the layout direction is right-to-left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether drawing is mirrored in `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

extension Shape {
    // SwiftUI's default since iOS 17 (`.fixed` before): a custom shape's path is mirrored in a
    // right-to-left layout.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right-to-left.
    ///
    /// Views already adjust their layout in a right-to-left context; use this for content that
    /// points somewhere, like an arrow image.
    ///
    /// - Parameter enabled: Whether the view's drawing is flipped horizontally, within its
    ///   frame, when the layout direction is right-to-left.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(MirroringModifier(behavior: enabled ? .mirrors : .fixed))
    }

    /// Sets the behavior of this view for different layout directions: whether its drawing is
    /// mirrored horizontally, within its frame, in a particular layout direction.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(MirroringModifier(behavior: behavior))
    }
}

/// Mirrors the drawing of its content when the layout direction where it is applied calls for
/// it. Layout, and the frames ``ViewLayout`` reports, are unchanged.
struct MirroringModifier: NodeAttributeModifier {
    let behavior: LayoutDirectionBehavior

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        if behavior.mirrors(resolver.environment.layoutDirection) { node.effects.append(.mirror) }
    }
}

extension RenderEffect {
    /// The effect as SwiftUI applies a geometry effect in a right-to-left layout: conjugated by
    /// the horizontal flip of the view's frame, so `offset(x: 10)` moves the view 10 to the
    /// left, and rotations turn the other way about the mirrored anchor (OpenSwiftUI's
    /// `GeometryEffectTransform`, reconstructed from SwiftUI). Other effects are unchanged.
    func mirroredForRightToLeft() -> [RenderEffect] {
        switch self {
        case .offset(let delta):
            return [.offset(CGSize(width: -delta.width, height: delta.height))]
        case .rotation(let angle, let anchor):
            return [.rotation(Angle(radians: -angle.radians), anchor: anchor.mirrored)]
        case .scale(let factor, let anchor):
            return [.scale(factor, anchor: anchor.mirrored)]
        case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
            // A mirror turns a rotation about (x, y, z) into the opposite rotation about (−x, y, z).
            return [
                .rotation3D(
                    Angle(radians: -angle.radians), axis: Rotation3DAxis((-axis.x, axis.y, axis.z)), anchor: anchor.mirrored,
                    anchorZ: anchorZ, perspective: perspective)
            ]
        case .transform:
            return [.mirror, self, .mirror]
        default:
            return [self]
        }
    }
}

extension UnitPoint {
    /// The point mirrored across the vertical centre line.
    var mirrored: UnitPoint { UnitPoint(x: 1 - x, y: y) }
}
