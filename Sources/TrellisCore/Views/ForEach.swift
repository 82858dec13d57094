/// Views computed from a collection of data, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The data the views are made from.
    public var data: Data
    /// A function that makes a view from an element.
    public var content: (Data.Element) -> Content
    let idKeyPath: KeyPath<Data.Element, ID>?
}

extension ForEach: View, _PrimitiveView where Content: View {
    public typealias Body = Never

    /// Creates views from `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = id
    }

    public func _resolve(into resolver: _ViewResolver) {
        if let runtime = resolver.runtime {
            resolveIdentified(into: resolver, runtime: runtime)
            return
        }
        // The common `ForEach(0..<n)` iterates a range of integers without going through the
        // generic collection's witnesses for every element.
        if Data.self == Range<Int>.self, Data.Element.self == Int.self {
            let range = unsafeBitCast(data, to: Range<Int>.self)
            for index in range {
                content(unsafeBitCast(index, to: Data.Element.self))._resolve(into: resolver)
            }
            return
        }
        (data as? _ResolvedWhereUsedData)?._prepare(in: resolver)
        for element in data {
            content(element)._resolve(into: resolver)
        }
    }
}

extension ForEach where Content: View {
    /// Resolves each element's view under its id, so that a row keeps its state when rows are
    /// added, removed or moved (a `ForEach` without a key path is identified by offset).
    private func resolveIdentified(into resolver: _ViewResolver, runtime: ViewRuntime) {
        (data as? _ResolvedWhereUsedData)?._prepare(in: resolver)
        for (offset, element) in data.enumerated() {
            guard let idKeyPath else {
                runtime.within(.element(AnyHashable(offset))) { content(element)._resolve(into: resolver) }
                continue
            }
            let id = AnyHashable(element[keyPath: idKeyPath])
            // The element's views carry its id: `ScrollViewProxy.scrollTo` finds them by it.
            runtime.within(.element(id)) { resolver.resolve(content(element), applying: RuntimeElementIDModifier(id: id)) }
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views from a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = \.self
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = \.id
    }
}

extension ForEach {
    /// Content made from `data` for containers that list other things than views (a tab
    /// view's tabs): for their own `ForEach` initialisers.
    public init(_elements data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idKeyPath = id
    }
}

extension ForEach where Content: View {
    /// Views made from each element of a collection through a binding to it, so each view may
    /// edit its element (`ForEach($scrums) { $scrum in … }`), identified by the elements' ids.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(Self.bindings(data), id: \.wrappedValue.id, content: content)
    }

    /// Views made from each element of a collection through a binding to it, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        self.init(Self.bindings(data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }

    private static func bindings<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>) -> [Binding<C.Element>] where C.Index: Hashable {
        data.wrappedValue.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 }, origin: data.origin?.appending(\C.[index]))
        }
    }
}
