/// A mesh gradient laid over a rectangle, as drawing needs it: its cells as patches with
/// corners, edge control points and corner colours, in the rectangle's coordinates.
public struct MeshGeometry: Hashable, Sendable {
    /// One cell: four corners (top leading, top trailing, bottom trailing, bottom leading), the
    /// two control points of each edge going round from the first corner, and the corners'
    /// colours in the same order.
    public struct Patch: Hashable, Sendable {
        public var corners: [CGPoint]
        public var controlPoints: [CGPoint]
        public var colors: [Color.Resolved]

        /// The colour at `u` across and `v` down the cell (each 0…1), blended bilinearly.
        public func color(u: Float, v: Float) -> Color.Resolved {
            func mix(_ a: Color.Resolved, _ b: Color.Resolved, _ t: Float) -> Color.Resolved {
                Color.Resolved(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                               blue: a.blue + (b.blue - a.blue) * t, opacity: a.opacity + (b.opacity - a.opacity) * t)
            }
            return mix(mix(colors[0], colors[1], u), mix(colors[3], colors[2], u), v)
        }

        /// The point at `u` across and `v` down the cell, bilinear between the corners (the
        /// cell's curved edges are not followed: for sampling a straight-edged cell).
        public func point(u: CGFloat, v: CGFloat) -> CGPoint {
            let top = CGPoint(x: corners[0].x + (corners[1].x - corners[0].x) * u, y: corners[0].y + (corners[1].y - corners[0].y) * u)
            let bottom = CGPoint(x: corners[3].x + (corners[2].x - corners[3].x) * u, y: corners[3].y + (corners[2].y - corners[3].y) * u)
            return CGPoint(x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v)
        }
    }

    /// The cells, row by row; empty when the mesh's counts do not match.
    public let patches: [Patch]
    /// The colour outside the cells.
    public let background: Color.Resolved
    /// The vertices' average colour, for uses that take one colour.
    public let averageColor: Color.Resolved

    init(_ mesh: MeshGradient, in rect: CGRect, environment: EnvironmentValues) {
        background = mesh.background.resolve(in: environment)
        let colors: [Color.Resolved]
        switch mesh.colors {
        case .colors(let list): colors = list.map { $0.resolve(in: environment) }
        case .resolvedColors(let list): colors = list
        }
        func place(_ point: SIMD2<Float>) -> CGPoint {
            CGPoint(x: rect.minX + CGFloat(point.x) * rect.width, y: rect.minY + CGFloat(point.y) * rect.height)
        }
        // Each vertex with its leading, top, trailing and bottom control points.
        let vertices: [(position: CGPoint, controls: [CGPoint]?)]
        switch mesh.locations {
        case .points(let points): vertices = points.map { (place($0), nil) }
        case .bezierPoints(let points):
            vertices = points.map {
                (place($0.position), [place($0.leadingControlPoint), place($0.topControlPoint),
                                      place($0.trailingControlPoint), place($0.bottomControlPoint)])
            }
        }
        let (columns, rows) = (mesh.width, mesh.height)
        let count = columns >= 2 && rows >= 2 && columns.multipliedReportingOverflow(by: rows).overflow == false ? columns * rows : -1
        guard count > 0, vertices.count == count, colors.count == count else {
            patches = []
            averageColor = background
            return
        }
        averageColor = Color.Resolved.average(of: colors)
        // The tangent at a vertex along its row (or column): half the step between its
        // neighbours, or the step to its one neighbour at an end, so edges through moved points
        // curve smoothly from cell to cell (a Catmull-Rom spline through each row and column).
        func tangent(_ index: Int, alongRow: Bool) -> CGPoint {
            let (row, column) = (index / columns, index % columns)
            let (position, last, step) = alongRow ? (column, columns - 1, 1) : (row, rows - 1, columns)
            let before = vertices[position > 0 ? index - step : index].position
            let after = vertices[position < last ? index + step : index].position
            let scale: CGFloat = position > 0 && position < last ? 0.5 : 1
            return CGPoint(x: (after.x - before.x) * scale, y: (after.y - before.y) * scale)
        }
        // The control point of the edge leaving vertex `index` towards `toward` (0 leading,
        // 1 top, 2 trailing, 3 bottom): the given one, or a third of the tangent.
        func control(_ index: Int, _ toward: Int) -> CGPoint {
            if let given = vertices[index].controls?[toward] { return given }
            let along = tangent(index, alongRow: toward == 0 || toward == 2)
            let sign: CGFloat = toward >= 2 ? 1 : -1
            let position = vertices[index].position
            return CGPoint(x: position.x + sign * along.x / 3, y: position.y + sign * along.y / 3)
        }
        var patches: [Patch] = []
        patches.reserveCapacity((columns - 1) * (rows - 1))
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                let tl = row * columns + column, tr = tl + 1, bl = tl + columns, br = bl + 1
                patches.append(Patch(
                    corners: [vertices[tl].position, vertices[tr].position, vertices[br].position, vertices[bl].position],
                    controlPoints: [
                        control(tl, 2), control(tr, 0),
                        control(tr, 3), control(br, 1),
                        control(br, 0), control(bl, 2),
                        control(bl, 1), control(tl, 3),
                    ],
                    colors: [colors[tl], colors[tr], colors[br], colors[bl]]))
            }
        }
        self.patches = patches
    }
}
