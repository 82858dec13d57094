internal import CCairo
internal import Foundation
internal import TrellisCore

/// Gradients as Cairo patterns: linear and radial ones (an elliptical one is a radial one
/// squashed by the pattern's matrix), padded past their ends as SwiftUI pads them. Cairo has no
/// conic gradient: an angular one is a mesh of one-degree wedges round its centre.
enum CairoGradients {
    /// A new pattern for `gradient` filling `bounds` (the caller destroys it), or nil.
    static func pattern(for gradient: ResolvedGradient, covering bounds: CGRect) -> OpaquePointer? {
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let center, let startRadius, let endRadius, let yScale):
            guard yScale > 0, yScale.isFinite else { return nil }
            pattern = cairo_pattern_create_radial(
                Double(center.x), Double(center.y), Double(startRadius), Double(center.x), Double(center.y), Double(endRadius))
            if let pattern, yScale != 1 {
                // User space → pattern space: y' = cy + (y − cy) / yScale.
                var matrix = cairo_matrix_t()
                cairo_matrix_init(&matrix, 1, 0, 0, 1 / Double(yScale), 0, Double(center.y) - Double(center.y) / Double(yScale))
                cairo_pattern_set_matrix(pattern, &matrix)
            }
        case .angular(let center, let startAngle, let endAngle):
            return angularMesh(gradient, center: center, startAngle: startAngle, endAngle: endAngle, bounds: bounds)
        case .mesh(let mesh):
            return meshPattern(mesh)
        }
        guard let pattern else { return nil }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        func clamped(_ value: Float) -> Double { Double(min(max(value, 0), 1)) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), clamped(stop.color.red), clamped(stop.color.green), clamped(stop.color.blue),
                clamped(stop.color.opacity))
        }
        return pattern
    }

    /// A mesh gradient's cells as Coons patches: each cell's edges are cubic curves through its
    /// control points, its colour blended from the four corners.
    private static func meshPattern(_ mesh: MeshGeometry) -> OpaquePointer? {
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        func clamped(_ value: Float) -> Double { Double(min(max(value, 0), 1)) }
        for patch in mesh.patches {
            let corners = patch.corners, controls = patch.controlPoints
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(corners[0].x), Double(corners[0].y))
            for side in 0..<4 {
                let first = controls[side * 2], second = controls[side * 2 + 1], end = corners[(side + 1) % 4]
                cairo_mesh_pattern_curve_to(
                    pattern, Double(first.x), Double(first.y), Double(second.x), Double(second.y), Double(end.x), Double(end.y))
            }
            for (corner, color) in patch.colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(corner), clamped(color.red), clamped(color.green), clamped(color.blue), clamped(color.opacity))
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    /// Wedges from the centre out past `bounds`, each coloured from its start angle's colour to
    /// its end angle's, so the colour turns smoothly round the centre.
    private static func angularMesh(
        _ gradient: ResolvedGradient, center: CGPoint, startAngle: Angle, endAngle: Angle, bounds: CGRect
    ) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let sampling = AngularGradientSampling(stops: gradient.stops, startAngle: startAngle, endAngle: endAngle)
        let radius = AngularGradientSampling.coveringRadius(of: bounds, from: center)
        let count = AngularGradientSampling.wedgeCount
        func setCorner(_ corner: UInt32, _ color: Color.Resolved) {
            func clamped(_ value: Float) -> Double { Double(min(max(value, 0), 1)) }
            cairo_mesh_pattern_set_corner_color_rgba(
                mesh, corner, clamped(color.red), clamped(color.green), clamped(color.blue), clamped(color.opacity))
        }
        for index in 0..<count {
            let a0 = Double(index) * 2 * .pi / Double(count), a1 = Double(index + 1) * 2 * .pi / Double(count)
            // Sample just inside the wedge, so a wedge at the start angle takes the start colour.
            let c0 = sampling.color(at: sampling.location(atAngle: a0 + 1e-9))
            let c1 = sampling.color(at: sampling.location(atAngle: a1 - 1e-9))
            let p0 = AngularGradientSampling.edgePoint(Double(index), center: center, radius: radius)
            let p1 = AngularGradientSampling.edgePoint(Double(index + 1), center: center, radius: radius)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(mesh, Double(p0.x), Double(p0.y))
            cairo_mesh_pattern_line_to(mesh, Double(p1.x), Double(p1.y))
            cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
            setCorner(0, c0)
            setCorner(1, c0)
            setCorner(2, c1)
            setCorner(3, c1)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
