// SwiftUI's text, keyboard and selection modifiers of whole views. `kerning`, `tracking` and
// `monospaced` change how the text in the view is measured and drawn; the rest are accepted
// and change nothing a still picture shows (divergences B29).

extension View {
    /// Adds `kerning` points after each character of the text in this view, unless the text
    /// sets its own.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(_EnvironmentWriter { $0._kerning = kerning })
    }

    /// Adds `tracking` points after each character cluster of the text in this view, unless
    /// the text sets its own.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(_EnvironmentWriter { $0._tracking = tracking })
    }

    /// Raises the text in this view by `baselineOffset` (kept, not drawn, as `Text`'s own).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(_EnvironmentWriter { $0._baselineOffset = baselineOffset })
    }

    /// Uses the monospaced design for text in this view whose font sets no design of its own.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentWriter { if isActive { $0._fontDesign = .monospaced } })
    }

    /// Lets text in this view tighten its letters before it truncates (accepted: Trellis
    /// truncates without tightening).
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Sets the pitch VoiceOver speaks this view's text at (accepted).
    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    /// Makes VoiceOver speak punctuation (accepted).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// Queues VoiceOver's announcements (accepted).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
    /// Makes VoiceOver spell words out (accepted).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
    /// Removes the symbol effects of this view's symbols (none run in a still picture).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
    /// Lets the user select the text in this view (accepted).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    /// Sets which side of a line break the caret sits on (accepted).
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { self }
    /// Lays text out for `language` (accepted: line heights are the system font's).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// Lays text out for `language` (accepted: line heights are the system font's).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
    /// Limits how much high dynamic range images in this view use (images draw in standard range).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }

    /// Turns find and replace off in this view's text editors (accepted).
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Turns replace off in this view's text editors (accepted).
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Shows the find navigator while `isPresented` is true (never drawn).
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
    /// Stops submissions here from reaching enclosing `onSubmit` actions (accepted).
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }
    /// Shows or hides the writing tools button (accepted).
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View { self }
    /// Sets how much of the writing tools text views offer (accepted).
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

    /// Triggers this control with `shortcut` (no keyboard here).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    /// Triggers this control with `shortcut`, if any (no keyboard here).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
    /// Triggers this control with `key` and `modifiers` (no keyboard here).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// Triggers this control with `key` and `modifiers` (no keyboard here).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View { self }
}
