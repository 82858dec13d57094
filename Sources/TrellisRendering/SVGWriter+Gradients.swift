internal import Foundation
internal import TrellisCore

// Gradients SVG cannot express: an angular gradient as one-degree wedges, a mesh as small
// quadrilaterals, each clipped to the shape it fills.
extension SVGWriter {
    /// SVG has no conic gradient: one-degree wedges, each in the colour of its middle direction,
    /// clipped to the shape.
    mutating func angularGradientFill(
        _ path: Path, _ gradient: ResolvedGradient, center: CGPoint, startAngle: Angle, endAngle: Angle
    ) {
        clipCount += 1
        let id = "clip\(clipCount)"
        line("<clipPath id=\"\(id)\">" + shape(path) + "/></clipPath>")
        line("<g clip-path=\"url(#\(id))\">")
        depth += 1
        let sampling = AngularGradientSampling(stops: gradient.stops, startAngle: startAngle, endAngle: endAngle)
        let radius = AngularGradientSampling.coveringRadius(of: path.boundingRect, from: center)
        let count = AngularGradientSampling.wedgeCount
        for index in 0..<count {
            let middle = (Double(index) + 0.5) * 2 * .pi / Double(count)
            let color = sampling.color(at: sampling.location(atAngle: middle))
            guard color.opacity > 0 else { continue }
            let p0 = AngularGradientSampling.edgePoint(Double(index), center: center, radius: radius)
            // A little past the next edge, so neighbouring wedges overlap and no seam shows.
            let p1 = AngularGradientSampling.edgePoint(Double(index) + 1.5, center: center, radius: radius)
            var wedge = Path()
            wedge.move(to: center)
            wedge.addLine(to: p0)
            wedge.addLine(to: p1)
            wedge.closeSubpath()
            fill(wedge, color)
        }
        depth -= 1
        line("</g>")
    }

    /// SVG has no mesh gradient: each cell is drawn as a grid of small quadrilaterals, each in
    /// the colour blended at its centre, clipped to the shape (straight edges between corners).
    mutating func meshGradientFill(_ path: Path, _ mesh: MeshGeometry) {
        if mesh.background.opacity > 0 { fill(path, mesh.background) }
        guard !mesh.patches.isEmpty else { return }
        clipCount += 1
        let id = "clip\(clipCount)"
        line("<clipPath id=\"\(id)\">" + shape(path) + "/></clipPath>")
        line("<g clip-path=\"url(#\(id))\" shape-rendering=\"crispEdges\">")
        depth += 1
        let steps = Self.meshSubdivisions
        for patch in mesh.patches {
            for row in 0..<steps {
                for column in 0..<steps {
                    let (u0, v0) = (CGFloat(column) / CGFloat(steps), CGFloat(row) / CGFloat(steps))
                    let (u1, v1) = (CGFloat(column + 1) / CGFloat(steps), CGFloat(row + 1) / CGFloat(steps))
                    let color = patch.color(u: Float((u0 + u1) / 2), v: Float((v0 + v1) / 2))
                    var quad = Path()
                    quad.move(to: patch.point(u: u0, v: v0))
                    quad.addLine(to: patch.point(u: u1, v: v0))
                    quad.addLine(to: patch.point(u: u1, v: v1))
                    quad.addLine(to: patch.point(u: u0, v: v1))
                    quad.closeSubpath()
                    fill(quad, color)
                }
            }
        }
        depth -= 1
        line("</g>")
    }

    /// How many quadrilaterals a mesh cell is cut into along each side in SVG.
    static let meshSubdivisions = 12
}
