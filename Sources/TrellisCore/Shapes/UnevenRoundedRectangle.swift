/// The radii of a rectangle's four corners: SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle with a radius of its own at each corner: SwiftUI's `UnevenRoundedRectangle`.
/// A radius is limited to half the shorter side, as in a `RoundedRectangle`.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let limit = min(rect.width, rect.height) / 2
        func clamp(_ radius: CGFloat) -> CGFloat { min(max(radius, 0), limit) }
        let topLeading = clamp(cornerRadii.topLeading), topTrailing = clamp(cornerRadii.topTrailing)
        let bottomLeading = clamp(cornerRadii.bottomLeading), bottomTrailing = clamp(cornerRadii.bottomTrailing)
        // The control points of a quarter ellipse drawn as one cubic curve.
        func offset(_ radius: CGFloat) -> CGFloat { radius * (1 - Path.kappa) }
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
        if topTrailing > 0 {
            path.addCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY + topTrailing),
                control1: CGPoint(x: rect.maxX - offset(topTrailing), y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: rect.minY + offset(topTrailing)))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
        if bottomTrailing > 0 {
            path.addCurve(
                to: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY),
                control1: CGPoint(x: rect.maxX, y: rect.maxY - offset(bottomTrailing)),
                control2: CGPoint(x: rect.maxX - offset(bottomTrailing), y: rect.maxY))
        }
        path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
        if bottomLeading > 0 {
            path.addCurve(
                to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeading),
                control1: CGPoint(x: rect.minX + offset(bottomLeading), y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: rect.maxY - offset(bottomLeading)))
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
        if topLeading > 0 {
            path.addCurve(
                to: CGPoint(x: rect.minX + topLeading, y: rect.minY),
                control1: CGPoint(x: rect.minX, y: rect.minY + offset(topLeading)),
                control2: CGPoint(x: rect.minX + offset(topLeading), y: rect.minY))
        }
        path.closeSubpath()
        return path
    }

    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}
