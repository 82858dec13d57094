internal import Foundation

/// Numbers as the SVG writer prints them: at most three decimals, no trailing zeros, no "-0",
/// so the same drawing always gives the same text (and small diffs in snapshots).
enum NumberFormatting {
    /// `value` rounded to thousandths: "12", "12.5", "0.333", "-4.25". Non-finite values print "0".
    static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else { return String(Int64(value.rounded())) }
        let scaled = Int64(thousandths)
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let string = String(fraction)
            text += "." + String(repeating: "0", count: digits - string.count) + string
        }
        return text
    }

    static func compact(_ value: CGFloat) -> String { compact(Double(value)) }
}
