internal import Foundation
internal import TrellisCore

/// A stroke's dash pattern as both back ends draw it. A pattern that cannot be drawn (a negative
/// length, or nothing but zeros, which Cairo refuses and SVG ignores) draws a solid line.
struct StrokeDash {
    var lengths: [Double]
    var phase: Double

    init?(_ style: StrokeStyle) {
        let lengths = style.dash.map { Double($0) }
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }),
              style.dashPhase.isFinite
        else { return nil }
        self.lengths = lengths
        self.phase = Double(style.dashPhase)
    }
}
