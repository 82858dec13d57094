/// A piece of a format string, as `String(format:)` and string tables read it.
enum FormatToken: Equatable, Sendable {
    /// Characters shown as they are.
    case literal(Substring)
    /// `%%`: one percent sign.
    case percent
    /// A conversion such as `%@`, `%lld`, `%.2f` or `%2$@`: `position` is the 1-based
    /// argument number of a positional one, `specification` the rest without the `%`
    /// (flags, width, precision, length and conversion: `.2f`).
    case specifier(position: Int?, specification: Substring, conversion: Character)
    /// `%#@name@` (or `%2$#@name@`): a substitution, replaced by one of its plural variants.
    case substitution(position: Int?, name: Substring)
    /// `%arg`: the number of the substitution a String Catalog's plural variant belongs to.
    case substitutionArgument
}

/// Splits format strings into ``FormatToken``s.
enum FormatScanner {
    /// The conversions `String(format:)` knows (CoreFoundation's, `@` included).
    private static let conversions: Set<Character> = [
        "d", "i", "o", "u", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p", "@", "D", "U", "O",
    ]
    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    private static let lengths: Set<Character> = ["h", "l", "L", "q", "j", "z", "t"]

    /// The tokens of `format`. `%arg` is a token only where `recognizesSubstitutionArgument`
    /// (inside a String Catalog's variant: elsewhere it is `%a`, a hexadecimal float). A `%`
    /// that starts no conversion stays a literal.
    static func tokens(_ format: String, recognizesSubstitutionArgument: Bool = false) -> [FormatToken] {
        var tokens: [FormatToken] = []
        var literalStart = format.startIndex
        var index = format.startIndex
        func flushLiteral(upTo end: String.Index) {
            if literalStart < end { tokens.append(.literal(format[literalStart..<end])) }
        }
        while index < format.endIndex {
            guard format[index] == "%" else {
                index = format.index(after: index)
                continue
            }
            guard let (token, end) = token(in: format, at: index, recognizesSubstitutionArgument) else {
                index = format.index(after: index)
                continue
            }
            flushLiteral(upTo: index)
            tokens.append(token)
            index = end
            literalStart = end
        }
        flushLiteral(upTo: format.endIndex)
        return tokens
    }

    /// The token starting with the `%` at `start` and where it ends, or nil if none does.
    private static func token(
        in format: String, at start: String.Index, _ recognizesSubstitutionArgument: Bool
    ) -> (FormatToken, String.Index)? {
        var index = format.index(after: start)
        guard index < format.endIndex else { return nil }
        if format[index] == "%" { return (.percent, format.index(after: index)) }
        if recognizesSubstitutionArgument, format[index...].hasPrefix("arg") {
            return (.substitutionArgument, format.index(index, offsetBy: 3))
        }
        // A positional argument: digits then `$`.
        var position: Int?
        var digitsEnd = index
        while digitsEnd < format.endIndex, format[digitsEnd].isASCII, format[digitsEnd].isNumber {
            digitsEnd = format.index(after: digitsEnd)
        }
        if digitsEnd > index, digitsEnd < format.endIndex, format[digitsEnd] == "$", let number = Int(format[index..<digitsEnd]),
            number > 0
        {
            position = number
            index = format.index(after: digitsEnd)
        }
        // `#@name@`: a substitution.
        if format[index...].hasPrefix("#@") {
            let nameStart = format.index(index, offsetBy: 2)
            guard let nameEnd = format[nameStart...].firstIndex(of: "@"), nameEnd > nameStart else { return nil }
            return (.substitution(position: position, name: format[nameStart..<nameEnd]), format.index(after: nameEnd))
        }
        let specificationStart = index
        while index < format.endIndex, flags.contains(format[index]) { index = format.index(after: index) }
        while index < format.endIndex, format[index].isASCII, format[index].isNumber { index = format.index(after: index) }
        if index < format.endIndex, format[index] == "." {
            index = format.index(after: index)
            while index < format.endIndex, format[index].isASCII, format[index].isNumber { index = format.index(after: index) }
        }
        while index < format.endIndex, lengths.contains(format[index]) { index = format.index(after: index) }
        guard index < format.endIndex, conversions.contains(format[index]) else { return nil }
        let end = format.index(after: index)
        return (.specifier(position: position, specification: format[specificationStart..<end], conversion: format[index]), end)
    }
}
