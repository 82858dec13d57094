// SwiftUI's deprecated modifiers apps still use, as their replacements: `accentColor` tints,
// `colorScheme` sets the environment's colour scheme, `accessibility(identifier:)` names the
// view as `accessibilityIdentifier` does; the other `accessibility(…:)` forms, `statusBar`,
// `disableAutocorrection` and the older long-press form are accepted and do nothing.

extension View {
    /// Tints this view with `accentColor` (the older name of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// Sets the colour scheme of this view (the older form of `environment(\.colorScheme, _)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

    /// Names this view for accessibility and `ViewLayout.frame(of:)` (`accessibilityIdentifier`).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// Labels this view for VoiceOver (accepted).
    public func accessibility(label: Text) -> some View { self }
    /// Describes this view's value (accepted).
    public func accessibility(value: Text) -> some View { self }
    /// Hints at what this view does (accepted).
    public func accessibility(hint: Text) -> some View { self }
    /// Hides this view from assistive technologies (accepted).
    public func accessibility(hidden: Bool) -> some View { self }
    /// Sets the words Voice Control matches (accepted).
    public func accessibility(inputLabels: [Text]) -> some View { self }
    /// Adds accessibility traits (accepted).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    /// Removes accessibility traits (accepted).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    /// Sets the order VoiceOver reads this view in (accepted).
    public func accessibility(sortPriority: Double) -> some View { self }
    /// Identifies this view among a selection (accepted).
    public func accessibility<H: Hashable>(selectionIdentifier: H) -> some View { self }
    /// Where an activation lands (accepted).
    public func accessibility(activationPoint: CGPoint) -> some View { self }
    /// Where an activation lands (accepted).
    public func accessibility(activationPoint: UnitPoint) -> some View { self }

    /// Hides the status bar (accepted: it is not drawn).
    public func statusBar(hidden: Bool) -> some View { self }
    /// Turns autocorrection off (accepted).
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Runs `action` on a long press, `pressing` as it starts and ends (never, in a picture).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View { self }
}
