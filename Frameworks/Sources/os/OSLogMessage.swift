/// A log message built by string interpolation: os' `OSLogMessage`. The text is assembled as
/// the log would show it with privacy off (private values are not redacted: nothing is stored).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message's text.
    let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// The interpolation of a log message: os' `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    /// A value of any type, with its privacy and alignment.
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: value())
    }

    /// An integer, with its format, alignment and privacy.
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogIntAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: number())
    }

    /// A floating-point number, with its format, alignment and privacy.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogIntAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += format.precision.map { String(format: "%.\($0)f", number()) } ?? String(describing: number())
    }

    /// A floating-point number, with its format, alignment and privacy.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogIntAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInterpolation(Double(number()), format: format, align: align, privacy: privacy)
    }

    /// A Boolean, with its format and privacy.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        text += format == .answer ? (boolean() ? "YES" : "NO") : (boolean() ? "true" : "false")
    }
}

/// How private an interpolated value is: os' `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
    let level: Int
    /// The system decides (dynamic strings and objects are private).
    public static let auto = OSLogPrivacy(level: 0)
    /// Shown in the log.
    public static let `public` = OSLogPrivacy(level: 1)
    /// Redacted in the log.
    public static let `private` = OSLogPrivacy(level: 2)
    /// Always redacted.
    public static let sensitive = OSLogPrivacy(level: 3)
    /// Redacted, or replaced by a hash.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Always redacted, or replaced by a hash.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    /// The system decides, with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

    /// How a redacted value is shown.
    public struct Mask: Equatable, Sendable {
        let name: String
        /// A hash of the value.
        public static let hash = Mask(name: "hash")
        /// Nothing.
        public static let none = Mask(name: "none")
    }
}

/// How an integer is written.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    let name: String
    public static let decimal = OSLogIntegerFormatting(name: "decimal")
    public static let hex = OSLogIntegerFormatting(name: "hex")
    public static let octal = OSLogIntegerFormatting(name: "octal")
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// How a floating-point number is written.
public struct OSLogFloatFormatting: Equatable, Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: nil)
    public static let exponential = OSLogFloatFormatting(precision: nil)
    public static let hybrid = OSLogFloatFormatting(precision: nil)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision())
    }
}

/// How a Boolean is written.
public enum OSLogBoolFormat: Sendable {
    case truth, answer
}

/// The alignment of a string in a column.
public struct OSLogStringAlignment: Sendable {
    let width: Int
    public static let none = OSLogStringAlignment(width: 0)
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: -columns()) }
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns()) }
}

/// The alignment of a number in a column.
public struct OSLogIntAlignment: Sendable {
    let width: Int
    public static let none = OSLogIntAlignment(width: 0)
    public static func left(columns: @autoclosure () -> Int) -> OSLogIntAlignment { OSLogIntAlignment(width: -columns()) }
    public static func right(columns: @autoclosure () -> Int) -> OSLogIntAlignment { OSLogIntAlignment(width: columns()) }
}
