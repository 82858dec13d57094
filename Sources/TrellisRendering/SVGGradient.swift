internal import Foundation
internal import TrellisCore

/// Gradients as SVG `<linearGradient>` and `<radialGradient>` elements in user space. SVG has
/// no conic gradient, so an angular one has no definition (it is drawn in its average colour).
enum SVGGradient {
    static func definition(
        of gradient: ResolvedGradient, id: String, color: (Color.Resolved) -> String, opacity: (Color.Resolved) -> String
    ) -> String? {
        func number(_ value: CGFloat) -> String { NumberFormatting.compact(value) }
        var stops = gradient.stops
        let element: String
        switch gradient.geometry {
        case .linear(let start, let end):
            element = "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(number(start.x))\" y1=\"\(number(start.y))\""
                + " x2=\"\(number(end.x))\" y2=\"\(number(end.y))\">"
        case .radial(let center, let startRadius, let endRadius, let yScale):
            guard yScale > 0, yScale.isFinite, endRadius > 0 else { return nil }
            // SVG 1.1 gradients start at the centre: the start radius moves the stops outwards.
            let inner = min(startRadius / endRadius, 1)
            stops = stops.map { ($0.color, inner + $0.location * (1 - inner)) }
            var transform = ""
            if yScale != 1 {
                transform = " gradientTransform=\"translate(0 \(number(center.y))) scale(1 \(number(yScale))) translate(0 \(number(-center.y)))\""
            }
            element = "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(number(center.x))\" cy=\"\(number(center.y))\""
                + " r=\"\(number(endRadius))\"\(transform)>"
        case .angular, .mesh:
            return nil
        }
        let closing = element.hasPrefix("<linear") ? "</linearGradient>" : "</radialGradient>"
        return element + stops.map { "<stop offset=\"\(number($0.location))\" stop-color=\"\(color($0.color))\"\(opacity($0.color))/>" }
            .joined() + closing
    }
}
