extension Path {
    /// The part of the path from the fraction `from` to the fraction `to` of its length, as
    /// `Shape.trim(from:to:)` draws it: empty when `from` is not before `to`. Curves are cut
    /// exactly (de Casteljau) at the parameter where the length is reached, found on a table of
    /// the curve's length at ``trimSamples`` points.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let segments = TrimSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var travelled: CGFloat = 0
        var drawing = false
        for segment in segments {
            defer { travelled += segment.length }
            if segment.startsSubpath { drawing = false }
            let (first, last) = (max(low, travelled), min(high, travelled + segment.length))
            guard last > first else {
                drawing = false
                continue
            }
            let piece = segment.curve(fromParameter: segment.parameter(at: first - travelled), to: segment.parameter(at: last - travelled))
            if !drawing { result.move(to: piece[0]) }
            if segment.isLine { result.addLine(to: piece[3]) } else { result.addCurve(to: piece[3], control1: piece[1], control2: piece[2]) }
            drawing = true
        }
        return result
    }

    /// Points per curve in the length table that trimming searches.
    static let trimSamples = 64
}

/// One drawn piece of a path, as a cubic curve (lines and quadratic curves are cubics too).
private struct TrimSegment {
    var points: [CGPoint]
    var isLine: Bool
    var startsSubpath: Bool
    /// The curve's length at the parameters 0, 1/n … 1.
    var lengths: [CGFloat] = []
    var length: CGFloat { lengths.last ?? 0 }

    init(_ points: [CGPoint], isLine: Bool, startsSubpath: Bool) {
        self.points = points
        self.isLine = isLine
        self.startsSubpath = startsSubpath
        var previous = points[0]
        var sum: CGFloat = 0
        lengths = [0]
        let samples = isLine ? 1 : Path.trimSamples
        for index in 1...samples {
            let point = self.point(at: CGFloat(index) / CGFloat(samples))
            sum += ((point.x - previous.x) * (point.x - previous.x) + (point.y - previous.y) * (point.y - previous.y)).squareRoot()
            lengths.append(sum)
            previous = point
        }
    }

    static func segments(of path: Path) -> [TrimSegment] {
        var segments: [TrimSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var startsSubpath = true
        func add(_ points: [CGPoint], isLine: Bool) {
            segments.append(TrimSegment(points, isLine: isLine, startsSubpath: startsSubpath))
            startsSubpath = false
            current = points[3]
        }
        func line(to point: CGPoint) -> [CGPoint] {
            [current, CGPoint(x: current.x + (point.x - current.x) / 3, y: current.y + (point.y - current.y) / 3),
             CGPoint(x: current.x + 2 * (point.x - current.x) / 3, y: current.y + 2 * (point.y - current.y) / 3), point]
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                startsSubpath = true
            case .line(let point):
                add(line(to: point), isLine: true)
            case .quadCurve(let point, let control):
                let c1 = CGPoint(x: current.x + 2 * (control.x - current.x) / 3, y: current.y + 2 * (control.y - current.y) / 3)
                let c2 = CGPoint(x: point.x + 2 * (control.x - point.x) / 3, y: point.y + 2 * (control.y - point.y) / 3)
                add([current, c1, c2, point], isLine: false)
            case .curve(let point, let control1, let control2):
                add([current, control1, control2, point], isLine: false)
            case .closeSubpath:
                if current != subpathStart { add(line(to: subpathStart), isLine: true) }
                startsSubpath = true
            }
        }
        return segments
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
            y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y)
    }

    /// The parameter where the curve's length from its start is `distance`.
    func parameter(at distance: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        let samples = lengths.count - 1
        var index = 1
        while index < samples && lengths[index] < distance { index += 1 }
        let (before, after) = (lengths[index - 1], lengths[index])
        let within = after > before ? (distance - before) / (after - before) : 0
        return min(max((CGFloat(index - 1) + within) / CGFloat(samples), 0), 1)
    }

    /// The control points of the curve between the parameters `t0` and `t1`.
    func curve(fromParameter t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
        let head = Self.split(points, at: t1).first
        guard t1 > 0 else { return [points[0], points[0], points[0], points[0]] }
        return Self.split(head, at: t0 / t1).second
    }

    private static func split(_ p: [CGPoint], at t: CGFloat) -> (first: [CGPoint], second: [CGPoint]) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let (ab, bc, cd) = (mix(p[0], p[1]), mix(p[1], p[2]), mix(p[2], p[3]))
        let (abc, bcd) = (mix(ab, bc), mix(bc, cd))
        let middle = mix(abc, bcd)
        return ([p[0], ab, abc, middle], [middle, bcd, cd, p[3]])
    }
}
