/// A list of views each made from one identified element: a `ForEach`.
protocol IdentifiedViewList {
    /// The views listed, one level down, each with the id of the element it was made from.
    var identifiedViews: [(view: any View, id: AnyHashable?)] { get }
}

extension ForEach: IdentifiedViewList where Content: View {
    var identifiedViews: [(view: any View, id: AnyHashable?)] {
        data.map { element in (content(element), idKeyPath.map { AnyHashable(element[keyPath: $0]) }) }
    }
}

/// A view with a modifier applied: the view the modifier applies to.
protocol ModifiedView {
    var modifiedView: any View { get }
    var appliedModifier: Any { get }
}

extension ModifiedContent: ModifiedView where Content: View {
    var modifiedView: any View { content }
    var appliedModifier: Any { modifier }
}

extension View {
    /// The views ``_topLevelViews`` lists, each with the tag a `Picker` selects it by: the value
    /// of the outermost `tag(_:)` in its chain of modifiers (a tag is a trait of the view, so
    /// `Text("A").tag(1).padding()` is still tagged 1), else the id of the element of the
    /// `ForEach` that made it. SwiftUI tags a `ForEach`'s views with their ids, so the common
    /// `ForEach(Flavor.allCases, id: \.self) { Text($0.name) }` needs no `tag(_:)`.
    public var _topLevelTaggedViews: [(view: any View, tag: AnyHashable?)] {
        taggedViews(inheritedID: nil)
    }

    private func taggedViews(inheritedID: AnyHashable?) -> [(view: any View, tag: AnyHashable?)] {
        if let forEach = self as? any IdentifiedViewList {
            return forEach.identifiedViews.flatMap { $0.view.taggedViews(inheritedID: $0.id) }
        }
        if let list = self as? any ViewList {
            return list.listedViews.flatMap { $0.taggedViews(inheritedID: inheritedID) }
        }
        return [(self, ownTag ?? inheritedID)]
    }

    /// The outermost modifier of type `M` in this view's chain of modifiers: how a container
    /// reads a trait set on its child view itself (a tab's `badge`), which, unlike a
    /// preference, the child's descendants cannot set.
    public func _outermostModifier<M>(ofType type: M.Type) -> M? {
        var view: any View = self
        while let modified = view as? any ModifiedView {
            if let modifier = modified.appliedModifier as? M { return modifier }
            view = modified.modifiedView
        }
        return nil
    }

    /// The view this view's chain of modifiers applies to: how a container recognises an
    /// `Image` it was given, modified or not (a tab item's icon).
    public var _unmodifiedView: any View {
        var view: any View = self
        while let modified = view as? any ModifiedView { view = modified.modifiedView }
        return view
    }

    /// The tag of the outermost `tag(_:)` among this view's modifiers.
    private var ownTag: AnyHashable? {
        var view: any View = self
        while true {
            if let tagged = view as? any _TaggedView { return tagged._tag }
            guard let modified = view as? any ModifiedView else { return nil }
            view = modified.modifiedView
        }
    }
}
