internal import CCairo
internal import Foundation
internal import TrellisCore

/// Gradients as Cairo patterns: linear and radial ones (an elliptical one is a radial one
/// squashed by the pattern's matrix), padded past their ends as SwiftUI pads them. Cairo has no
/// conic gradient, so an angular one gives no pattern (it is drawn in its average colour).
enum CairoGradients {
    /// A new pattern for `gradient` (the caller destroys it), or nil.
    static func pattern(for gradient: ResolvedGradient) -> OpaquePointer? {
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
        case .angular:
            return nil
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
}
