/// A column of a `LazyVGrid` (a row of a `LazyHGrid`): SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How the track is sized.
    public enum Size: Sendable {
        /// A track of exactly this length.
        case fixed(CGFloat)
        /// One track taking its share of the grid, kept within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as the share holds, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The spacing after this track, before the next (8 when `nil`).
    public var spacing: CGFloat?
    /// How cells sit in the track (centred when `nil`).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid growing downwards, its columns set by `GridItem`s: SwiftUI's `LazyVGrid`. See
/// `LazyGridLayout` for the algorithm. A `nil` spacing between rows is 8 points.
public struct LazyVGrid<Content: View>: _PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        let layout = LazyGridLayout(
            axis: .vertical, items: columns, alignment: alignment.key, spacing: spacing ?? LazyGridLayout.defaultSpacing)
        let children = resolver.children(of: content, stackAxis: nil)
        resolver.emit(LayoutContainerNode(layout: layout, children: children, environment: resolver.sharedEnvironment))
    }
}

/// A grid growing sideways, its rows set by `GridItem`s: SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: _PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        let layout = LazyGridLayout(
            axis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing ?? LazyGridLayout.defaultSpacing)
        let children = resolver.children(of: content, stackAxis: nil)
        resolver.emit(LayoutContainerNode(layout: layout, children: children, environment: resolver.sharedEnvironment))
    }
}
