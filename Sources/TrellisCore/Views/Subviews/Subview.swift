/// One of the views a custom container was given: SwiftUI's `Subview`.
///
/// A container reads its subviews with `Group(subviews:transform:)` or
/// `ForEach(subviews:content:)` and places each where its body puts it, with any modifiers.
/// Each view of the content is one subview: a `ForEach` gives one per element, a `Group` one per
/// view it holds.
public struct Subview: View, Identifiable, _PrimitiveView {
    public typealias Body = Never

    /// A subview's identity among its container's subviews.
    public struct ID: Hashable, Sendable {
        let position: Int
    }

    /// The subview's identity.
    public let id: ID
    /// The values the view set for its container with `containerValue(_:_:)` and `tag(_:)`.
    public let containerValues: ContainerValues
    let source: SubviewSource
    let index: Int

    init(source: SubviewSource, index: Int, node: LayoutNode) {
        self.source = source
        self.index = index
        id = ID(position: index)
        containerValues = ContainerValues.of(node)
    }

    public func _resolve(into resolver: _ViewResolver) {
        guard let node = source.node(at: index, in: resolver) else { return }
        resolver.emit(node)
    }
}
