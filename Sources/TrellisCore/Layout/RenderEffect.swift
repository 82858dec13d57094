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
    /// A blur of what is already drawn behind the view, within a shape of its frame (the
    /// frosting of Liquid Glass).
    case backdropBlur(radius: CGFloat, shape: AnyShape)
    /// How the view's drawing combines with what is behind it.
    case blendMode(BlendMode)
    /// An affine transform of the drawing, in the view's own coordinates (origin at its top left).
    case transform(Transform2D)
    /// A rotation in 3-D about a point `anchorZ` deep, seen from `max(width, height) / perspective`
    /// away (SwiftUI's projection; a perspective of 0 is seen from infinitely far).
    case rotation3D(Angle, axis: Rotation3DAxis, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    /// The drawing flipped horizontally within the view's frame (`flipsForRightToLeftLayoutDirection`).
    case mirror
    /// The shape `ContainerRelativeShape`s inside the view take (`containerShape(_:)`).
    case containerShape(ContainerShapeBox)
    /// Effects made from the view's placed geometry when it is drawn (`visualEffect`,
    /// `scrollTransition`).
    case visualEffect(GeometryDependentEffect)

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
        case .backdropBlur(let radius, _): "backdropBlur(\(formatLength(radius)))"
        case .blendMode(let mode): "blendMode(\(mode))"
        case .transform: "transform"
        case .rotation3D(let angle, _, _, _, _): "rotation3D(\(angle.degrees)°)"
        case .mirror: "mirror"
        case .containerShape: "containerShape"
        case .visualEffect: "visualEffect"
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
    /// as a 3 × 3 matrix applied to column vectors (x, y, z), z towards the viewer.
    func rotation(by angle: Angle) -> [[CGFloat]] {
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        return [
            [c + x * x * t, x * y * t - z * s, x * z * t + y * s],
            [y * x * t + z * s, c + y * y * t, y * z * t - x * s],
            [z * x * t - y * s, z * y * t + x * s, c + z * z * t],
        ]
    }

    /// The rotation by `angle` about this axis through `anchor` (at depth `anchorZ`), projected
    /// onto the screen from `distance` away (infinite: no perspective), as SwiftUI projects a
    /// `rotation3DEffect`: a point p goes to anchor + r.xy / (1 − r.z / distance), where r is the
    /// rotation of p − (anchor, anchorZ).
    func projection(by angle: Angle, anchor: CGPoint, anchorZ: CGFloat, distance: CGFloat) -> ProjectionTransform {
        let r = rotation(by: angle)
        let inverse = distance.isFinite && distance != 0 ? 1 / distance : 0
        // r = R · (x − ax, y − ay, −anchorZ): each row's coefficients of x, y and 1.
        func row(_ i: Int) -> (CGFloat, CGFloat, CGFloat) {
            (r[i][0], r[i][1], -r[i][0] * anchor.x - r[i][1] * anchor.y - r[i][2] * anchorZ)
        }
        let (rx, ry, rz) = (row(0), row(1), row(2))
        let w = (-rz.0 * inverse, -rz.1 * inverse, 1 - rz.2 * inverse)
        var m = ProjectionTransform(
            m11: rx.0 + anchor.x * w.0, m12: ry.0 + anchor.y * w.0, m13: w.0,
            m21: rx.1 + anchor.x * w.1, m22: ry.1 + anchor.y * w.1, m23: w.1,
            m31: rx.2 + anchor.x * w.2, m32: ry.2 + anchor.y * w.2, m33: w.2)
        // Scaled so w is 1 at the origin (an affine result then reads as one).
        if m.m33 != 0, m.m33.isFinite {
            let k = 1 / m.m33
            m = ProjectionTransform(
                m11: m.m11 * k, m12: m.m12 * k, m13: m.m13 * k, m21: m.m21 * k, m22: m.m22 * k, m23: m.m23 * k,
                m31: m.m31 * k, m32: m.m32 * k, m33: 1)
        }
        return m
    }
}
