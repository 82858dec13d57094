// Paths as SwiftUI code builds them: arcs, transforms, and a path used as a shape.

extension Path: Shape {
    /// A path drawn as a shape is in its own coordinates: (0, 0) is the top leading corner of
    /// the frame it is placed in, whatever the frame's size (as in SwiftUI).
    public func path(in rect: CGRect) -> Path { offsetBy(dx: rect.minX, dy: rect.minY) }
}

extension Path {
    /// Adds an arc of the circle at `center` from `startAngle` to `endAngle`, joined to the
    /// current point by a line. Angles grow clockwise on screen (y down); as in SwiftUI,
    /// `clockwise: false` sweeps towards growing angles, which looks clockwise.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        guard radius.isFinite, radius >= 0, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        var sweep = endAngle.radians - startAngle.radians
        let turn = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep -= turn * (sweep / turn).rounded(.up) }
        } else {
            if sweep < 0 { sweep += turn * (-sweep / turn).rounded(.up) }
        }
        var arc = Path()
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)), y: center.y + radius * CGFloat(sin(startAngle.radians)))
        if isEmpty { arc.move(to: start) } else { arc.addLine(to: start) }
        // Cubic Béziers of at most a quarter turn each.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3 * tan(step / 4)
        var angle = startAngle.radians
        for _ in 0..<pieces {
            let next = angle + step
            let (cos0, sin0, cos1, sin1) = (cos(angle), sin(angle), cos(next), sin(next))
            func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: center.x + radius * CGFloat(x), y: center.y + radius * CGFloat(y)) }
            arc.addCurve(to: point(cos1, sin1), control1: point(cos0 - handle * sin0, sin0 + handle * cos0),
                         control2: point(cos1 + handle * sin1, sin1 - handle * cos1))
            angle = next
        }
        addPath(arc.applying(transform))
    }

    /// Adds an arc of `delta` from `startAngle` (positive deltas grow the angle).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0,
               transform: transform)
    }

    /// Adds a rectangle transformed by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect).applying(transform))
    }

    /// This path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p.applying(transform))
            case .line(let p): result.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): result.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                result.addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// The last point of the path, or nil when it is empty.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: continue
            }
        }
        return nil
    }
}
