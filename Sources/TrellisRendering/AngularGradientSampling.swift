internal import Foundation
internal import TrellisCore

/// An angular (conic) gradient's colour in each direction from its centre. Neither Cairo nor
/// SVG has conic gradients, so both back ends draw one as thin wedges around the centre, each
/// coloured by this sampling: a smooth mesh in PNG, flat one-degree wedges in SVG.
struct AngularGradientSampling {
    let stops: [(color: Color.Resolved, location: CGFloat)]
    /// Where the gradient starts, in radians clockwise from the positive x axis.
    let start: Double
    /// How far round it runs, in radians: at most one turn.
    let span: Double

    /// Apple's rule: a gradient over more than a turn draws only its last full turn; one over
    /// less fills the rest of the circle with its last and first colours, changing halfway.
    init(stops: [(color: Color.Resolved, location: CGFloat)], startAngle: Angle, endAngle: Angle) {
        self.stops = stops
        let total = endAngle.radians - startAngle.radians
        if total >= 2 * .pi {
            start = endAngle.radians - 2 * .pi
            span = 2 * .pi
        } else {
            start = startAngle.radians
            span = max(total, 0)
        }
    }

    /// The gradient location (0…1) of the direction `angle` radians clockwise from +x.
    func location(atAngle angle: Double) -> CGFloat {
        let turn = 2 * Double.pi
        var relative = (angle - start).truncatingRemainder(dividingBy: turn)
        if relative < 0 { relative += turn }
        if span > 0, relative <= span { return CGFloat(relative / span) }
        let missing = turn - span
        let intoMissing = relative - span
        return missing > 0 && intoMissing < missing / 2 ? 1 : 0
    }

    /// The colour at gradient `location`: stops interpolated linearly, padded past the ends.
    func color(at location: CGFloat) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for index in 1..<stops.count where location <= stops[index].location {
            let lower = stops[index - 1], upper = stops[index]
            let width = upper.location - lower.location
            let t = Float(width > 0 ? (location - lower.location) / width : 1)
            func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
            return Color.Resolved(
                red: mix(lower.color.red, upper.color.red), green: mix(lower.color.green, upper.color.green),
                blue: mix(lower.color.blue, upper.color.blue), opacity: mix(lower.color.opacity, upper.color.opacity))
        }
        return last.color
    }

    /// How many wedges make the circle: one a degree.
    static let wedgeCount = 360

    /// The corner of wedge edge `index` at distance `radius` from `center`.
    static func edgePoint(_ index: Double, center: CGPoint, radius: CGFloat) -> CGPoint {
        let angle = index * 2 * .pi / Double(wedgeCount)
        return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }

    /// A radius that reaches every point of `bounds` from `center`.
    static func coveringRadius(of bounds: CGRect, from center: CGPoint) -> CGFloat {
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        return corners.map { hypot($0.x - center.x, $0.y - center.y) }.max().map { $0 + 1 } ?? 1
    }
}
