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

extension View {
    /// The views ``_topLevelViews`` lists, each with the tag a `Picker` selects it by: the value
    /// of the `tag(_:)` applied to it last, else the id of the element of the `ForEach` that
    /// made it. SwiftUI tags a `ForEach`'s views with their ids, so the common
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
        return [(self, (self as? any _TaggedView)?._tag ?? inheritedID)]
    }
}
