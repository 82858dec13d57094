/// The app's shortcuts, ready without setup: AppIntents' `AppShortcutsProvider`.
///
/// The shortcuts are built (so phrases compile) but never registered with Siri here.
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

extension AppShortcutsProvider {
    /// Tells Siri that parameter values changed (nothing to tell here).
    public static func updateAppShortcutParameters() {}
}

/// Builds a provider's shortcuts: AppIntents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
    public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildArray(_ shortcuts: [[AppShortcut]]) -> [AppShortcut] { shortcuts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
}

/// An intent with the phrases that run it: AppIntents' `AppShortcut`.
public struct AppShortcut: Sendable {
    /// The phrases, as written with their placeholders ("${applicationName} Trends for ${timeframe}").
    public let phrases: [String]
    /// The short title Shortcuts shows.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol Shortcuts shows.
    public let systemImageName: String?

    /// A shortcut for an intent (iOS 16).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
    }

    /// A shortcut for an intent with its title and symbol (iOS 17).
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String
    ) {
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// A phrase that runs an intent, naming the app and the intent's parameters:
/// AppIntents' `AppShortcutPhrase`.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// The phrase, its placeholders written `${name}`.
    public let text: String

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The phrase's parts: text, the app's name and the intent's parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// The app's name: `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }

        /// A parameter of the intent: `\(\.$timeframe)`.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// A placeholder in a shortcut phrase: AppIntents' `AppShortcutPhraseToken`.
public struct AppShortcutPhraseToken: Hashable, Sendable {
    let name: String
    /// The app's name.
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}
