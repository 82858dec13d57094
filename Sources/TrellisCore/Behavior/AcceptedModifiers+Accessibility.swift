// SwiftUI's accessibility modifiers that Accessibility.swift does not declare: the `isEnabled:`
// forms of iOS 18, rotors, drag and drop points, custom content. Accepted with SwiftUI's
// signatures; none changes layout or drawing. The one Trellis reads is the identifier: with
// `isEnabled` true it names the view for `ViewLayout.frame(of:)`, as the plain form does.

extension View {
    /// Names this view for accessibility, and for `ViewLayout.frame(of:)`, when `isEnabled`.
    @ViewBuilder
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
        if isEnabled { accessibilityIdentifier(identifier) } else { self }
    }

    /// Labels this view for VoiceOver when `isEnabled` (accepted).
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View { self }
    /// Labels this view for VoiceOver when `isEnabled` (accepted).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// Labels this view for VoiceOver when `isEnabled` (accepted).
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View { self }
    /// Labels this view with a view built from its own label (accepted).
    public func accessibilityLabel<V: View>(@ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V) -> some View { self }
    /// Describes this view's value when `isEnabled` (accepted).
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> some View { self }
    /// Describes this view's value when `isEnabled` (accepted).
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// Describes this view's value when `isEnabled` (accepted).
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View { self }
    /// Hints at what this view does when `isEnabled` (accepted).
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View { self }
    /// Hints at what this view does when `isEnabled` (accepted).
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// Hints at what this view does when `isEnabled` (accepted).
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View { self }
    /// Hides this view from assistive technologies when `isEnabled` (accepted).
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View { self }
    /// Sets the words Voice Control matches, when `isEnabled` (accepted).
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View { self }
    /// Sets the words Voice Control matches, when `isEnabled` (accepted).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> some View { self }
    /// Sets the words Voice Control matches, when `isEnabled` (accepted).
    @_disfavoredOverload public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> some View { self }
    /// Whether this view responds to interaction, when `isEnabled` (accepted).
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> some View { self }
    /// Shows `largeContentView` in the Large Content Viewer (accepted).
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// Where an activation lands, in this view's coordinates (accepted).
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    /// Where an activation lands, as a unit point of this view (accepted).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    /// Where an activation lands, when `isEnabled` (accepted).
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View { self }
    /// Where an activation lands, when `isEnabled` (accepted).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View { self }
    /// Where a drag starts, and what it is (accepted).
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> some View { self }
    /// Where a drag starts, and what it is (accepted).
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }
    /// Where a drag starts, and what it is (accepted).
    @_disfavoredOverload public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View { self }
    /// Where a drag starts, when `isEnabled` (accepted).
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View { self }
    /// Where a drag starts, when `isEnabled` (accepted).
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// Where a drag starts, when `isEnabled` (accepted).
    @_disfavoredOverload public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> some View { self }
    /// Where a drop lands, and what it is (accepted).
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> some View { self }
    /// Where a drop lands, and what it is (accepted).
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View { self }
    /// Where a drop lands, and what it is (accepted).
    @_disfavoredOverload public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> some View { self }
    /// Where a drop lands, when `isEnabled` (accepted).
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> some View { self }
    /// Where a drop lands, when `isEnabled` (accepted).
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> some View { self }
    /// Where a drop lands, when `isEnabled` (accepted).
    @_disfavoredOverload public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool) -> some View { self }

    /// Adds an action labelled by `label` (accepted; it never runs).
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }
    /// Adds the actions in `content` (accepted; they never run).
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// Adds the actions in `content` under `category` (accepted; they never run).
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View { self }
    /// Handles an assistive technology's scroll (never, in a still picture).
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }
    /// Handles an assistive technology's zoom (never, in a still picture).
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }
    /// Makes this view a direct-touch area (accepted).
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }
    /// Binds this view's accessibility focus to `binding` equalling `value` (nothing has it here).
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// Binds this view's accessibility focus to `condition` (nothing has it here).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    /// Pairs this view with another as label and content (accepted).
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Links this view with others into one group (accepted).
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Names this view as a rotor entry (accepted).
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Sets the kind of text this view shows (accepted).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Adds custom content under `key` (accepted).
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content under `key` (accepted).
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content under `key` (accepted).
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content labelled `label` (accepted).
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content labelled by `labelKey` (accepted).
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content labelled by `labelKey` (accepted).
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content labelled by `labelKey` (accepted).
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds custom content labelled `label` (accepted).
    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(_ label: L, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { self }
}

extension View {
    /// Adds a custom rotor of `entries` (accepted).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Replaces a system rotor's entries (accepted).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Adds a custom rotor of `entries` (accepted).
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Adds a custom rotor of `entries` (accepted).
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    /// Adds a custom rotor of the models in `entries` (accepted).
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Replaces a system rotor's entries with the models in `entries` (accepted).
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a custom rotor of the models in `entries` (accepted).
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a custom rotor of the models in `entries` (accepted).
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a custom rotor of the identifiable models in `entries` (accepted).
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Replaces a system rotor's entries with the identifiable models in `entries` (accepted).
    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a custom rotor of the identifiable models in `entries` (accepted).
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a custom rotor of the identifiable models in `entries` (accepted).
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Adds a custom rotor of ranges of text (accepted).
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }
    /// Replaces a system rotor's entries with ranges of text (accepted).
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { self }
    /// Adds a custom rotor of ranges of text (accepted).
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }
    /// Adds a custom rotor of ranges of text (accepted).
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { self }
}
