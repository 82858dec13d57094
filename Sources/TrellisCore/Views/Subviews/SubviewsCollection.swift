/// The subviews of a custom container's content: SwiftUI's `SubviewsCollection`.
///
/// A collection of ``Subview``s that is also a view: placed as a whole, it draws every subview.
public struct SubviewsCollection: RandomAccessCollection, View, _PrimitiveView {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: subviews[bounds])
    }

    public func _resolve(into resolver: _ViewResolver) {
        for subview in subviews { subview._resolve(into: resolver) }
    }
}

/// A contiguous part of a ``SubviewsCollection``: SwiftUI's `SubviewsCollectionSlice`
/// (`subviews.prefix(3)`, `subviews.dropFirst()`), itself a view of those subviews.
public struct SubviewsCollectionSlice: RandomAccessCollection, View, _PrimitiveView {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    let base: ArraySlice<Subview>

    public var startIndex: Int { base.startIndex }
    public var endIndex: Int { base.endIndex }
    public subscript(position: Int) -> Subview { base[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: base[bounds])
    }

    public func _resolve(into resolver: _ViewResolver) {
        for subview in base { subview._resolve(into: resolver) }
    }
}

extension SubviewsCollection {
    /// The subviews `content` resolves to at the resolver's place: for containers of other
    /// modules (a section's header, content and footer).
    public static func _resolving(_ content: some View, in resolver: _ViewResolver) -> SubviewsCollection {
        SubviewsCollection(of: content, in: resolver)
    }

    /// The subviews `content` resolves to at the resolver's place.
    init(of content: some View, in resolver: _ViewResolver) {
        let source = SubviewSource(content)
        let nodes = source.resolveOnce(in: resolver)
        subviews = nodes.indices.map { Subview(source: source, index: $0, node: nodes[$0]) }
    }
}
