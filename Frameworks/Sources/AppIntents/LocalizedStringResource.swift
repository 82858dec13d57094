// `import AppIntents` on Linux: intents, their parameters and results, app shortcuts, entities and
// enums, so an app's intents compile; nothing is offered to Siri, Shortcuts or Spotlight here.
@_exported import Foundation

/// A string to localise later: Foundation's `LocalizedStringResource`, which Linux's Foundation
/// lacks. Its key is its English text; it is never translated here.
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The key: the text as written.
    public var key: String

    /// A resource whose key and default value are this text.
    public init(_ keyAndValue: String) { key = keyAndValue }

    public init(stringLiteral value: String) { key = value }

    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }

    public var description: String { key }
}

extension String {
    /// The resource's text (its key: nothing is translated here).
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}
