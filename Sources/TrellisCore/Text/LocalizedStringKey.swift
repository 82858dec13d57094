import Foundation

/// The key of a localisable string; what a string literal given to `Text` becomes.
///
/// As in SwiftUI (and as Xcode extracts it into a String Catalog), an interpolated literal
/// becomes a format key and its arguments: `Text("Hello \(name)")` has the key `"Hello %@"`,
/// `\(count)` (an `Int`) is `%lld`, a `Double` `%lf`, a `Float` `%f`, anything else `%@`, and
/// a `%` written in the literal is `%%`. The text is looked up in the app's string tables for
/// the environment's locale (``StringTables``); where no table has the key, the key itself is
/// formatted with the arguments: floating-point values with `%lf` (six decimals, as in SwiftUI:
/// `Text("\(1.5)")` shows "1.500000"), integers plainly (iOS writes them in the locale's way,
/// "1,000": docs/divergences.md).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key as a string table has it: the literal, interpolations as format specifiers.
    let key: String
    /// The interpolated values, in order.
    let arguments: [LocalizationArgument]
    /// Whether the key is a format (it came from an interpolated literal): only then are `%`
    /// sequences in the found string format specifiers, as in SwiftUI, where `Text("100%")`
    /// shows "100%".
    let hasFormatting: Bool

    public init(_ value: String) {
        key = value
        arguments = []
        hasFormatting = false
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormatting = true
    }

    /// The text when no string table has the key: the key formatted with its arguments, with
    /// interpolated texts unlocalised.
    var defaultText: String {
        guard hasFormatting else { return key }
        return StringFormatter().format(key, arguments.map { $0.resolved { $0.plainText } })
    }

    /// Builds the key and the arguments of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [LocalizationArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        /// Adds `specifier` to the key and `argument` to the arguments.
        mutating func append(_ specifier: String, _ argument: LocalizationArgument) {
            key += specifier
            arguments.append(argument)
        }

        public mutating func appendLiteral(_ literal: String) {
            // The key is a format: a literal `%` is written `%%` in it, as Xcode extracts it.
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation(_ string: String) {
            append("%@", .string(string))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            // SwiftUI's specifiers by type: `%lld` for Int and Int64, `%d` for the smaller
            // signed types, `%llu` and `%u` for the unsigned ones.
            switch (T.isSigned, value.bitWidth) {
            case (true, 64): append("%lld", .int(Int64(value)))
            case (true, ...32): append("%d", .int(Int64(value)))
            case (false, 64): append("%llu", .unsigned(UInt64(value)))
            case (false, ...32): append("%u", .unsigned(UInt64(value)))
            default: append("%@", .string(String(value)))
            }
        }

        public mutating func appendInterpolation(_ value: Double) {
            append("%lf", .double(value))
        }

        public mutating func appendInterpolation(_ value: Float) {
            append("%f", .double(Double(value)))
        }

        public mutating func appendInterpolation(_ value: CGFloat) {
            append("%lf", .double(Double(value)))
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(specifier, .double(Double(value)))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(specifier, .int(Int64(value)))
        }

        public mutating func appendInterpolation(_ text: Text) {
            append("%@", .text(text))
        }

        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            append("%@", .string(String(describing: value)))
        }
    }
}
