import TrellisCore

// SwiftUI's deprecated control API apps still use, as its replacements: a context menu value
// (never opened in a picture), an action sheet for an item (drawn while the item is not nil),
// `Picker(selection:label:content:)`, and a formatted text field with an editing callback.

/// A context menu's items: SwiftUI's deprecated `ContextMenu`.
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// Adds a context menu (never opened in a still picture).
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }

    /// An action sheet about `item`, shown while it is not nil.
    @ViewBuilder
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        if let value = item.wrappedValue {
            actionSheet(isPresented: .constant(true)) { content(value) }
        } else {
            self
        }
    }
}

extension Picker {
    /// A picker labelled by a view (the older argument order).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

extension TextField where Label == Text {
    /// A field editing a value through a formatter, with an editing callback (never called).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }
}
