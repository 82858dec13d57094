extension View {
    /// Layers `overlay` in front of this view, aligned by `alignment`. This view alone decides
    /// the size; the overlay is offered that size.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(content: overlay, alignment: alignment, role: .overlay))
    }

    /// Layers the views of `content` in front of this view, aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(content: content(), alignment: alignment, role: .overlay))
    }

    /// Layers a shape style in front of this view, filling its bounds.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Layers `background` behind this view, aligned by `alignment`. This view alone decides
    /// the size; the background is offered that size.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(content: background, alignment: alignment, role: .background))
    }

    /// Layers the views of `content` behind this view, aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(content: content(), alignment: alignment, role: .background))
    }

    /// Fills the bounds behind this view with a shape style.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Fills `shape` behind this view with a shape style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Fills the bounds behind this view with the background style (`.background`: the
    /// environment's, else the system background).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` behind this view with the background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills `shape` in front of this view with a shape style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Draws a border of `width` inside this view's bounds. It has no effect on layout.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

struct SecondaryContentModifier<Secondary: View>: _PrimitiveViewModifier {
    let content: Secondary
    let alignment: Alignment
    let role: OverlayNode.Role

    func _resolve<C: View>(content primaryContent: C, into resolver: _ViewResolver) {
        for primary in resolver.nodes(of: primaryContent) {
            let secondaries = resolver.children(of: content, stackAxis: nil)
            let secondary: LayoutNode
            switch secondaries.count {
            case 0:
                resolver.emit(primary)
                continue
            case 1:
                secondary = secondaries[0]
            default:
                secondary = LayoutContainerNode(
                    layout: ZStackLayout(alignment: alignment), children: secondaries, environment: resolver.sharedEnvironment)
            }
            resolver.emit(OverlayNode(
                primary: primary, secondary: secondary, alignment: alignment, role: role,
                environment: resolver.sharedEnvironment))
        }
    }
}
