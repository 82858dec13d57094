/// A view that stands for a list of views rather than being one: a view-builder block, a
/// `Group`, a `ForEach`, a conditional, an optional, an `AnyView`.
protocol ViewList {
    /// The views listed, one level down.
    var listedViews: [any View] { get }
}

/// A view of another module that lists views, as a `ForEach` does (an `OutlineGroup`'s
/// rows): containers that take their children's views one by one (a `List`'s rows, a
/// `Picker`'s options) see the listed views, not the view. A Trellis primitive.
public protocol _ListingView: View {
    /// The views listed, one level down.
    var _listedViews: [any View] { get }
}

extension View {
    /// The views this view lists at its top level, as Xcode's preview canvas sees `previews`:
    /// the children of a view-builder block, a `Group` or a `ForEach`, through `if`/`else`,
    /// optionals and `AnyView`, flattened; the view itself when it is a single view.
    public var _topLevelViews: [any View] {
        if let listing = self as? any _ListingView { return listing._listedViews.flatMap { $0._topLevelViews } }
        guard let list = self as? any ViewList else { return [self] }
        return list.listedViews.flatMap { $0._topLevelViews }
    }
}

extension TupleView: ViewList {
    var listedViews: [any View] { children }
}

extension Group: ViewList where Content: View {
    var listedViews: [any View] { [content] }
}

extension ForEach: ViewList where Content: View {
    var listedViews: [any View] { data.map { content($0) } }
}

extension _ConditionalContent: ViewList {
    var listedViews: [any View] {
        switch storage {
        case .trueContent(let content): [content]
        case .falseContent(let content): [content]
        }
    }
}

extension AnyView: ViewList {
    var listedViews: [any View] { [storage] }
}

extension Optional: ViewList where Wrapped: View {
    var listedViews: [any View] { map { [$0] } ?? [] }
}

extension EmptyView: ViewList {
    var listedViews: [any View] { [] }
}
