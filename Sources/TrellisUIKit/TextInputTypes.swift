import TrellisCore

/// The keyboard a text field asks for: UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field holds, for autofill: UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

extension View {
    /// Sets the keyboard (none is shown).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Sets what a field holds, for autofill (accepted).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

/// How a text field capitalises what is typed: UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// Sets how typed text is capitalised (accepted: nothing is typed in a picture). SwiftUI's
    /// iOS 13 modifier; `textInputAutocapitalization(_:)` replaced it.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

/// Finds misspelt words: UIKit's `UITextChecker`. Trellis has no dictionary, so every word is
/// spelt right and there are no guesses or completions.
open class UITextChecker {
    public init() {}

    /// The range of the first misspelt word of `range` in `string`: none (`NSNotFound`).
    open func rangeOfMisspelledWord(in string: String, range: NSRange, startingAt startingOffset: Int, wrap: Bool, language: String) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Corrections for the misspelt word in `range`: none.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }

    /// Words completing the partial word in `range`: none.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }

    /// The languages the checker knows: none.
    open class var availableLanguages: [String] { [] }
}
