import Trellis

// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`, Xcode's widget
// previews: `trellis preview` compiles the macro as a call to `_widgetPreview`, which draws the
// widget's entry view for each entry, at the family's size on an iPhone, one picture each.

extension WidgetFamily {
    /// The family's size on an iPhone of 390 or 393 points (iPhone 12 to 16): small 158 × 158,
    /// medium 338 × 158, large 338 × 354 (measured with a `GeometryReader` in a widget,
    /// simonbs/ios-widget-sizes; Apple's HIG lists the same). Lock Screen families are estimates.
    public var _previewSize: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 158, height: 158)
        case .systemMedium: CGSize(width: 338, height: 158)
        case .systemLarge, .systemExtraLarge: CGSize(width: 338, height: 354)
        case .accessoryCircular, .accessoryCorner: CGSize(width: 72, height: 72)
        case .accessoryRectangular: CGSize(width: 160, height: 72)
        case .accessoryInline: CGSize(width: 234, height: 26)
        }
    }

    /// Whether the family is a Home Screen widget (on a rounded card) rather than a Lock Screen one.
    var isSystem: Bool { rawValue <= WidgetFamily.systemExtraLarge.rawValue }
}

/// The entries a widget preview's `timeline:` closure lists.
@resultBuilder
public enum _WidgetPreviewTimelineBuilder {
    public static func buildExpression(_ entry: any TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] { part }
}

/// What `trellis preview` draws for a widget preview: each entry of `timeline` in `widget`'s
/// entry view, on a card of `family`'s size. Not for use in code of your own.
public func _widgetPreview<W: Widget>(
    family: WidgetFamily, _ widget: () -> W, @_WidgetPreviewTimelineBuilder timeline: () -> [any TimelineEntry]
) -> some View {
    let configuration = widget().body
    let entries = timeline()
    let size = family._previewSize
    return ForEach(entries.indices, id: \.self) { index in
        // On the preview itself, where the canvas reads its layout.
        WidgetPreviewCard(family: family, content: WidgetEntryViews.view(of: configuration, for: entries[index]))
            .previewLayout(.fixed(width: size.width, height: size.height))
    }
}

/// A widget's card: the entry view at the family's size, with iOS's content margins (applied by
/// `containerBackground(for: .widget)`, which fills the card behind them).
struct WidgetPreviewCard: View {
    let family: WidgetFamily
    let content: AnyView

    var body: some View {
        let size = family._previewSize
        content
            .environment(\.widgetFamily, family)
            .environment(\._widgetContentMargins, family.isSystem ? WidgetMetrics.contentMargin : 0)
            .frame(width: size.width, height: size.height)
            .background(Color(uiColor: .systemBackground))
            .clipShape(RoundedRectangle(cornerRadius: family.isSystem ? WidgetMetrics.cornerRadius : size.height / 2, style: .continuous))
    }
}

/// iOS's widget metrics.
enum WidgetMetrics {
    /// The content margins iOS 17 gives a Home Screen widget (an **estimate** from WWDC23's
    /// "Bring widgets to new places": 16 on iPhone).
    static let contentMargin: CGFloat = 16
    /// The card's corner radius on a 390-point iPhone (an **estimate**).
    static let cornerRadius: CGFloat = 22
}

/// Finds the entry view of a configuration, through its modifiers.
enum WidgetEntryViews {
    static func view(of configuration: some WidgetConfiguration, for entry: any TimelineEntry) -> AnyView {
        if let found = find(configuration, entry) { return found }
        return AnyView(Text("No entry view for \(String(describing: type(of: entry)))").font(.caption).foregroundStyle(.secondary))
    }

    private static func find(_ configuration: any WidgetConfiguration, _ entry: any TimelineEntry) -> AnyView? {
        if let drawing = configuration as? any _EntryViewDrawing { return drawing._entryView(for: entry) }
        if let modified = configuration as? any _ModifiedWidgetConfigurationBase { return find(modified._base, entry) }
        func body<C: WidgetConfiguration>(_ configuration: C) -> (any WidgetConfiguration)? {
            C.Body.self == Never.self ? nil : configuration.body
        }
        return body(configuration).flatMap { find($0, entry) }
    }
}

/// A configuration that draws entries (a Trellis primitive).
protocol _EntryViewDrawing {
    func _entryView(for entry: any TimelineEntry) -> AnyView?
}

extension StaticConfiguration: _EntryViewDrawing {
    func _entryView(for entry: any TimelineEntry) -> AnyView? {
        accepts(entry) ? AnyView(content(entry)) : nil
    }
}

/// A configuration wrapping another (a Trellis primitive).
protocol _ModifiedWidgetConfigurationBase {
    var _base: any WidgetConfiguration { get }
}

extension ModifiedWidgetConfiguration: _ModifiedWidgetConfigurationBase {
    var _base: any WidgetConfiguration { base }
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    /// The margins a widget's content keeps from its card's edges (Trellis's widget previews set them).
    var _widgetContentMargins: CGFloat {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}

/// `containerBackground(for: .widget)`: the content inside the widget's margins, the
/// background filling the whole card behind it.
struct WidgetContainerBackground<Background: View>: ViewModifier {
    let background: Background
    let alignment: Alignment
    @Environment(\._widgetContentMargins) private var margins

    func body(content: Content) -> some View {
        content
            .padding(margins)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(alignment: alignment) { background }
    }
}
