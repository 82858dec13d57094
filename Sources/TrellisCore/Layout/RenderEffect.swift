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
        }
    }
}
