/// The view `Group(subviews:transform:)` makes: its content's subviews handed to `transform`,
/// which places them (SwiftUI's `GroupElementsOfContent`).
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never

    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    public func _resolve(into resolver: _ViewResolver) {
        transform(SubviewsCollection(of: subviews, in: resolver))._resolve(into: resolver)
    }
}

extension Group where Content: View {
    /// A group whose body places the subviews of `view`, as a custom container does:
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     HStack { subviews.first; Spacer(); ForEach(subviews.dropFirst()) { $0 } }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init(content: { GroupElementsOfContent(subviews: view, transform: transform) })
    }
}
