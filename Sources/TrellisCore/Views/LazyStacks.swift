/// Which views of a lazy container's sections stay pinned while it scrolls: SwiftUI's
/// `PinnedScrollableViews` (accepted: a picture at rest shows them in place).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that creates its views as they scroll into sight: SwiftUI's `LazyVStack`.
///
/// It lays its children out as a `VStack` does, but takes the whole width it is offered and
/// places them in it by `alignment`.
public struct LazyVStack<Content: View>: _PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        let children = resolver.children(of: content, stackAxis: .vertical)
        let layout = VStackLayout(alignment: alignment, spacing: spacing)
        let stack = StackNode(distribution: layout.distribution, children: children, environment: resolver.sharedEnvironment)
        resolver.emit(LazyStackNode(stack: stack, axis: .vertical, alignment: alignment.key, environment: resolver.sharedEnvironment))
    }
}

/// A horizontal stack that creates its views as they scroll into sight: SwiftUI's
/// `LazyHStack`. It lays its children out as an `HStack` does, but takes the whole height it
/// is offered and places them in it by `alignment`.
public struct LazyHStack<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        let children = resolver.children(of: content, stackAxis: .horizontal)
        let layout = HStackLayout(alignment: alignment, spacing: spacing)
        let stack = StackNode(distribution: layout.distribution, children: children, environment: resolver.sharedEnvironment)
        resolver.emit(LazyStackNode(stack: stack, axis: .horizontal, alignment: alignment.key, environment: resolver.sharedEnvironment))
    }
}
