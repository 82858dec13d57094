// `import WidgetKit` on Linux: widgets' declarations and timelines, so a widget extension's files
// compile and its entry views lay out; nothing is installed on a home screen.
import Trellis

/// A widget: WidgetKit's `Widget`.
public protocol Widget {
    /// The configuration's type.
    associatedtype Body: WidgetConfiguration
    /// The widget's configuration.
    var body: Body { get }
    /// A widget (the entry point of an extension).
    init()
}

/// A widget's configuration: WidgetKit's `WidgetConfiguration`.
public protocol WidgetConfiguration {
    /// The configuration's type when made of others.
    associatedtype Body: WidgetConfiguration
    /// The configuration.
    var body: Body { get }
}

extension Never: WidgetConfiguration {
    public var body: Never { fatalError("Never has no body") }
}

/// A configuration with no further body.
public protocol PrimitiveWidgetConfiguration: WidgetConfiguration where Body == Never {}

extension PrimitiveWidgetConfiguration {
    public var body: Never { fatalError("\(Self.self) is primitive") }
}

/// A widget with no user-configurable options: WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: PrimitiveWidgetConfiguration {
    /// The widget's kind.
    public let kind: String
    /// Makes the view of an entry.
    let content: (Any) -> Content
    /// Whether a value is an entry of this configuration's provider.
    let accepts: (Any) -> Bool

    /// A configuration of `kind`, drawing each of `provider`'s entries with `content`.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        self.kind = kind
        self.content = { content($0 as! Provider.Entry) }
        accepts = { $0 is Provider.Entry }
    }

    /// The view of an entry.
    public func view<Entry: TimelineEntry>(for entry: Entry) -> Content { content(entry) }
}

/// A configured widget: the modifiers' result.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: PrimitiveWidgetConfiguration {
    /// The configuration modified.
    public let base: Base
    /// The families supported (nil: all).
    public var families: [WidgetFamily]?
    /// The name shown in the widget gallery.
    public var displayName: Text?
    /// The description shown in the widget gallery.
    public var widgetDescription: Text?
}

extension WidgetConfiguration {
    private func modified(_ change: (inout ModifiedWidgetConfiguration<Self>) -> Void) -> ModifiedWidgetConfiguration<Self> {
        var result = ModifiedWidgetConfiguration(base: self, families: nil, displayName: nil, widgetDescription: nil)
        change(&result)
        return result
    }

    /// Sets the name shown in the widget gallery.
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration {
        modified { $0.displayName = Text(displayName) }
    }

    /// Sets the name shown in the widget gallery.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        modified { $0.displayName = Text(displayName) }
    }

    /// Sets the description shown in the widget gallery.
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration {
        modified { $0.widgetDescription = Text(description) }
    }

    /// Sets the description shown in the widget gallery.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        modified { $0.widgetDescription = Text(description) }
    }

    /// Sets the sizes the widget comes in.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.families = families }
    }

    /// Turns off the system's content margins (accepted).
    public func contentMarginsDisabled() -> some WidgetConfiguration { self }
}

/// A group of widgets an extension provides: WidgetKit's `WidgetBundle`.
public protocol WidgetBundle {
    /// The widgets' type.
    associatedtype Body: Widget
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
    init()
}

/// Builds a widget bundle's widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }

    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> TupleWidget<repeat each W> {
        TupleWidget(repeat each widgets)
    }
}

/// Several widgets in a bundle.
public struct TupleWidget<each W: Widget>: Widget {
    let widgets: (repeat each W)

    init(_ widgets: repeat each W) {
        self.widgets = (repeat each widgets)
    }

    /// Never made this way (bundles build their widgets).
    public init() {
        widgets = (repeat (each W).init())
    }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A configuration of nothing.
public struct EmptyWidgetConfiguration: PrimitiveWidgetConfiguration {
    public init() {}
}

/// The size of a widget: WidgetKit's `WidgetFamily`.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String { String(describing: Self.self) + "." + ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCorner", "accessoryCircular", "accessoryRectangular", "accessoryInline"][rawValue] }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

extension EnvironmentValues {
    /// The size of the widget being drawn (`.systemSmall` unless set).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}

/// Reloads widgets' timelines: WidgetKit's `WidgetCenter` (nothing to reload here).
public final class WidgetCenter: @unchecked Sendable {
    /// The shared centre.
    public static let shared = WidgetCenter()

    /// Reloads every widget's timeline (accepted).
    public func reloadAllTimelines() {}

    /// Reloads the timelines of widgets of `kind` (accepted).
    public func reloadTimelines(ofKind kind: String) {}

    /// The widgets the user installed: none.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// The widgets the user installed: none.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// An installed widget.
public struct WidgetInfo: Sendable {
    /// Its kind.
    public let kind: String
    /// Its size.
    public let family: WidgetFamily
}
