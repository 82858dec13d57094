/// A view compared with its previous value before it is updated: SwiftUI's `EquatableView`.
/// Trellis makes each body once, so the comparison never happens; the view is its content.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: some View { content }
}

extension View where Self: Equatable {
    /// This view, compared with its previous value before it is updated (never needed here).
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
