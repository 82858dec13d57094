/// The key of a localisable string; what a string literal given to `Text` becomes.
///
/// Interpolated numbers are formatted as SwiftUI formats them: integers plainly, floating-point
/// values with `%lf` (six decimals: `Text("\(1.5)")` shows "1.500000").
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key stands for (Trellis has no string tables: the key is the text).
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
    }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            output += String(value)
        }

        public mutating func appendInterpolation(_ value: Double) {
            output += String(format: "%lf", value)
        }

        public mutating func appendInterpolation(_ value: Float) {
            output += String(format: "%lf", Double(value))
        }

        public mutating func appendInterpolation(_ value: CGFloat) {
            output += String(format: "%lf", Double(value))
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int64(value))
        }

        public mutating func appendInterpolation(_ text: Text) {
            output += text.plainText
        }

        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }
    }
}
