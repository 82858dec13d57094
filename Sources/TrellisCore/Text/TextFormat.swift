import Foundation

// Formatted values in text: `Text(_:format:)`, `Text(_:formatter:)` and the same in a string
// interpolation. The format styles are Foundation's (`.currency(code:)`, `.percent`, `.number`,
// `Date.FormatStyle`…, all in Foundation on Linux); Trellis only applies the locale previews are
// drawn in, United States English, as SwiftUI applies the environment's locale.

/// The locale formatted values are shown in: the environment's default (`en_US`), so a picture
/// does not depend on the machine it is drawn on.
let formattingLocale = Locale(identifier: "en_US")

extension FormatStyle where FormatOutput == String {
    /// `input` formatted in the locale previews are drawn in (`en_US`).
    public func _formattedForPreview(_ input: FormatInput) -> String {
        locale(formattingLocale).format(input)
    }
}

extension Formatter {
    /// `value` formatted by this formatter, as it is set up (its own locale: a formatter is the
    /// app's object, left as it is).
    func _formattedForPreview(_ value: Any) -> String {
        string(for: value) ?? ""
    }
}

extension Text {
    /// A value formatted with a format style, such as `Text(price, format: .currency(code: "USD"))`
    /// ("$12.50") or `Text(date, format: .dateTime.day().month())` ("Jan 1").
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format._formattedForPreview(input))
    }

    /// A value formatted with a `Formatter` (a `Date`, a `Measurement`…).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter._formattedForPreview(subject))
    }

    /// An object formatted with a `Formatter` (an `NSNumber`, an `NSDate`…).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter._formattedForPreview(subject))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `\(value, format: .percent)`: a value formatted with a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        append("%@", .string(format._formattedForPreview(input)))
    }

    /// `\(date, formatter: formatter)`: a value formatted with a `Formatter`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
        append("%@", .string(formatter?._formattedForPreview(subject) ?? String(describing: subject)))
    }

    /// `\(date, style: .date)`: a date in one of `Text`'s date styles.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        append("%@", .string(Text.format(date, style: style, now: Date())))
    }
}

// Images inside text ("Tap \(Image(systemName: "plus")) to add"): Trellis's text is characters
// only, so the symbol is an em space, about as wide as the symbol iOS draws there.

/// What stands in for an image inside text: an em space.
let inlineImageStandIn = "\u{2003}"

extension Text {
    /// An image as text, to join with other text (drawn as an em space: text holds no images here).
    public init(_ image: Image) {
        self.init(verbatim: inlineImageStandIn)
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `\(Image(systemName: "plus"))`: an image inside the text (an em space here).
    public mutating func appendInterpolation(_ image: Image) {
        append("%@", .string(inlineImageStandIn))
    }
}
