import Trellis

/// A moment of a widget's timeline: WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
    /// When the entry is shown.
    var date: Date { get }
    /// How relevant the entry is (nil: no opinion).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is.
public struct TimelineEntryRelevance: Sendable {
    /// A score.
    public let score: Float
    /// For how long.
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// A widget's entries and when to ask again: WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries.
    public let entries: [EntryType]
    /// When to ask for a new timeline.
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When a widget's timeline is asked for again.
public struct TimelineReloadPolicy: Sendable, Equatable {
    let date: Date?
    let never: Bool
    /// After the last entry.
    public static let atEnd = TimelineReloadPolicy(date: nil, never: false)
    /// Never.
    public static let never = TimelineReloadPolicy(date: nil, never: true)
    /// After a date.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(date: date, never: false) }
}

/// What a timeline provider is told about the widget: WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The widget's size.
    public let family: WidgetFamily
    /// The widget's size in points.
    public let displaySize: CGSize
    /// Whether the widget is shown in the gallery.
    public let isPreview: Bool
}

/// Gives a widget its entries: WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// The context's type.
    typealias Context = TimelineProviderContext
    /// An entry with placeholder content.
    func placeholder(in context: Context) -> Entry
    /// An entry for the gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Where a container background goes: SwiftUI's `ContainerBackgroundPlacement` (declared here
/// until Trellis's SwiftUI has it).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Sets the background of the container the view is in: for a widget, the content keeps
    /// the widget's margins and the background fills the whole card behind it, as iOS 17 draws
    /// it (outside a widget preview the margins are 0).
    public func containerBackground<Background: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> Background
    ) -> some View {
        modifier(WidgetContainerBackground(background: content(), alignment: alignment))
    }

    /// Sets the background of the container the view is in, as a shape style.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(WidgetContainerBackground(background: Rectangle().fill(style), alignment: .center))
    }

    /// Marks a view as the widget's URL target (accepted).
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Marks a view as unredacted in a widget's placeholder (accepted).
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}
