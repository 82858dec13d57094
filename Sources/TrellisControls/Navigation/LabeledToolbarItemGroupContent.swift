import TrellisCore

/// The content of a toolbar item group made with a label: SwiftUI's
/// `LabeledToolbarItemGroupContent`. The bar shows the items; the label is for a bar that
/// collapses the group into a menu.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View, _ListingView {
    let content: Content
    let label: Label

    public var body: some View { content }
    public var _listedViews: [any View] { [content] }
}
