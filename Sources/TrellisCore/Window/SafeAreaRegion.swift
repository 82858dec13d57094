/// Where the safe area is, for the views being placed: the rectangle views keep to, inside
/// the one that views ignoring the safe area may reach (both in window coordinates).
///
/// The window's region is the screen and its safe bounds; `safeAreaInset` and
/// `safeAreaPadding` narrow the safe rectangle for their content.
final class SafeAreaRegion {
    /// How far a view ignoring the safe area may extend.
    let outer: CGRect
    /// The safe rectangle.
    let safe: CGRect

    init(outer: CGRect, safe: CGRect) {
        self.outer = outer
        self.safe = safe
    }

    // Frames are computed with fractions: an edge within this distance touches.
    private static let tolerance: CGFloat = 0.001

    /// How far a view at `frame` ignoring the safe area on `edges` grows on each: to the outer
    /// edge, on each edge where it reaches the safe rectangle's (a view inset from that edge,
    /// by padding or a smaller size, does not grow there).
    func growth(of frame: CGRect, edges: Edge.Set) -> EdgeInsets {
        let tolerance = SafeAreaRegion.tolerance
        var result = EdgeInsets()
        if edges.contains(.top), frame.minY <= safe.minY + tolerance { result.top = max(frame.minY - outer.minY, 0) }
        if edges.contains(.bottom), frame.maxY >= safe.maxY - tolerance {
            result.bottom = max(outer.maxY - frame.maxY, 0)
        }
        if edges.contains(.leading), frame.minX <= safe.minX + tolerance {
            result.leading = max(frame.minX - outer.minX, 0)
        }
        if edges.contains(.trailing), frame.maxX >= safe.maxX - tolerance {
            result.trailing = max(outer.maxX - frame.maxX, 0)
        }
        return result
    }

    /// The safe-area insets a `GeometryReader` at `frame` reports: on each edge where the
    /// frame reaches the safe rectangle, the depth of the unsafe band there (whether the
    /// frame stops at the band or covers it).
    func insets(of frame: CGRect) -> EdgeInsets {
        let tolerance = SafeAreaRegion.tolerance
        var result = EdgeInsets()
        if frame.minY <= safe.minY + tolerance { result.top = max(safe.minY - outer.minY, 0) }
        if frame.maxY >= safe.maxY - tolerance { result.bottom = max(outer.maxY - safe.maxY, 0) }
        if frame.minX <= safe.minX + tolerance { result.leading = max(safe.minX - outer.minX, 0) }
        if frame.maxX >= safe.maxX - tolerance { result.trailing = max(outer.maxX - safe.maxX, 0) }
        return result
    }

    /// The region for content at `frame` whose safe area is inset by `insets` from the frame
    /// (`safeAreaInset`, `safeAreaPadding`): the inset bands become unsafe for it.
    func narrowed(to frame: CGRect, by insets: EdgeInsets) -> SafeAreaRegion {
        let inner = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(frame.width - insets.leading - insets.trailing, 0),
            height: max(frame.height - insets.top - insets.bottom, 0))
        let minX = insets.leading > 0 ? max(safe.minX, inner.minX) : safe.minX
        let minY = insets.top > 0 ? max(safe.minY, inner.minY) : safe.minY
        let maxX = insets.trailing > 0 ? min(safe.maxX, inner.maxX) : safe.maxX
        let maxY = insets.bottom > 0 ? min(safe.maxY, inner.maxY) : safe.maxY
        return SafeAreaRegion(
            outer: outer, safe: CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0)))
    }
}
