/// The subviews of a view, as the data of `ForEach(subviews:content:)`: SwiftUI's
/// `ForEachSubviewCollection`.
///
/// The subviews are known only where the `ForEach` is resolved (the view is resolved there to
/// find them), so the collection is empty until then.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int

    let storage: Storage

    final class Storage {
        let base: any View
        var subviews: [Subview] = []
        init(base: any View) { self.base = base }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.subviews.count }
    public subscript(position: Int) -> Subview { storage.subviews[position] }
}

/// Data a `ForEach` finds only where it is resolved (a view's subviews or sections): made
/// there, before the `ForEach` reads it.
public protocol _ResolvedWhereUsedData {
    func _prepare(in resolver: _ViewResolver)
}

extension ForEachSubviewCollection: _ResolvedWhereUsedData {
    public func _prepare(in resolver: _ViewResolver) {
        storage.subviews = Array(SubviewsCollection(of: storage.base, in: resolver))
    }
}

extension ForEach {
    /// Views made from each subview of `view`, as a custom container lays out its content:
    /// `ForEach(subviews: content) { subview in subview.padding() }`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(_elements: ForEachSubviewCollection(storage: .init(base: view)), id: \.id, content: content)
    }
}
