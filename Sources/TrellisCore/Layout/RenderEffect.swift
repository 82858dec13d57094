/// A modifier that changes how a view is drawn, or what it is called, but never its layout.
///
/// Render-only modifiers do not become layout nodes: they are recorded, in the order they were
/// applied, on the node they modify, so the node stays what it was to its parent (a
/// `Spacer().opacity(0.5)` is still a Spacer to its stack).
enum RenderEffect {
    /// Moves the drawing of the view, and of everything inside it, by a distance.
    case offset(CGSize)
    /// Names the view for `ViewLayout.frame(of:)` (`.accessibilityIdentifier`).
    case identifier(String)
    case opacity(Double)
    case hidden
    case clipped(antialiased: Bool)
    case clipShape(AnyShape)
    case cornerRadius(CGFloat)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    case help(String)
    case identity(AnyHashable)
    /// Names the view's coordinate space (`.coordinateSpace(name:)`).
    case coordinateSpace(AnyHashable)
    /// A blurred shadow of the view's drawing, offset.
    case shadow(Color.Resolved, radius: CGFloat, offset: CGSize)
    /// A blur or colour filter of the view's drawing.
    case filter(DisplayFilter)
    /// How the view's drawing combines with what is behind it.
    case blendMode(BlendMode)
    /// An affine transform of the drawing, in the view's own coordinates (origin at its top left).
    case transform(Transform2D)
    /// A rotation in 3-D, drawn without perspective.
    case rotation3D(Angle, axis: Rotation3DAxis, anchor: UnitPoint)
    /// The drawing flipped horizontally within the view's frame (`flipsForRightToLeftLayoutDirection`).
    case mirror

    var offset: CGSize? {
        if case .offset(let size) = self { return size }
        return nil
    }

    var summary: String {
        switch self {
        case .offset(let d): "offset(\(formatLength(d.width)), \(formatLength(d.height)))"
        case .identifier(let id): "id \"\(id)\""
        case .opacity(let value): "opacity(\(value))"
        case .hidden: "hidden"
        case .clipped: "clipped"
        case .clipShape: "clipShape"
        case .cornerRadius(let r): "cornerRadius(\(formatLength(r)))"
        case .rotation(let angle, _): "rotation(\(angle.degrees)°)"
        case .scale(let s, _): "scale(\(s.width), \(s.height))"
        case .help(let text): "help \"\(text)\""
        case .identity: "id"
        case .coordinateSpace(let name): "coordinateSpace(\(name))"
        case .shadow(_, let radius, let offset): "shadow(\(formatLength(radius)), \(formatLength(offset.width)), \(formatLength(offset.height)))"
        case .filter(.blur(let radius)): "blur(\(formatLength(radius)))"
        case .filter(.colorMatrix): "colorMatrix"
        case .blendMode(let mode): "blendMode(\(mode))"
        case .transform: "transform"
        case .rotation3D(let angle, _, _): "rotation3D(\(angle.degrees)°)"
        case .mirror: "mirror"
        }
    }
}

/// The axis of a `rotation3DEffect`, normalised (a zero axis is the z axis: no turn out of the
/// screen's plane).
struct Rotation3DAxis: Hashable {
    let x, y, z: CGFloat

    init(_ axis: (x: CGFloat, y: CGFloat, z: CGFloat)) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        if length > 0, length.isFinite {
            (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        } else {
            (x, y, z) = (0, 0, 1)
        }
    }

    /// The rotation by `angle` about this axis (Rodrigues' formula, y pointing down the screen),
    /// seen along z from far away: the upper-left 2 × 2 of the 3-D rotation.
    func projectedRotation(by angle: Angle) -> Transform2D {
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        return Transform2D(
            a: c + x * x * t, b: y * x * t + z * s,
            c: x * y * t - z * s, d: c + y * y * t, tx: 0, ty: 0)
    }
}
