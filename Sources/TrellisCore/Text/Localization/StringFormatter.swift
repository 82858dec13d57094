import Foundation

/// Fills a localised string's format with its arguments, as `String(format:)` with Apple's
/// additions: positional arguments (`%2$@`), and plural substitutions (`%#@name@`) whose
/// variant is chosen by a number's CLDR plural category.
///
/// Numbers are written plainly in every locale ("1000", "1.5"), as Trellis has always written
/// interpolated numbers: iOS writes them in the locale's way ("1,000"; "1,5" in German), which
/// `String(format:locale:)` would copy, but then every preview's numbers would change
/// (docs/divergences.md).
struct StringFormatter {
    /// The language whose plural rules choose substitutions' variants.
    var language = "en"
    /// The substitutions `%#@name@` refers to.
    var substitutions: [String: LocalizedEntry.Substitution] = [:]

    /// A piece of the result: the format's own characters, or a formatted argument (so
    /// pseudo-locales change the first and leave the second alone).
    enum Piece: Equatable, Sendable {
        case literal(String)
        case value(String)

        var string: String {
            switch self {
            case .literal(let string), .value(let string): string
            }
        }
    }

    /// `format` filled with `arguments`.
    func format(_ format: String, _ arguments: [FormatValue]) -> String {
        pieces(format, arguments).map(\.string).joined()
    }

    /// The pieces of `format` filled with `arguments`.
    func pieces(_ format: String, _ arguments: [FormatValue]) -> [Piece] {
        var pieces: [Piece] = []
        var next = 0
        append(format, arguments, next: &next, substitutionArgument: nil, depth: 0, into: &pieces)
        return pieces
    }

    /// Appends the pieces of `format`. `next` is the index of the argument a specifier without
    /// a position takes; a positional one moves it past itself, as CoreFoundation does.
    /// `substitutionArgument` is what `%arg` stands for inside a substitution's variant.
    private func append(
        _ format: String, _ arguments: [FormatValue], next: inout Int, substitutionArgument: (index: Int, specifier: String)?,
        depth: Int, into pieces: inout [Piece]
    ) {
        for token in FormatScanner.tokens(format, recognizesSubstitutionArgument: substitutionArgument != nil) {
            switch token {
            case .literal(let text):
                pieces.append(.literal(String(text)))
            case .percent:
                pieces.append(.literal("%"))
            case .specifier(let position, let specification, let conversion):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                guard arguments.indices.contains(index) else {
                    // A translation asking for more arguments than the code gives: shown as written.
                    pieces.append(.literal("%" + (position.map { "\($0)$" } ?? "") + specification))
                    continue
                }
                pieces.append(.value(formatted(arguments[index], specification, conversion)))
            case .substitutionArgument:
                guard let (index, specifier) = substitutionArgument, arguments.indices.contains(index) else { continue }
                pieces.append(.value(formatted(arguments[index], Substring(specifier), specifier.last ?? "@")))
            case .substitution(let position, let name):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                guard depth < 4, let substitution = substitutions[String(name)] else {
                    pieces.append(.literal("%" + (position.map { "\($0)$" } ?? "") + "#@\(name)@"))
                    continue
                }
                let argument = substitution.argumentNumber.map { $0 - 1 } ?? index
                let number = arguments.indices.contains(argument) ? arguments[argument].number : nil
                let variant = substitution.variants.string(for: number, language: language)
                // A `.stringsdict` variant writes its number as a specifier of its own ("%d
                // items"): it takes the argument at the substitution's place.
                var variantNext = index
                append(
                    variant, arguments, next: &variantNext, substitutionArgument: (argument, substitution.formatSpecifier),
                    depth: depth + 1, into: &pieces)
            }
        }
    }

    /// `value` written by one conversion (`specification` is its text after the `%`).
    private func formatted(_ value: FormatValue, _ specification: Substring, _ conversion: Character) -> String {
        let format = "%" + specification
        switch conversion {
        case "@", "s", "S", "p":
            return description(value)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            let number: Double =
                switch value {
                case .double(let value): value
                case .int(let value): Double(value)
                case .unsigned(let value): Double(value)
                case .string(let value): Double(value) ?? 0
                }
            return String(format: format, number)
        default:
            switch value {
            case .unsigned(let value): return String(format: format, value)
            case .int(let value): return String(format: format, value)
            case .double(let value): return String(format: format, value.isFinite ? Int64(exactly: value.rounded(.towardZero)) ?? 0 : 0)
            case .string(let value): return String(format: format, Int64(value) ?? 0)
            }
        }
    }

    /// `value` as `%@` shows it: a whole number without decimals, as an `NSNumber` is.
    private func description(_ value: FormatValue) -> String {
        switch value {
        case .string(let value): value
        case .int(let value): String(value)
        case .unsigned(let value): String(value)
        case .double(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { String(Int64(value)) } else { "\(value)" }
        }
    }
}
