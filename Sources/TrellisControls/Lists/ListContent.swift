import TrellisCore

/// The views a list's content lists, as SwiftUI's list sees them: a custom view whose body is a
/// `Section`, or several views, is seen through (its body's views are the list's), so a
/// `Section` returned from a view's `body` keeps its header and card, and a view whose body
/// has several rows gives several rows. Other views are one row each.
enum ListContent {
    /// A view calling itself in its body must end.
    static let maximumDepth = 16

    /// `content`'s top-level views, custom views seen through where they list sections or
    /// several views. Bodies are made in the list's environment (the list's body is being
    /// resolved), as SwiftUI makes them where the list is.
    static func views(of content: any View, depth: Int = 0) -> [any View] {
        content._topLevelViews.flatMap { view -> [any View] in
            guard depth < maximumDepth, !(view is any ListSectionRepresentable), let body = body(of: view) else { return [view] }
            let inner = views(of: body, depth: depth + 1)
            return inner.count > 1 || inner.contains(where: { $0 is any ListSectionRepresentable }) ? inner : [view]
        }
    }

    /// The body of a view made of other views; nil for Trellis's primitives.
    private static func body(of view: any View) -> (any View)? {
        func open<V: View>(_ view: V) -> (any View)? {
            guard V.Body.self != Never.self, !(view is any _PrimitiveView) else { return nil }
            return view.body
        }
        return open(view)
    }
}
