extension View {
    /// Positions this view within an invisible frame of the given size.
    ///
    /// A `nil` dimension adopts this view's sizing on that axis. A negative or non-finite
    /// dimension is ignored (as `nil`), with SwiftUI's diagnostic.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame with the given constraints.
    ///
    /// On each axis: with a minimum and a maximum the frame takes the proposal clamped to them;
    /// with only a minimum it hugs this view but is at least the minimum; with only a maximum
    /// it fills the proposal up to the maximum; an ideal size answers an unspecified proposal.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FlexibleFrameModifier(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// A frame with no constraints: layout-neutral.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil, height: nil, alignment: .center)
    }
}

/// A fixed frame's dimension, or `nil` (with a diagnostic) when it is negative or not finite.
private func validFixedDimension(_ value: CGFloat?, resolver: _ViewResolver) -> CGFloat? {
    guard let value else { return nil }
    guard value.isFinite, value >= 0 else {
        resolver.session.report(.invalidFrameDimension)
        return nil
    }
    return value
}

@usableFromInline
struct FixedFrameModifier: NodeWrappingModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    // Declared here (not only in `NodeWrappingModifier`) because the type is used from
    // inlinable code, which needs its witnesses visible.
    @usableFromInline
    func _resolve<C: View>(content: C, into resolver: _ViewResolver) {
        resolver.resolve(content, wrappingWith: self)
    }

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        FixedFrameNode(
            child: child, width: validFixedDimension(width, resolver: resolver),
            height: validFixedDimension(height, resolver: resolver), alignment: resolver.sharedAlignment(alignment),
            environment: resolver.sharedEnvironment)
    }
}

struct FlexibleFrameModifier: NodeWrappingModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    /// NaN is never a size; an infinite minimum or ideal size is not either (−∞ as a minimum
    /// means "no minimum" and normalises to 0). Such values are ignored, with a diagnostic.
    private func valid(_ value: CGFloat?, allowsInfinity: Bool, resolver: _ViewResolver) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || (value == .infinity && !allowsInfinity) {
            resolver.session.report(.invalidFrameDimension)
            return nil
        }
        return value
    }

    private func constraints(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?, resolver: _ViewResolver) -> FlexibleFrameNode.Constraints {
        var min = valid(min, allowsInfinity: false, resolver: resolver)
        if min == -.infinity { min = 0 }
        var ideal = valid(ideal, allowsInfinity: false, resolver: resolver)
        if ideal == -.infinity {
            resolver.session.report(.invalidFrameDimension)
            ideal = nil
        }
        let max = valid(max, allowsInfinity: true, resolver: resolver)
        return FlexibleFrameNode.Constraints(min: min, ideal: ideal, max: max)
    }

    func wrap(_ child: consuming LayoutNode, resolver: _ViewResolver) -> LayoutNode {
        let horizontal = constraints(minWidth, idealWidth, maxWidth, resolver: resolver)
        let vertical = constraints(minHeight, idealHeight, maxHeight, resolver: resolver)
        if horizontal.isContradictory || vertical.isContradictory {
            resolver.session.report(.contradictoryFrameConstraints)
        }
        return FlexibleFrameNode(
            child: child, horizontal: horizontal, vertical: vertical, alignment: alignment, environment: resolver.sharedEnvironment)
    }
}
