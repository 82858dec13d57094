// Drawing-related modifiers whose effect a still picture does not show: the selection effect
// of palette pickers (their selection is drawn as the system draws it), geometry groups (which
// matter to animations only) and scroll views' anchors (they are drawn at their start).

/// How a palette picker shows its selected item: SwiftUI's `PaletteSelectionEffect`.
public struct PaletteSelectionEffect: Sendable, Equatable {
    private let name: String
    /// The system's choice.
    public static let automatic = PaletteSelectionEffect(name: "automatic")
    /// The selected item's symbol variant.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { PaletteSelectionEffect(name: "symbolVariant") }
    /// No effect: the items show their selection themselves.
    public static let custom = PaletteSelectionEffect(name: "custom")
}

/// What a scroll view's default anchor is for: SwiftUI's `ScrollAnchorRole`.
public struct ScrollAnchorRole: Hashable, Sendable {
    private let name: String
    /// Where the scroll view starts.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// What the scroll view keeps in place when its size changes.
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// How content smaller than the scroll view is aligned.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

extension View {
    /// Sets how palette pickers in this view show their selection (accepted).
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
    /// Makes this view's geometry one group for animations (no effect on a still picture).
    public func geometryGroup() -> some View { self }
    /// Sets the anchor scroll views in this view use for `role` (accepted: a picture shows
    /// scroll views at their start, as `defaultScrollAnchor(_:)`).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View { self }
}
