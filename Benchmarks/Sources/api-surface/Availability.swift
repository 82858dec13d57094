import SwiftSyntax

/// What a declaration's `@available` attributes say about iOS, merged with its enclosing
/// declaration's (an extension's availability applies to its members).
struct Availability: Sendable {
    /// `@available(iOS, unavailable)`, `@available(*, unavailable)` or an `obsoleted:` version.
    var unavailable = false
    /// `@available(iOS, deprecated…)` or `@available(*, deprecated…)`: deprecated, or to be
    /// (SwiftUI's `deprecated: 100000.0`).
    var deprecated = false
    /// The iOS version that introduced the declaration.
    var introduced: String?

    /// This availability for a declaration inside one with `outer`'s: what the declaration does
    /// not say, it takes from outside.
    func inside(_ outer: Availability) -> Availability {
        Availability(
            unavailable: unavailable || outer.unavailable, deprecated: deprecated || outer.deprecated,
            introduced: introduced ?? outer.introduced)
    }

    /// Reads the `@available` attributes among `attributes`.
    init(_ attributes: AttributeListSyntax) {
        for element in attributes {
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments)? = attribute.arguments
            else { continue }
            read(Array(arguments))
        }
    }

    init(unavailable: Bool = false, deprecated: Bool = false, introduced: String? = nil) {
        self.unavailable = unavailable
        self.deprecated = deprecated
        self.introduced = introduced
    }

    private mutating func read(_ arguments: [AvailabilityArgumentSyntax]) {
        guard let first = arguments.first else { return }
        switch first.argument {
        case .availabilityVersionRestriction:
            // The short form: `@available(iOS 18.0, macOS 15.0, *)`.
            for argument in arguments {
                if case .availabilityVersionRestriction(let restriction) = argument.argument,
                    restriction.platform.text == "iOS", let version = restriction.version
                {
                    introduced = version.trimmedDescription
                }
            }
        case .token(let platform) where platform.text == "iOS" || platform.text == "*":
            // The long form: `@available(iOS, introduced: 13.0, deprecated: 100000.0, …)`,
            // `@available(iOS, unavailable)`, `@available(*, deprecated, message: …)`.
            for argument in arguments.dropFirst() {
                switch argument.argument {
                case .token(let token) where token.text == "unavailable": unavailable = true
                case .token(let token) where token.text == "deprecated": deprecated = true
                case .availabilityLabeledArgument(let labeled):
                    switch labeled.label.text {
                    case "introduced":
                        if case .version(let version) = labeled.value { introduced = version.trimmedDescription }
                    case "deprecated": deprecated = true
                    case "obsoleted": unavailable = true
                    default: break
                    }
                default: break
                }
            }
        default:
            break  // another platform's
        }
    }
}
