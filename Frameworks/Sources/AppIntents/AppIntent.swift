/// An action the system can run for the app: AppIntents' `AppIntent`.
///
/// Intents compile and can be made and performed by the app's own code; the system never runs
/// them here.
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// The intent's name.
    static var title: LocalizedStringResource { get }
    /// What the intent does.
    static var description: IntentDescription? { get }
    /// Whether running the intent opens the app.
    static var openAppWhenRun: Bool { get }
    /// Whether the intent may be found by Spotlight and Shortcuts.
    static var isDiscoverable: Bool { get }
    /// An intent with its parameters unset.
    init()
    /// Runs the intent.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }

    /// `@Parameter`: an intent's parameter.
    public typealias Parameter<Value> = IntentParameter<Value>
}

/// What an intent does, as Shortcuts shows it: AppIntents' `IntentDescription`.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The category Shortcuts files it in.
    public var categoryName: LocalizedStringResource?
    /// Words Shortcuts finds it by.
    public var searchKeywords: [LocalizedStringResource]

    /// A description.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// An intent's parameter, `@Parameter(title:)`: AppIntents' `IntentParameter`.
///
/// A value set by the app's code (or a default) is kept; the system never asks the user for one.
/// Reading a parameter with no value and no default stops the program, as on Apple's platforms
/// when a parameter was not resolved.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// The parameter's name.
    public let title: LocalizedStringResource
    /// What it is for.
    public let description: LocalizedStringResource?
    private var value: Value?

    /// A parameter with a title, a description and a default value.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil) {
        self.title = title
        self.description = description
        value = defaultValue
    }

    /// A parameter with a title and a default value, as `@Parameter(title: "Count") var count = 3` writes it.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, description: description, default: wrappedValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("The intent parameter \"\(title)\" has no value: the system would have asked for one.") }
            return value
        }
        set { value = newValue }
    }

    /// The parameter itself (`$timeframe`), as app shortcut phrases name it.
    public var projectedValue: IntentParameter<Value> { self }
}
