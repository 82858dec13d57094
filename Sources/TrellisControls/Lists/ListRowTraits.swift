import TrellisCore

/// What the row modifiers (`listRowInsets`, `listRowBackground`, `listRowSeparator`…) set on a
/// row; the list reads them from the row view.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    var separatorHidden: Bool?
    var separatorTint: Color?

    /// These traits with `inner`'s set ones taking precedence.
    func overridden(by inner: ListRowTraits) -> ListRowTraits {
        ListRowTraits(
            insets: inner.insets ?? insets, background: inner.background ?? background,
            separatorHidden: inner.separatorHidden ?? separatorHidden, separatorTint: inner.separatorTint ?? separatorTint)
    }
}

/// Something carrying row traits around its content.
protocol ListRowTraitsCarrier {
    var rowTraits: ListRowTraits { get }
    var rowContent: any View { get }
}

/// A row view with list-row traits: outside a list, exactly its content.
public struct _ListRowTraitsView<Content: View>: View, ListRowTraitsCarrier {
    let content: Content
    let traits: ListRowTraits

    public var body: Content { content }
    var rowTraits: ListRowTraits { traits }
    var rowContent: any View { content }
}

extension View {
    /// The insets of this row's content in its list (`nil`: the list's default).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        _ListRowTraitsView(content: self, traits: ListRowTraits(insets: insets))
    }

    /// The view drawn behind this row in its list, instead of the cell background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        _ListRowTraitsView(content: self, traits: ListRowTraits(background: view.map { AnyView($0) }))
    }

    /// Whether this row's separator shows.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _ListRowTraitsView(content: self, traits: ListRowTraits(separatorHidden: visibility == .hidden))
    }

    /// The colour of this row's separator.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        _ListRowTraitsView(content: self, traits: ListRowTraits(separatorTint: color))
    }

    /// Whether this section's outer separators show (accepted).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The spacing between rows of lists inside this view (accepted).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

    /// The tint of list items inside this view (accepted).
    public func listItemTint(_ tint: Color?) -> some View { self }

    /// Actions revealed by swiping the row (accepted: a picture is at rest).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }

    /// The menu shown by a long press (accepted: a picture shows none).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }

    /// The menu and preview shown by a long press (accepted).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }
}

/// A view made from a collection of data, whose rows a list can edit: SwiftUI's
/// `DynamicViewContent` (`ForEach` is one).
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The data the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Would delete rows (accepted: a picture is not edited).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Would move rows (accepted).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}
