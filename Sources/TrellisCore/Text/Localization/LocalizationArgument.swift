import Foundation

/// A value interpolated into a localisable string: what a format specifier of its key stands
/// for. Texts stay texts until the string is shown, so they are localised in the same
/// environment as the string around them.
enum LocalizationArgument: Hashable, Sendable {
    case string(String)
    case int(Int64)
    case unsigned(UInt64)
    case double(Double)
    case text(Text)

    /// The argument with any text turned into its characters by `text`.
    func resolved(_ text: (Text) -> String) -> FormatValue {
        switch self {
        case .string(let value): .string(value)
        case .int(let value): .int(value)
        case .unsigned(let value): .unsigned(value)
        case .double(let value): .double(value)
        case .text(let value): .string(text(value))
        }
    }

    // `Text` is not hashable (its styles are not); its characters stand for it.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let value): hasher.combine(0); hasher.combine(value)
        case .int(let value): hasher.combine(1); hasher.combine(value)
        case .unsigned(let value): hasher.combine(2); hasher.combine(value)
        case .double(let value): hasher.combine(3); hasher.combine(value)
        case .text(let value): hasher.combine(4); hasher.combine(value.plainText)
        }
    }
}

/// An argument ready to format: a string or a number.
enum FormatValue: Equatable, Sendable {
    case string(String)
    case int(Int64)
    case unsigned(UInt64)
    case double(Double)

    /// The number plural rules choose by, if the value is one.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        case .string(let value): Double(value)
        }
    }
}
