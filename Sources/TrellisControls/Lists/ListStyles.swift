import TrellisCore

/// How a `List` looks: SwiftUI's `ListStyle`. The built-in styles are values of this protocol;
/// as in SwiftUI, a list style is chosen, not written.
public protocol ListStyle: Sendable {
    /// The look the list takes.
    var _appearance: ListAppearance { get }
}

/// The looks of iOS lists (metrics in `docs/ios-metrics.md`).
public enum ListAppearance: Sendable, Hashable {
    /// Rounded cards of rows inset from the edges, on the grouped background (the default).
    case insetGrouped
    /// Rows from edge to edge in sections, on the grouped background.
    case grouped
    /// Rows from edge to edge on the plain background.
    case plain
    /// Plain rows inset from the edges.
    case inset
}

/// The default: `.insetGrouped` on iPhone.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _appearance: ListAppearance { .insetGrouped }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _appearance: ListAppearance { .insetGrouped }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _appearance: ListAppearance { .grouped }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _appearance: ListAppearance { .plain }
}

public struct InsetListStyle: ListStyle {
    public init() {}
    public var _appearance: ListAppearance { .inset }
}

/// A sidebar: on iPhone, drawn as an inset grouped list.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The spacing between a list's sections: SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable, Hashable {
    let length: CGFloat?
    /// iOS's spacing (35 points; see `ListMetrics`).
    public static let `default` = ListSectionSpacing(length: nil)
    /// A tighter spacing.
    public static let compact = ListSectionSpacing(length: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}

/// How a form lays out its controls: SwiftUI's `FormStyle` (on iPhone every style is grouped).
public protocol FormStyle: Sendable {}

public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

struct ListAppearanceKey: EnvironmentKey {
    static let defaultValue: ListAppearance = .insetGrouped
}

struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

struct ScrollContentBackgroundHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

/// Whether a view is a row of a list (a `NavigationLink` there is a row with a chevron).
struct IsListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }

    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    var scrollContentBackgroundHidden: Bool {
        get { self[ScrollContentBackgroundHiddenKey.self] }
        set { self[ScrollContentBackgroundHiddenKey.self] = newValue }
    }

    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, style._appearance)
    }

    /// Sets the spacing between the sections of lists inside this view.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.length)
    }

    /// Sets the spacing between the sections of lists inside this view.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Hides (or shows) the background behind scrollable containers such as lists and forms.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackgroundHidden, visibility == .hidden)
    }

    /// Sets the style of forms (accepted: on iPhone every form is grouped).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
