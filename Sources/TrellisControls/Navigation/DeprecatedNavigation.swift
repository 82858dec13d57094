import TrellisCore

// SwiftUI's deprecated navigation API apps still use, drawn as its replacements:
// `navigationBarTitle(_:)` as `navigationTitle`, `navigationBarItems(leading:)` and
// `(trailing:)` as items at that end of the bar, `NavigationLink`'s `isActive:` and
// `tag:selection:` forms as links that follow their binding under a `ViewHost` (a picture
// never follows them), the suggestions form of `searchable` as the field at rest,
// `navigationViewStyle` (a navigation view is a stack on iPhone) and
// `ToolbarItem(id:placement:showsByDefault:content:)`.

/// How a navigation view lays out its columns: SwiftUI's deprecated `NavigationViewStyle`.
public protocol NavigationViewStyle {}

/// The system's navigation view style: SwiftUI's `DefaultNavigationViewStyle`.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// One column at a time: SwiftUI's `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Two columns where there is room: SwiftUI's `DoubleColumnNavigationViewStyle`.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns where there is room: SwiftUI's `ColumnNavigationViewStyle`.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// The screen's title (the older name of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The screen's title, from a localisable key.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationBarTitle(Text(titleKey)) }
    /// The screen's title, from a string.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationBarTitle(Text(title)) }

    /// An item at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// An item at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    /// Sets how navigation views lay out their columns (one column on iPhone).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// A search field with suggestions (drawn at rest: the suggestions are not shown).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

extension NavigationLink {
    /// A link whose destination is pushed while `isActive` is true: a tap sets it, setting it
    /// pushes the destination, popping the destination (Back, `dismiss`) clears it.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = isActive
    }

    /// A link whose destination is pushed while `selection` is `tag`: a tap sets it to `tag`,
    /// popping the destination sets it nil.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = Self.activation(tag: tag, selection: selection)
    }

    /// A link whose destination is pushed while `selection` is `tag`: a tap sets it to `tag`,
    /// popping the destination sets it nil.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = Self.activation(tag: tag, selection: selection)
    }

    /// `selection` seen as whether it is `tag`: clearing it clears only its own tag, so that a
    /// link popped after another was chosen leaves the other's choice.
    static func activation<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
        Binding(
            get: { selection.wrappedValue == tag },
            set: { isActive in
                if isActive {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localisable key, pushed while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled with a localisable key, pushed while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled with a localisable key, pushed while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    /// A link titled with a localisable key, pushed while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }
}

extension ToolbarItem where ID == String {
    /// An item the user can hide, shown by default or not (drawn either way).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, content: content)
    }
}
