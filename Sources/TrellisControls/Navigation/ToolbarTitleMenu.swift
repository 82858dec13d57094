import TrellisCore

/// The menu behind the navigation title: SwiftUI's `ToolbarTitleMenu`, written inside
/// `.toolbar { ToolbarTitleMenu { … } }`.
///
/// A closed menu is all a picture shows; iOS marks the inline title with a small chevron that
/// Trellis does not draw (divergence register). The menu's content is kept, never shown.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content

    /// A title menu of `content` (buttons, pickers, dividers).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { return fatalError("ToolbarTitleMenu has no body") }
    var toolbarItems: [ToolbarItemModel] { [] }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The system's title menu (its items come from the document; none in a picture).
    public init() {
        content = EmptyView()
    }
}

extension View {
    /// Puts `content` in the menu behind the navigation title (kept, never shown: the menu is closed).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}
