/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: _PrimitiveView {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack. Children align on `alignment`; `spacing` nil gives each pair
    /// its preferred distance (8 between ordinary views, 0 next to a `Spacer`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        let children = resolver.children(of: content, stackAxis: .horizontal)
        resolver.emit(StackNode(distribution: layout.distribution, children: children, environment: resolver.sharedEnvironment))
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: _PrimitiveView {
    let layout: VStackLayout
    let content: Content

    /// Creates a vertical stack. Children align on `alignment`; `spacing` nil gives each pair
    /// its preferred distance (8 between ordinary views, 0 next to a `Spacer`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        let children = resolver.children(of: content, stackAxis: .vertical)
        resolver.emit(StackNode(distribution: layout.distribution, children: children, environment: resolver.sharedEnvironment))
    }
}

/// A view that overlays its children, aligning them on both axes.
public struct ZStack<Content: View>: _PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    /// Creates an overlaying stack aligned on `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public func _resolve(into resolver: _ViewResolver) {
        LayoutView(layout: layout, content: content)._resolve(into: resolver)
    }
}
