import TrellisCore

// SwiftUI's list, table and scrolling modifiers whose effect a still picture does not show:
// editing (rows cannot be moved or deleted in a picture), scroll indicators flashing, scroll
// input, tables (not drawn by Trellis), section actions and section separators' tint (an
// inset grouped list draws no section separators).

/// How a table is drawn: SwiftUI's `TableStyle`.
public protocol TableStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = TableStyleConfiguration
}

/// What a table style draws: SwiftUI's `TableStyleConfiguration`.
public struct TableStyleConfiguration {}

/// The system's table style: SwiftUI's `AutomaticTableStyle`.
public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A table inset from its container: SwiftUI's `InsetTableStyle`.
public struct InsetTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

/// Whether a kind of input scrolls: SwiftUI's `ScrollInputBehavior`.
public struct ScrollInputBehavior: Sendable, Equatable {
    private let name: String
    public static let automatic = ScrollInputBehavior(name: "automatic")
    public static let enabled = ScrollInputBehavior(name: "enabled")
    public static let disabled = ScrollInputBehavior(name: "disabled")
}

/// A kind of input that scrolls: SwiftUI's `ScrollInputKind`.
public struct ScrollInputKind: Sendable, Equatable {
    private let name: String
    public static let handGestureShortcut = ScrollInputKind(name: "handGestureShortcut")
    public static func look(axes: Axis.Set) -> ScrollInputKind { ScrollInputKind(name: "look") }
}

extension View {
    /// Sets how tables in this view are drawn (accepted).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
    /// Shows or hides tables' column headers (accepted).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
    /// Keeps this row from being deleted (rows are not edited in a picture).
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Keeps this row from being moved (rows are not edited in a picture).
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// Tints a section's separators (accepted: inset grouped lists draw none).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Flashes the scroll indicators when the view appears (indicators are not drawn).
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    /// Flashes the scroll indicators when `value` changes (indicators are not drawn).
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
    /// Sets whether `input` scrolls (accepted).
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { self }
    /// Adds actions to a section's header (accepted).
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
