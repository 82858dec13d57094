import TrellisCore

/// Content of a toolbar: SwiftUI's `ToolbarContent`. Write your own as SwiftUI's, with a
/// `body` of toolbar items.
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that is items itself rather than a body of them.
protocol PrimitiveToolbarContent {
    var toolbarItems: [ToolbarItemModel] { get }
}

extension ToolbarContent {
    /// The items this content puts in the bars.
    var toolbarItems: [ToolbarItemModel] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.toolbarItems }
        return body.toolbarItems
    }
}

/// One item as the bars draw it.
struct ToolbarItemModel {
    var placement: ToolbarItemPlacement
    var view: AnyView
}

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, principal, trailing, bottom, hidden }
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// Above the keyboard: never shown in a picture.
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}

/// A bar a toolbar modifier applies to: SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// An item of a toolbar: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { return fatalError("ToolbarItem has no body") }
    var toolbarItems: [ToolbarItemModel] { [ToolbarItemModel(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items sharing a placement: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { return fatalError("ToolbarItemGroup has no body") }

    /// Several items sharing a placement, with a label (shown where the group collapses into a
    /// menu, which an iPhone bar does not do).
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    var toolbarItems: [ToolbarItemModel] {
        content._topLevelViews.map { ToolbarItemModel(placement: placement, view: AnyView(_fromValue: $0) ?? AnyView(EmptyView())) }
    }
}

/// Fixed or flexible space between toolbar items (accepted; drawn as nothing).
public struct ToolbarSpacer: ToolbarContent, PrimitiveToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic) {}
    public var body: Never { return fatalError("ToolbarSpacer has no body") }
    var toolbarItems: [ToolbarItemModel] { [] }
}

/// A list of toolbar contents, as the builder makes it.
public struct _ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
    let items: [ToolbarItemModel]
    public var body: Never { return fatalError("_ToolbarContentList has no body") }
    var toolbarItems: [ToolbarItemModel] { items }
}

/// Builds toolbar content from items: SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarContentList {
        _ToolbarContentList(items: content.toolbarItems)
    }

    public static func buildBlock(_ components: _ToolbarContentList...) -> _ToolbarContentList {
        _ToolbarContentList(items: components.flatMap(\.items))
    }

    public static func buildOptional(_ component: _ToolbarContentList?) -> _ToolbarContentList {
        component ?? _ToolbarContentList(items: [])
    }

    public static func buildEither(first component: _ToolbarContentList) -> _ToolbarContentList { component }
    public static func buildEither(second component: _ToolbarContentList) -> _ToolbarContentList { component }
    public static func buildLimitedAvailability(_ component: _ToolbarContentList) -> _ToolbarContentList { component }
}
