import TrellisCore

/// The row of a segmented control: UISegmentedControl gives every segment the same width, the
/// widest segment's when it is sized to fit (`fixedSize()`), an equal share of the width it is
/// offered otherwise, whatever each label needs. A stack shares space by flexibility instead, so
/// a long label would get a wider segment; this layout shares it equally.
struct EqualWidthSegments: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return CGSize(width: proposal.width ?? 0, height: 0) }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? subviews.map { $0.sizeThatFits(.unspecified).width }.max()! * CGFloat(subviews.count)
        let segment = ProposedViewSize(width: width / CGFloat(subviews.count), height: proposal.height)
        return CGSize(width: width, height: subviews.map { $0.sizeThatFits(segment).height }.max()!)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let segment = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            // Centred in its share: a segment that cannot shrink to it (its label's padding)
            // overflows evenly on both sides and its label stays in the middle.
            subview.place(at: CGPoint(x: bounds.minX + segment * (CGFloat(index) + 0.5), y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: segment, height: bounds.height))
        }
    }
}
