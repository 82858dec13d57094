extension View {
    /// Sizes the view on `axes` to the nearest container (a scroll view's viewport less its
    /// content margins, or the window's safe area), aligning it by `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view on `axes` to `span` of `count` equal columns (or rows) of the nearest
    /// container, with `spacing` between them: ((length − spacing × (count − 1)) / count) ×
    /// span + spacing × (span − 1).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        // A count below one would divide by zero: one column stands in for it.
        let count = max(count, 1)
        let span = max(span, 1)
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// Sizes the view on `axes` to what `length` makes of the nearest container's length.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

struct ContainerRelativeFrameModifier: NodeWrappingModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        ContainerRelativeFrameNode(
            child: child, axes: axes, alignment: alignment, length: length, session: resolver.session,
            environment: resolver.sharedEnvironment)
    }
}
