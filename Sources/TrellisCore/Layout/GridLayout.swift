/// A `Grid`: rows of cells in shared columns.
///
/// 1. Columns: the widest row (counting `gridCellColumns` spans) sets their number. Each column
///    is measured from its single-column cells, as an `HStack` measures its children: probed at
///    0 and ∞ for its flexibility, then, least flexible first, offered an equal share of the
///    width left and as wide as its widest cell at that offer. Views that are not in a
///    `GridRow`, and cells spanning several columns, widen the columns they span (equally)
///    when they need more than those columns give at their share of the width: a `Divider`
///    row makes the grid as wide as it is offered.
/// 2. Rows: the same, vertically, each cell proposed its columns' width.
/// 3. Each cell is proposed its columns' width and its row's height and aligned in that
///    rectangle: by the column's `gridColumnAlignment` or the grid's alignment horizontally,
///    by its `GridRow`'s alignment or the grid's vertically; by its `gridCellAnchor` (and
///    spanning cells by the grid's alignment as a unit point) otherwise.
///
/// Cells marked with `gridCellUnsizedAxes` take no part in sizing on those axes.
final class GridNode: LayoutNode {
    struct Cell {
        let node: LayoutNode
        let row: Int
        let column: Int
        let span: Int
        let unsizedAxes: Axis.Set
        let anchor: UnitPoint?
    }

    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    private(set) var cells: [Cell] = []
    private(set) var columnCount = 0
    private var rowAlignments: [AlignmentKey?] = []
    private var columnAlignments: [AlignmentKey?] = []

    init(
        rows: [LayoutNode], alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat,
        environment: EnvironmentReference
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        super.init(children: rows, environment: environment)
        levels = LayoutNode.levels(over: rows)
        for row in rows {
            if let gridRow = row as? GridRowNode {
                gridRow.isManagedByGrid = true
                let width = gridRow.children.reduce(0) { $0 + max(GridCellValues.columns(of: $1), 1) }
                columnCount = max(columnCount, width)
            }
        }
        if columnCount == 0, !rows.isEmpty { columnCount = 1 }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for (rowIndex, row) in rows.enumerated() {
            if let gridRow = row as? GridRowNode {
                rowAlignments.append(gridRow.rowAlignment)
                var column = 0
                for cellNode in gridRow.children where column < columnCount {
                    let span = min(max(GridCellValues.columns(of: cellNode), 1), columnCount - column)
                    cells.append(
                        Cell(
                            node: cellNode, row: rowIndex, column: column, span: span,
                            unsizedAxes: GridCellValues.unsizedAxes(of: cellNode), anchor: GridCellValues.anchor(of: cellNode)))
                    if span == 1, let columnAlignment = GridCellValues.columnAlignment(of: cellNode) {
                        columnAlignments[column] = columnAlignment
                    }
                    column += span
                }
            } else {
                rowAlignments.append(nil)
                cells.append(
                    Cell(
                        node: row, row: rowIndex, column: 0, span: columnCount,
                        unsizedAxes: GridCellValues.unsizedAxes(of: row), anchor: GridCellValues.anchor(of: row)))
            }
        }
        if rows.isEmpty {
            layoutPriority = -.infinity
            spacing = .zero
        }
    }

    override var kindName: String { "Grid" }

    private var rowCount: Int { children.count }

    // MARK: Tracks

    /// The columns' widths and the rows' heights for `proposal`.
    func tracks(for proposal: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
        let widths = columnWidths(for: proposal)
        return (widths, rowHeights(for: proposal, widths: widths))
    }

    private func gaps(_ count: Int, _ spacing: CGFloat) -> CGFloat { spacing * CGFloat(max(count - 1, 0)) }

    private func columnWidths(for proposal: ProposedViewSize) -> [CGFloat] {
        let count = columnCount
        var widths = [CGFloat](repeating: 0, count: count)
        guard count > 0 else { return widths }
        // Rows are not sized yet: each cell is measured at an equal share of the height.
        let rowShare = proposal.height.map { max($0 - gaps(rowCount, verticalSpacing), 0) / CGFloat(max(rowCount, 1)) }
        var columnCells = [[LayoutNode]](repeating: [], count: count)
        for cell in cells where cell.span == 1 && !cell.unsizedAxes.contains(.horizontal) {
            columnCells[cell.column].append(cell.node)
        }
        func widest(_ column: Int, _ width: CGFloat?) -> CGFloat {
            columnCells[column].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: width, height: rowShare)).width) }
        }
        if let width = proposal.width {
            let flexibilities = (0..<count).map { widest($0, .infinity) - widest($0, 0) }
            let order = (0..<count).sorted { flexibilities[$0] < flexibilities[$1] || (flexibilities[$0] == flexibilities[$1] && $0 < $1) }
            var remaining = width - gaps(count, horizontalSpacing)
            var left = CGFloat(count)
            for column in order {
                widths[column] = widest(column, max(remaining / left, 0))
                remaining -= widths[column]
                left -= 1
            }
        } else {
            for column in 0..<count { widths[column] = widest(column, nil) }
        }
        // Cells over several columns widen them when they need more than the columns give.
        for cell in cells where cell.span > 1 && !cell.unsizedAxes.contains(.horizontal) {
            let columns = cell.column..<(cell.column + cell.span)
            let current = columns.reduce(0) { $0 + widths[$1] } + gaps(cell.span, horizontalSpacing)
            let offer = proposal.width.map {
                max($0 - gaps(count, horizontalSpacing), 0) * CGFloat(cell.span) / CGFloat(count) + gaps(cell.span, horizontalSpacing)
            }
            let needed = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: rowShare)).width
            if needed > current {
                let extra = (needed - current) / CGFloat(cell.span)
                for column in columns { widths[column] += extra }
            }
        }
        return widths
    }

    /// The width of the columns `cell` spans, with the spacing between them.
    private func width(of cell: Cell, widths: [CGFloat]) -> CGFloat {
        widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + gaps(cell.span, horizontalSpacing)
    }

    private func rowHeights(for proposal: ProposedViewSize, widths: [CGFloat]) -> [CGFloat] {
        let count = rowCount
        var heights = [CGFloat](repeating: 0, count: count)
        var rowCells = [[(node: LayoutNode, width: CGFloat)]](repeating: [], count: count)
        for cell in cells where !cell.unsizedAxes.contains(.vertical) {
            rowCells[cell.row].append((cell.node, width(of: cell, widths: widths)))
        }
        func tallest(_ row: Int, _ height: CGFloat?) -> CGFloat {
            rowCells[row].reduce(0) { max($0, $1.node.sizeThatFits(ProposedViewSize(width: $1.width, height: height)).height) }
        }
        if let height = proposal.height {
            let flexibilities = (0..<count).map { tallest($0, .infinity) - tallest($0, 0) }
            let order = (0..<count).sorted { flexibilities[$0] < flexibilities[$1] || (flexibilities[$0] == flexibilities[$1] && $0 < $1) }
            var remaining = height - gaps(count, verticalSpacing)
            var left = CGFloat(count)
            for row in order {
                heights[row] = tallest(row, max(remaining / left, 0))
                remaining -= heights[row]
                left -= 1
            }
        } else {
            for row in 0..<count { heights[row] = tallest(row, nil) }
        }
        return heights
    }

    // MARK: Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let (widths, heights) = tracks(for: proposal)
        return CGSize(
            width: widths.reduce(0, +) + gaps(widths.count, horizontalSpacing),
            height: heights.reduce(0, +) + gaps(heights.count, verticalSpacing))
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard !children.isEmpty else { return }
        let (widths, heights) = tracks(for: proposal)
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        var x = bounds.minX, y = bounds.minY
        for width in widths {
            xs.append(x)
            x += width + horizontalSpacing
        }
        for height in heights {
            ys.append(y)
            y += height + verticalSpacing
        }
        for (index, row) in children.enumerated() where row is GridRowNode {
            row.place(
                at: CGPoint(x: bounds.minX, y: ys[index]), size: CGSize(width: bounds.width, height: heights[index]),
                proposal: ProposedViewSize(width: bounds.width, height: heights[index]), context: context)
        }
        for cell in cells {
            let rect = CGRect(x: xs[cell.column], y: ys[cell.row], width: width(of: cell, widths: widths), height: heights[cell.row])
            let cellProposal = ProposedViewSize(rect.size)
            let dimensions = cell.node.dimensions(cellProposal)
            let origin: CGPoint
            if let anchor = cell.anchor ?? (cell.span > 1 ? alignment.unitPoint : nil) {
                origin = CGPoint(
                    x: rect.minX + anchor.x * (rect.width - dimensions.width),
                    y: rect.minY + anchor.y * (rect.height - dimensions.height))
            } else {
                let cellAlignment = Alignment(
                    horizontal: HorizontalAlignment(key: columnAlignments[cell.column] ?? alignment.horizontal.key),
                    vertical: VerticalAlignment(key: rowAlignments[cell.row] ?? alignment.vertical.key))
                let offset = alignedOrigin(of: dimensions, in: rect.size, alignment: cellAlignment)
                origin = CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y)
            }
            cell.node.place(at: origin, size: dimensions.size, proposal: cellProposal, context: context)
        }
    }
}

/// A `GridRow`: in a `Grid`, a row of cells the grid places; laid out alone (a row the grid
/// cannot see, wrapped in a modifier), an `HStack` of its cells.
final class GridRowNode: LayoutNode {
    let rowAlignment: AlignmentKey?
    /// Set by the grid that places the cells itself.
    var isManagedByGrid = false
    private let distribution: StackDistribution
    private let cache = _StackLayoutCache()

    init(cells: [LayoutNode], alignment: AlignmentKey?, environment: EnvironmentReference) {
        rowAlignment = alignment
        distribution = HStackLayout(alignment: alignment.map { VerticalAlignment(key: $0) } ?? .center).distribution
        super.init(children: cells, environment: environment)
        if cells.isEmpty {
            layoutPriority = -.infinity
            spacing = .zero
        } else {
            (spacing, _, explicitGuides, levels, subnodesKeepNoAnswers) = distribution.survey(cells, cache: cache)
        }
    }

    override var kindName: String { "GridRow" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        distribution.sizeThatFits(proposal, nodes: children, cache: cache, independentAxes: [])
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard !isManagedByGrid else { return }
        children.withNodeList { nodes in
            distribution.placeChildren(in: bounds, proposal: proposal, nodes: nodes, cache: cache, independentAxes: []) {
                index, origin, size, proposal in
                nodes[index].place(at: origin, size: size, proposal: proposal, context: context)
            }
        }
    }
}

extension Alignment {
    /// The unit point of the standard alignments (the centre for custom guides).
    var unitPoint: UnitPoint {
        UnitPoint(x: horizontal.key.standardFraction ?? 0.5, y: vertical.key.standardFraction ?? 0.5)
    }
}
