import TrellisCore

/// A scrolling column of rows in sections: SwiftUI's `List`, drawn as iOS draws it (an
/// `.insetGrouped` list on the grouped background by default; see `listStyle`).
///
/// Its look is composed of primitives: a `ScrollView` of a `VStack` of sections, each a stack
/// of rows at least 44 points tall with separators, on a rounded card. Rows outside a
/// `Section` form a section of their own.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListSectionsView(sections: ListSectionModel.sections(of: content))
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each number of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A row for each element of `data`, which a row may edit through its binding.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable, SelectionValue == Never {
        let bindings = Array(data.wrappedValue.indices).map { index in
            Binding<Data.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        content = ForEach(bindings, id: \.wrappedValue.id, content: rowContent)
    }
}

/// A grouped container of controls: SwiftUI's `Form`. On iPhone it is an inset grouped list.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListSectionsView(sections: ListSectionModel.sections(of: content)).environment(\.listAppearance, .insetGrouped)
    }
}
