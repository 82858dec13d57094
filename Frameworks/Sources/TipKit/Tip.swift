// `import TipKit` on Linux: tips, drawn as iOS draws an inline tip; nothing is stored, tips
// are never invalidated and rules are not evaluated.
import Trellis

/// A tip: TipKit's `Tip`.
public protocol Tip: Identifiable, Sendable where ID == String {
    /// The tip's identifier (the type's name by default).
    var id: String { get }
    /// The title.
    var title: Text { get }
    /// The message below the title.
    var message: Text? { get }
    /// The image beside the title.
    var image: Image? { get }
    /// Buttons below the message.
    var actions: [Tips.Action] { get }
    /// When the tip shows (not evaluated here).
    var rules: [Tips.Rule] { get }
    /// Display options (kept).
    var options: [any TipOption] { get }
}

extension Tip {
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip should show: always, here (nothing is stored).
    public var shouldDisplay: Bool { true }

    /// The tip's status: available.
    public var status: Tips.Status { .available }

    /// Marks the tip as done (nothing is stored).
    public func invalidate(reason: Tips.InvalidationReason) {}
}

/// A tip's display option: TipKit's `TipOption`.
public protocol TipOption: Sendable {}

/// TipKit's configuration and types: TipKit's `Tips`.
public enum Tips {
    /// Starts TipKit (accepted).
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    /// Clears stored tips (nothing is stored).
    public static func resetDatastore() throws {}
    /// Shows every tip, for testing.
    public static func showAllTipsForTesting() {}
    /// Shows only these tips, for testing.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides every tip, for testing.
    public static func hideAllTipsForTesting() {}

    /// A configuration option.
    public struct ConfigurationOption: Sendable {
        let name: String
        /// How often tips may show.
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(name: "displayFrequency")
        }
        /// Where tips are stored.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(name: "datastoreLocation")
        }

        /// How often tips may show.
        public enum DisplayFrequency: Sendable {
            case immediate, hourly, daily, weekly, monthly
        }

        /// The CloudKit container tips sync through.
        public static func cloudKitContainer(_ container: CloudKitContainerOption) -> ConfigurationOption {
            ConfigurationOption(name: "cloudKitContainer")
        }

        /// A CloudKit container for tips.
        public enum CloudKitContainerOption: Sendable {
            case automatic
            case named(String)
        }

        /// Where tips are stored.
        public enum DatastoreLocation: Sendable {
            case applicationDefault
            case groupContainer(identifier: String)
            case url(URL)
        }
    }

    /// A button on a tip.
    public struct Action: Identifiable, Sendable {
        /// The action's identifier.
        public let id: String
        let title: Text?
        let perform: @Sendable () -> Void

        /// An action titled with `title`.
        public init(id: String? = nil, title: some StringProtocol, perform: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? String(title)
            self.title = Text(title)
            self.perform = perform
        }

        /// An action with a view label.
        public init(id: String? = nil, perform: @escaping @Sendable () -> Void = {}, _ label: () -> Text) {
            self.id = id ?? UUID().uuidString
            title = label()
            self.perform = perform
        }
    }

    /// A rule deciding when a tip shows (made by the `#Rule` macro on Apple's platforms).
    public struct Rule: Sendable {}

    /// Why a tip was invalidated.
    public enum InvalidationReason: Sendable {
        case actionPerformed, tipClosed, displayCountExceeded
    }

    /// Whether a tip shows.
    public enum Status: Sendable, Equatable {
        case pending, available
        case invalidated(InvalidationReason)
    }

    /// How many times a tip may show.
    public struct MaxDisplayCount: TipOption {
        public init(_ count: Int) {}
    }

    /// Whether a tip ignores the display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        public init(_ ignores: Bool) {}
    }

    /// Something that happened, counted for rules: TipKit's `Tips.Event` (counts nothing here).
    public struct Event: Identifiable, Sendable {
        /// The event's identifier.
        public let id: String
        /// The event.
        public init(id: String) { self.id = id }
        /// Records that the event happened (not recorded).
        public func donate() async {}
        /// Records that the event happened (not recorded).
        public func sendDonation(_ completion: @escaping @Sendable () -> Void = {}) { completion() }
    }
}
