import Trellis

/// Places a chart's parts: the plot takes what the axes' gutters, the titles and the legend
/// leave of the chart's size.
struct ChartLayout: Layout {
    enum Role: Equatable {
        case plot, plotBackground, plotOverlay
        case yAxis(Edge)
        case xAxis(Edge)
        case legend(top: Bool)
        case xTitle, yTitle
    }

    let roles: [Role]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideal = ChartMetrics.idealPlotLength
        let probe = frames(in: CGSize(width: proposal.width ?? ideal, height: proposal.height ?? ideal), subviews: subviews)
        let gutters = CGSize(width: (proposal.width ?? ideal) - probe.plot.width, height: (proposal.height ?? ideal) - probe.plot.height)
        return CGSize(width: proposal.width ?? ideal + gutters.width, height: proposal.height ?? ideal + gutters.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = frames(in: bounds.size, subviews: subviews)
        for (index, subview) in subviews.enumerated() where index < layout.placements.count {
            let placement = layout.placements[index]
            subview.place(
                at: CGPoint(x: bounds.minX + placement.point.x, y: bounds.minY + placement.point.y),
                anchor: placement.anchor, proposal: placement.proposal)
        }
    }

    struct Placement {
        var point: CGPoint
        var anchor: UnitPoint = .topLeading
        var proposal: ProposedViewSize
    }

    /// The plot's rectangle and every part's placement in a chart of `size`.
    func frames(in size: CGSize, subviews: Subviews) -> (plot: CGRect, placements: [Placement]) {
        func ideal(_ role: (Role) -> Bool, width: CGFloat? = nil) -> CGSize? {
            guard let index = roles.firstIndex(where: role), index < subviews.count else { return nil }
            return subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil))
        }
        let gap = ChartMetrics.labelGap
        var yEdge: Edge = .trailing, xEdge: Edge = .bottom, legendTop = false
        for role in roles {
            if case .yAxis(let edge) = role { yEdge = edge }
            if case .xAxis(let edge) = role { xEdge = edge }
            if case .legend(let top) = role { legendTop = top }
        }
        let yWidth = ideal({ if case .yAxis = $0 { true } else { false } })?.width ?? 0
        let xHeight = ideal({ if case .xAxis = $0 { true } else { false } })?.height ?? 0
        let legendHeight = ideal({ if case .legend = $0 { true } else { false } }, width: size.width)?.height
        let xTitle = ideal({ $0 == .xTitle })
        let yTitle = ideal({ $0 == .yTitle })
        let yGutter = yWidth > 0 ? gap + yWidth : 0
        let xGutter = xHeight > 0 ? gap + xHeight : 0
        let legendGutter = legendHeight.map { $0 + ChartMetrics.legendSpacing } ?? 0
        let xTitleGutter = xTitle.map { $0.height + ChartMetrics.titleSpacing } ?? 0
        let yTitleGutter = yTitle.map { $0.height + ChartMetrics.titleSpacing } ?? 0

        var top = yTitleGutter + (legendTop ? legendGutter : 0) + (xEdge == .top ? xGutter : 0)
        let bottomGutters = (xEdge == .bottom ? xGutter : 0) + xTitleGutter + (legendTop ? 0 : legendGutter)
        let plot = CGRect(
            x: yEdge == .leading ? yGutter : 0, y: top, width: max(size.width - yGutter, 0),
            height: max(size.height - top - bottomGutters, 0))
        var placements: [Placement] = []
        var below = plot.maxY + (xEdge == .bottom ? xGutter : 0)
        for role in roles {
            switch role {
            case .plot, .plotBackground, .plotOverlay:
                placements.append(Placement(point: plot.origin, proposal: ProposedViewSize(plot.size)))
            case .yAxis(let edge):
                let x = edge == .leading ? plot.minX - gap - yWidth : plot.maxX + gap
                placements.append(Placement(point: CGPoint(x: x, y: plot.minY),
                                            proposal: ProposedViewSize(width: yWidth, height: plot.height)))
            case .xAxis(let edge):
                let y = edge == .top ? plot.minY - gap - xHeight : plot.maxY + gap
                placements.append(Placement(point: CGPoint(x: plot.minX, y: y),
                                            proposal: ProposedViewSize(width: plot.width, height: xHeight)))
            case .xTitle:
                placements.append(Placement(point: CGPoint(x: plot.midX, y: below + ChartMetrics.titleSpacing), anchor: .top,
                                            proposal: .unspecified))
                below += xTitleGutter
            case .yTitle:
                let x = yEdge == .leading ? 0 : size.width
                placements.append(Placement(point: CGPoint(x: x, y: top - (xEdge == .top ? xGutter : 0) - ChartMetrics.titleSpacing),
                                            anchor: yEdge == .leading ? .bottomLeading : .bottomTrailing, proposal: .unspecified))
            case .legend(let onTop):
                let y = onTop ? 0 : size.height - (legendHeight ?? 0)
                placements.append(Placement(point: CGPoint(x: 0, y: y), proposal: ProposedViewSize(width: size.width, height: nil)))
            }
        }
        top = plot.minY
        return (plot, placements)
    }
}

/// Places the plot's views at their plot coordinates.
struct PlotLayout: Layout {
    let placements: [PlotPlacement]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() where index < placements.count {
            switch placements[index] {
            case .rect(let rect):
                let frame = rect.resolved(in: bounds.size)
                subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                              proposal: ProposedViewSize(frame.size))
            case .anchored(let x, let y, let anchor):
                subview.place(at: CGPoint(x: bounds.minX + x.resolved(in: bounds.width), y: bounds.minY + y.resolved(in: bounds.height)),
                              anchor: anchor, proposal: .unspecified)
            }
        }
    }
}

/// An axis's labels, each at its value's place along the axis (its ideal size, by its anchor).
/// As wide (or tall) as its widest (tallest) label.
struct AxisLabelsLayout: Layout {
    let vertical: Bool
    let labels: [AxisLabelItem]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        if vertical {
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: proposal.height ?? sizes.reduce(0) { $0 + $1.height })
        }
        return CGSize(width: proposal.width ?? sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() where index < labels.count {
            let label = labels[index]
            let point: CGPoint
            if vertical {
                let x = label.anchor.x >= 1 ? bounds.maxX : label.anchor.x <= 0 ? bounds.minX : bounds.midX
                point = CGPoint(x: x, y: bounds.minY + label.fraction * bounds.height)
            } else {
                let y = label.anchor.y >= 1 ? bounds.maxY : label.anchor.y <= 0 ? bounds.minY : bounds.midY
                point = CGPoint(x: bounds.minX + label.fraction * bounds.width, y: y)
            }
            subview.place(at: point, anchor: label.anchor, proposal: .unspecified)
        }
    }
}
