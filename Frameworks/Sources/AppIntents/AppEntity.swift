/// A type's name as Shortcuts shows it: AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The name.
    public var name: LocalizedStringResource
    /// How a count of them is written ("\(placeholder: .int) donuts").
    public var numericFormat: LocalizedStringResource?

    /// A name, and how a count is written.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// A value's title, subtitle and image as Shortcuts shows it: AppIntents' `DisplayRepresentation`.
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle.
    public var subtitle: LocalizedStringResource?
    /// The image.
    public var image: Image?

    /// A representation.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }

    /// An image for a representation: AppIntents' `DisplayRepresentation.Image`.
    public struct Image: Hashable, Sendable {
        /// The SF Symbol, if it is one.
        public let systemName: String?
        /// The asset's name, if it is one.
        public let named: String?

        /// An SF Symbol.
        public init(systemName: String) {
            self.systemName = systemName
            named = nil
        }

        /// An image of the app's assets.
        public init(named name: String) {
            systemName = nil
            named = name
        }
    }
}

/// A value the app defines whose cases Shortcuts offers: AppIntents' `AppEnum`.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, _IntentValue where RawValue: LosslessStringConvertible {
    /// The type's name.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Each case's name.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A thing of the app's that intents take or return: AppIntents' `AppEntity`.
public protocol AppEntity: Identifiable, _IntentValue, Sendable {
    /// The query that finds entities by identifier.
    associatedtype DefaultQuery: EntityQuery
    /// The type's name.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query that finds them.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// Finds entities by identifier: AppIntents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    /// The entities it finds.
    associatedtype Entity: AppEntity
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities to suggest.
    func suggestedEntities() async throws -> [Entity]
    /// A query.
    init()
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}
