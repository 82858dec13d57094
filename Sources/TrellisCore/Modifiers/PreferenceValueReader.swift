/// Content already resolved into layout nodes, placed where a view built around it puts it:
/// how ``_PreferenceValueReader`` hands its content to the view it makes. A Trellis primitive.
public struct _ResolvedContent: _PrimitiveView {
    let nodes: [LayoutNode]

    public func _resolve(into resolver: _ViewResolver) {
        for node in nodes { resolver.emit(node) }
    }
}

/// Resolves `content`, then makes a view around it from the value of `K` the content set: how a
/// container sizes itself by what its content asks for (a sheet's height by its content's
/// `presentationDetents`). A Trellis primitive; the made view must use the content it is
/// given once.
public struct _PreferenceValueReader<K: PreferenceKey, Content: View, Made: View>: _PrimitiveView {
    let content: Content
    let make: (K.Value, _ResolvedContent) -> Made

    /// Makes a view from `content` and the value of `key` it set.
    public init(_ key: K.Type, content: Content, @ViewBuilder make: @escaping (K.Value, _ResolvedContent) -> Made) {
        self.content = content
        self.make = make
    }

    public func _resolve(into resolver: _ViewResolver) {
        let (nodes, value) = resolver.nodesAndPreference(of: content, K.self)
        make(value, _ResolvedContent(nodes: nodes))._resolve(into: resolver)
    }
}
