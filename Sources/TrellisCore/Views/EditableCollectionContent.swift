/// Editing a collection from a `ForEach` over a binding to it: `ForEach($items,
/// editActions: .all) { $item in … }` (iOS 16). A still picture draws each row; the delete and
/// move actions the rows gain are not shown (rows at rest show no edit controls).

/// Which edits a `ForEach` over a binding offers: SwiftUI's `EditActions`.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Moving elements.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Deleting elements.
    public static var delete: EditActions { EditActions(rawValue: 2) }
    /// Every edit the collection allows.
    public static var all: EditActions { EditActions(rawValue: 3) }
}

/// The elements of a collection as bindings to each, identified by their ids: the data of
/// an editable `ForEach` (SwiftUI's `IndexedIdentifierCollection`).
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
    public typealias Element = Binding<Base.Element>
    let bindings: [Binding<Base.Element>]
    let ids: [ID]

    public var startIndex: Int { 0 }
    public var endIndex: Int { bindings.count }
    public subscript(position: Int) -> Binding<Base.Element> { bindings[position] }
}

/// A row of an editable `ForEach`: SwiftUI's `EditableCollectionContent`.
public struct EditableCollectionContent<Content: View, Data>: View {
    let content: Content

    public var body: some View { content }
}

extension ForEach {
    /// Views made from each element of a collection through a binding to it, offering
    /// `editActions`.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C.Element: Identifiable, C.Index: Hashable {
        let bindings = data.wrappedValue.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 }, origin: data.origin?.appending(\C.[index]))
        }
        self.init(
            _elements: IndexedIdentifierCollection(bindings: bindings, ids: bindings.map { $0.wrappedValue.id }),
            id: \.wrappedValue.id, content: { EditableCollectionContent(content: content($0)) })
    }
}
