import TrellisCore

// SwiftUI's navigation, toolbar and search modifiers that NavigationBarPreference.swift and
// Searchable.swift do not declare. `toolbar(id:content:)` and `toolbarVisibility(_:for:)` are
// drawn as their older forms; the token forms of `searchable` draw the field at rest without
// its tokens; the rest change nothing an iPhone's still picture shows (divergences B29).

extension View {
    /// Items for the bars of the screen this view is on, which the user may rearrange (drawn as
    /// `toolbar(content:)`).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }

    /// Shows or hides a bar, as `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidesNavigationBar = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return preference(key: NavigationBarKey.self, value: NavigationBarModel(isBarHidden: hidesNavigationBar))
    }

    /// Shows or hides a bar's background (accepted: bars are drawn in their scroll-edge look).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Removes an item the system puts in the toolbar (accepted).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
    /// Sets what the toolbar is for (accepted: an iPhone's bar looks the same).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// Sets how prominent list row badges are (accepted).
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
    /// Names the document the screen shows, for sharing (accepted).
    public func navigationDocument(_ url: URL) -> some View { self }
    /// Sets a split view column's width (a split view shows one column on iPhone).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Sets a split view column's widths (a split view shows one column on iPhone).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// Sets how split views arrange their columns (one column on iPhone).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// Adds content at the bottom of a tab view's sidebar (no sidebar on iPhone).
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Completes the search text with `completion` when a suggestion is chosen (accepted).
    public func searchCompletion(_ completion: String) -> some View { self }
    /// Adds `token` to the search when a suggestion is chosen (accepted).
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
    /// Sets how the search field offers dictation (accepted).
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }
    /// Binds the search field's focus to `binding` (nothing has focus here).
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }
    /// Binds the search field's focus to `binding` equalling `value` (nothing has focus here).
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
    /// Adds search scopes shown as `activation` says (a picture shows the field at rest).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View { self }
    /// Shows or hides search suggestions in `placements` (none are shown at rest).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }
}

extension View {
    /// A search field with tokens (drawn at rest, its tokens not drawn).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with tokens and a prompt (drawn at rest, its tokens not drawn).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with tokens, presented as `isPresented` says (drawn at rest).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with editable tokens (drawn at rest, its tokens not drawn).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with editable tokens, presented as `isPresented` says (drawn at rest).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with tokens and suggested tokens (drawn at rest, its tokens not drawn).
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with tokens and suggested tokens, presented as `isPresented` says.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}
