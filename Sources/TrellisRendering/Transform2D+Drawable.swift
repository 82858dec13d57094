internal import Foundation
internal import TrellisCore

extension Transform2D {
    /// Whether anything drawn through the transform can be seen: it is finite and does not
    /// flatten the plane (`scaleEffect(0)`). Cairo refuses a singular matrix, so both back ends
    /// leave such a layer out.
    var isDrawable: Bool {
        let values = [a, b, c, d, tx, ty]
        return values.allSatisfy { $0.isFinite } && a * d - b * c != 0
    }
}
