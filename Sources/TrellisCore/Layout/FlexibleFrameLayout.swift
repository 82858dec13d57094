/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: with both a minimum and a maximum the frame takes the proposal clamped to them,
/// whatever the child; with only a minimum it hugs the child but is at least the minimum; with
/// only a maximum it fills the (clamped) proposal, even around a smaller child; with neither it
/// is the child's size. An unspecified proposal takes the ideal size when there is one.
final class FlexibleFrameNode: UnaryLayoutNode {
    /// The normalised constraints of one axis.
    struct Constraints: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// SwiftUI's normalisation: min' = max(min, 0); ideal' = max(min' ?? 0, ideal);
        /// max' = max(ideal' ?? 0, max). The maximum is not raised to the minimum.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let normalizedMin = min.map { Swift.max($0, 0) }
            let normalizedIdeal = ideal.map { Swift.max(normalizedMin ?? 0, $0) }
            self.min = normalizedMin
            self.ideal = normalizedIdeal
            self.max = max.map { Swift.max(normalizedIdeal ?? 0, $0) }
        }

        /// Whether the minimum exceeds the maximum ("Contradictory frame constraints").
        var isContradictory: Bool {
            guard let min, let max else { return false }
            return min > max
        }

        var isUnconstrained: Bool { min == nil && ideal == nil && max == nil }

        /// The proposal for the child: the proposal (or the ideal size) clamped to the constraints.
        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            guard let value = proposal ?? ideal else { return nil }
            return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        /// The frame's size when the child needn't be asked, or `nil` when it must be.
        func sizeWithoutChild(_ proposal: CGFloat?) -> CGFloat? {
            if let proposal, let min, let max, min <= max {
                return Swift.min(Swift.max(proposal, min), max)
            }
            if proposal == nil, let ideal {
                return ideal
            }
            return nil
        }

        /// The frame's size given the child's answer to `childProposal`.
        func size(childSize: CGFloat, childProposal: CGFloat?) -> CGFloat {
            switch (min, max) {
            case let (min?, max?) where min <= max:
                return Swift.min(Swift.max(childSize, min), max)
            case (let min?, nil):
                return Swift.max(min, Swift.min(childProposal ?? .infinity, childSize))
            case (nil, let max?):
                return Swift.min(max, Swift.max(childProposal ?? -.infinity, childSize))
            default:
                return childSize
            }
        }

        /// Whether the child is proposed `nil` at placement: no ideal, no proposal, and a final
        /// size strictly inside the constraints.
        func placesChildUnspecified(proposal: CGFloat?, size: CGFloat) -> Bool {
            ideal == nil && proposal == nil && size > (min ?? -.infinity) && size < (max ?? .infinity)
        }
    }

    let horizontal: Constraints
    let vertical: Constraints
    let alignment: Alignment

    init(child: LayoutNode, horizontal: Constraints, vertical: Constraints, alignment: Alignment, environment: EnvironmentReference) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(child: child, environment: environment)
        var constrained = Edge.Set()
        if !horizontal.isUnconstrained { constrained.formUnion(.horizontal) }
        if !vertical.isUnconstrained { constrained.formUnion(.vertical) }
        spacing = child.framedSpacing(resetting: constrained)
    }

    override var kindName: String { "FlexibleFrame" }
    override var detail: String {
        func describe(_ c: Constraints, _ axis: String) -> String {
            "\(axis)[\(c.min.map(formatLength) ?? "-"), \(c.ideal.map(formatLength) ?? "-"), \(c.max.map(formatLength) ?? "-")]"
        }
        return describe(horizontal, "w") + " " + describe(vertical, "h")
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = horizontal.sizeWithoutChild(proposal.width)
        let height = vertical.sizeWithoutChild(proposal.height)
        if let width, let height {
            return CGSize(width: width, height: height)
        }
        let offered = childProposal(proposal)
        let childSize = child.sizeThatFits(offered)
        return CGSize(
            width: width ?? horizontal.size(childSize: childSize.width, childProposal: offered.width),
            height: height ?? vertical.size(childSize: childSize.height, childProposal: offered.height))
    }

    override func childPlacementProposal(for proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        ProposedViewSize(
            width: horizontal.placesChildUnspecified(proposal: proposal.width, size: size.width) ? nil : size.width,
            height: vertical.placesChildUnspecified(proposal: proposal.height, size: size.height) ? nil : size.height)
    }

    override func childOrigin(childDimensions: ViewDimensions, size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        alignedOrigin(of: childDimensions, in: size, alignment: alignment)
    }
}
