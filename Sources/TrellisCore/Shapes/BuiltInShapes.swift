/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    // Symmetric: mirroring would change nothing drawn.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    // Symmetric: mirroring would change nothing drawn.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: InsettableShape {
    // Symmetric: mirroring would change nothing drawn.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    // Symmetric: mirroring would change nothing drawn.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A circle centred in its frame. It answers a square: the smaller side of the proposal.
public struct Circle: InsettableShape {
    // Symmetric: mirroring would change nothing drawn.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 10, proposal.height ?? 10)
        return CGSize(width: side, height: side)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

/// A shape inset by a distance on every side. A rounded rectangle's corners shrink by the same
/// distance (down to square), as SwiftUI's do, so the inset outline stays concentric with the
/// shape's: a border stroked inside it follows the fill's corners.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        func shrunk(_ radius: CGFloat) -> CGFloat { max(0, radius - amount) }
        if let rounded = base as? RoundedRectangle {
            let corner = CGSize(width: shrunk(rounded.cornerSize.width), height: shrunk(rounded.cornerSize.height))
            return RoundedRectangle(cornerSize: corner, style: rounded.style).path(in: inner)
        }
        if let uneven = base as? UnevenRoundedRectangle {
            let radii = uneven.cornerRadii
            return UnevenRoundedRectangle(
                cornerRadii: RectangleCornerRadii(
                    topLeading: shrunk(radii.topLeading), bottomLeading: shrunk(radii.bottomLeading),
                    bottomTrailing: shrunk(radii.bottomTrailing), topTrailing: shrunk(radii.topTrailing)),
                style: uneven.style
            ).path(in: inner)
        }
        return base.path(in: inner)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}
