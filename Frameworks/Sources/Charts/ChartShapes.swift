import Foundation
import Trellis

/// A line through points given in unit coordinates of the plot (y from the top), or, with a
/// `bottom`, the area between two such lines.
struct SeriesPath: Shape {
    let top: [CGPoint]
    let bottom: [CGPoint]?
    let interpolation: InterpolationMethod

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let scale = { (p: CGPoint) in CGPoint(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) }
        let upper = top.map(scale)
        guard let first = upper.first else { return path }
        path.move(to: first)
        Self.addSegments(&path, upper, interpolation)
        if let bottom {
            let lower = Array(bottom.map(scale).reversed())
            guard let start = lower.first else { return path }
            path.addLine(to: start)
            Self.addSegments(&path, lower, interpolation)
            path.closeSubpath()
        }
        return path
    }

    /// Joins `points` (the path is at the first) as `method` does.
    static func addSegments(_ path: inout Path, _ points: [CGPoint], _ method: InterpolationMethod) {
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart, .stepEnd, .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                switch method.kind {
                case .stepStart:
                    path.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd:
                    path.addLine(to: CGPoint(x: b.x, y: a.y))
                default:
                    let middle = (a.x + b.x) / 2
                    path.addLine(to: CGPoint(x: middle, y: a.y))
                    path.addLine(to: CGPoint(x: middle, y: b.y))
                }
                path.addLine(to: b)
            }
        case .catmullRom, .cardinal, .monotone:
            // A Catmull–Rom spline as cubic Béziers; the monotone method clamps the control points
            // to each segment's vertical range so the curve does not overshoot.
            for index in 0..<(points.count - 1) {
                let p0 = points[max(index - 1, 0)], p1 = points[index], p2 = points[index + 1]
                let p3 = points[min(index + 2, points.count - 1)]
                var c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                var c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                if method.kind == .monotone {
                    let low = min(p1.y, p2.y), high = max(p1.y, p2.y)
                    c1.y = min(max(c1.y, low), high)
                    c2.y = min(max(c2.y, low), high)
                }
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        }
    }
}

/// A line through the middle of its frame, along its length.
struct RuleLine: Shape {
    let vertical: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        if vertical {
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        } else {
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
        return path
    }
}

/// A slice of the largest circle in the frame, from `start` to `end` (fractions of a turn,
/// clockwise from the top), between two radii, its sides moved in by half of `inset` points.
struct PieSlice: Shape {
    let start: Double
    let end: Double
    let inner: MarkDimension
    let outer: MarkDimension
    let inset: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2
        let outerRadius = outer.isAutomatic ? radius : outer.resolved(step: radius, automatic: radius)
        let innerRadius = inner.isAutomatic ? 0 : inner.resolved(step: radius, automatic: 0)
        guard end > start, outerRadius > 0 else { return path }
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        func angle(_ fraction: Double, _ r: CGFloat, _ side: Double) -> Angle {
            // The half-inset, as an angle at radius r, moves each side into the slice.
            let shift = r > 0 ? Double(inset / 2 / r) : 0
            return .radians(-Double.pi / 2 + 2 * Double.pi * fraction + side * shift)
        }
        let outerStart = angle(start, outerRadius, 1), outerEnd = angle(end, outerRadius, -1)
        guard outerEnd.radians > outerStart.radians else { return path }
        path.addArc(center: centre, radius: outerRadius, startAngle: outerStart, endAngle: outerEnd, clockwise: false)
        if innerRadius > 0 {
            let innerStart = angle(start, innerRadius, 1), innerEnd = angle(end, innerRadius, -1)
            if innerEnd.radians > innerStart.radians {
                path.addArc(center: centre, radius: innerRadius, startAngle: innerEnd, endAngle: innerStart, clockwise: true)
            } else {
                let middle = Angle.radians((innerStart.radians + innerEnd.radians) / 2)
                path.addLine(to: CGPoint(x: centre.x + innerRadius * CGFloat(cos(middle.radians)),
                                         y: centre.y + innerRadius * CGFloat(sin(middle.radians))))
            }
        } else if inset > 0 {
            // The sides meet where they are inset apart: a little away from the centre.
            let middle = -Double.pi / 2 + Double.pi * (start + end)
            let halfAngle = Double.pi * (end - start)
            let distance = halfAngle > 0 ? inset / 2 / CGFloat(sin(min(halfAngle, Double.pi / 2))) : 0
            path.addLine(to: CGPoint(x: centre.x + distance * CGFloat(cos(middle)), y: centre.y + distance * CGFloat(sin(middle))))
        } else {
            path.addLine(to: centre)
        }
        path.closeSubpath()
        return path
    }
}

/// Straight lines across the plot at fractions of its width (`vertical`) or height (from the
/// top), each reaching `outset` points past one edge (the axis's ticks).
struct GridLines: Shape {
    struct Line: Equatable {
        var fraction: CGFloat
        /// Points beyond the plot's edge at the start (leading/top) and end (trailing/bottom).
        var startOutset: CGFloat = 0
        var endOutset: CGFloat = 0
        /// False for a tick: only the parts past the edges are drawn.
        var crossesPlot = true
    }

    let vertical: [Line]
    let horizontal: [Line]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for line in vertical {
            let x = rect.minX + line.fraction * rect.width
            if line.crossesPlot {
                path.move(to: CGPoint(x: x, y: rect.minY - line.startOutset))
                path.addLine(to: CGPoint(x: x, y: rect.maxY + line.endOutset))
            } else if line.startOutset > 0 {
                path.move(to: CGPoint(x: x, y: rect.minY - line.startOutset))
                path.addLine(to: CGPoint(x: x, y: rect.minY))
            } else {
                path.move(to: CGPoint(x: x, y: rect.maxY))
                path.addLine(to: CGPoint(x: x, y: rect.maxY + line.endOutset))
            }
        }
        for line in horizontal {
            let y = rect.minY + line.fraction * rect.height
            if line.crossesPlot {
                path.move(to: CGPoint(x: rect.minX - line.startOutset, y: y))
                path.addLine(to: CGPoint(x: rect.maxX + line.endOutset, y: y))
            } else if line.startOutset > 0 {
                path.move(to: CGPoint(x: rect.minX - line.startOutset, y: y))
                path.addLine(to: CGPoint(x: rect.minX, y: y))
            } else {
                path.move(to: CGPoint(x: rect.maxX, y: y))
                path.addLine(to: CGPoint(x: rect.maxX + line.endOutset, y: y))
            }
        }
        return path
    }
}
