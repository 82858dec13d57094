extension View {
    /// Fixes this view at its ideal size in both dimensions.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the given dimensions: it is proposed `nil` there.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Adds padding of `insets` around this view.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets, edges: .all))
    }

    /// Adds padding of `length` (16 by default) on `edges`.
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength), edges: edges))
    }

    /// Adds padding of `length` on every edge.
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Constrains this view to the aspect ratio `aspectRatio` (width / height), or its own
    /// ideal size's ratio when `nil`, fitting or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    /// Scales this view to fit the space offered, keeping its ideal aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(nil, contentMode: .fit)
    }

    /// Scales this view to fill the space offered, keeping its ideal aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(nil, contentMode: .fill)
    }

    /// Puts this view's centre at (x, y) in its parent's space, taking all the space offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(position: CGPoint(x: x, y: y)))
    }

    /// Puts this view's centre at `position` in its parent's space, taking all the space offered.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    /// Sets the priority by which a parent stack gives space to this view (0 by default).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }

    /// Sets this view's explicit value of a horizontal guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets this view's explicit value of a vertical guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

struct FixedSizeModifier: NodeWrappingModifier {
    let horizontal: Bool
    let vertical: Bool

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        FixedSizeNode(child: child, horizontal: horizontal, vertical: vertical, environment: resolver.sharedEnvironment)
    }
}

@usableFromInline
struct PaddingModifier: NodeWrappingModifier {
    /// SwiftUI's default padding on iOS.
    @usableFromInline static let defaultLength: CGFloat = 16

    let insets: EdgeInsets
    let edges: Edge.Set

    @usableFromInline
    init(insets: EdgeInsets, edges: Edge.Set) {
        self.insets = insets
        self.edges = edges
    }

    // Declared here (not only in `NodeWrappingModifier`) because the type is used from
    // inlinable code, which needs its witnesses visible.
    @usableFromInline
    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        resolver.resolve(content, wrappingWith: self)
    }

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        PaddingNode(child: child, insets: insets, edges: edges, environment: resolver.sharedEnvironment)
    }
}

struct AspectRatioModifier: NodeWrappingModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        AspectRatioNode(child: child, ratio: ratio, contentMode: contentMode, environment: resolver.sharedEnvironment)
    }
}

struct PositionModifier: NodeWrappingModifier {
    let position: CGPoint

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        PositionNode(child: child, position: position, environment: resolver.sharedEnvironment)
    }
}

struct AlignmentGuideModifier: NodeWrappingModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        AlignmentGuideNode(child: child, key: key, computeValue: computeValue, environment: resolver.sharedEnvironment)
    }
}

struct LayoutPriorityModifier: NodeAttributeModifier {
    let priority: Double

    func apply(to node: LayoutNode, resolver: _ViewResolver) {
        node.layoutPriority = priority
    }
}
