/// A `Spacer`: the proposal (at least its minimum length) along its stack's axis, nothing across.
final class SpacerNode: LayoutNode {
    static let defaultMinLength: CGFloat = 8

    let minLength: CGFloat
    /// The axis of the enclosing stack, or `nil` outside a stack (then it expands both ways).
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?, environment: EnvironmentReference) {
        self.minLength = minLength
        self.axis = axis
        super.init(environment: environment)
        layoutPriority = -.infinity
        spacing = axis.map { ViewSpacing.spacer(along: $0) } ?? .zero
    }

    override var kindName: String { "Spacer" }
    override var detail: String { "minLength: \(formatLength(minLength))" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = max(proposal.width ?? -.infinity, minLength)
        let height = max(proposal.height ?? -.infinity, minLength)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }
}

/// A `Divider`: one pixel thick, the proposal (10 when unspecified) long.
final class DividerNode: LayoutNode {
    /// The direction the line runs.
    let axis: Axis

    init(axis: Axis, environment: EnvironmentReference) {
        self.axis = axis
        super.init(environment: environment)
    }

    override var kindName: String { "Divider" }

    /// iOS's separator colour (`UIColor.separator`: 60, 60, 67 at 29 %), which dividers draw in.
    static let color = Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let thickness = 1 / environment.displayScale
        if axis == .horizontal {
            return CGSize(width: proposal.width ?? 10, height: thickness)
        } else {
            return CGSize(width: thickness, height: proposal.height ?? 10)
        }
    }
}

extension LayoutNode {
    /// The spacing of a frame around this node that fixes or constrains `edges`: those reset to
    /// an ordinary view's, except around a `Spacer`, whose spacing a frame passes on whole.
    func framedSpacing(resetting edges: Edge.Set) -> ViewSpacing {
        let spacing = spacing
        // An ordinary view's spacing resets to itself (and a spacer's never is one).
        if spacing.isStandard { return spacing }
        return self is SpacerNode ? spacing : spacing.resetting(edges)
    }
}
