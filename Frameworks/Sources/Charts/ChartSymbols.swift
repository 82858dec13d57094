import Trellis

/// A shape that marks a point: Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {
    /// The part of the symbol's frame that looks as large as a square filling the frame.
    var perceptualUnitRect: CGRect { get }
}

/// The symbols Swift Charts cycles through for `symbol(by:)`: `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    enum Kind: Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    /// The order `symbol(by:)` hands symbols out in.
    static let cycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        func point(_ angle: Double, _ radius: CGFloat) -> CGPoint {
            CGPoint(x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle)))
        }
        let radius = min(rect.width, rect.height) / 2
        func polygon(_ corners: Int, _ radius: CGFloat) {
            path.addLines((0..<corners).map { point(-Double.pi / 2 + 2 * Double.pi * Double($0) / Double(corners), radius) })
            path.closeSubpath()
        }
        switch kind {
        case .circle: path.addEllipse(in: rect)
        case .square: path.addRect(rect.insetBy(dx: rect.width * 0.06, dy: rect.height * 0.06))
        case .triangle: polygon(3, radius * 1.15)
        case .diamond: polygon(4, radius * 1.1)
        case .pentagon: polygon(5, radius * 1.05)
        case .plus, .cross, .asterisk:
            let bar = radius / 3
            let turn = kind == .cross ? Double.pi / 4 : 0
            for arm in 0..<(kind == .asterisk ? 3 : 2) {
                let angle = turn + Double(arm) * Double.pi / (kind == .asterisk ? 3 : 2)
                let dx = CGFloat(cos(angle)) * radius, dy = CGFloat(sin(angle)) * radius
                let nx = -CGFloat(sin(angle)) * bar / 2, ny = CGFloat(cos(angle)) * bar / 2
                let c = CGPoint(x: rect.midX, y: rect.midY)
                path.addLines([
                    CGPoint(x: c.x - dx + nx, y: c.y - dy + ny), CGPoint(x: c.x + dx + nx, y: c.y + dy + ny),
                    CGPoint(x: c.x + dx - nx, y: c.y + dy - ny), CGPoint(x: c.x - dx - nx, y: c.y - dy - ny),
                ])
                path.closeSubpath()
            }
        }
        return path
    }

    /// Strokes the symbol's outline instead of filling it (drawn filled).
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape { self }
}

/// A type-erased symbol shape.
struct AnyChartSymbolShape: Shape {
    let makePath: @Sendable (CGRect) -> Path

    init<S: ChartSymbolShape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
    }

    func path(in rect: CGRect) -> Path { makePath(rect) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .init(kind: .circle) }
    public static var square: BasicChartSymbolShape { .init(kind: .square) }
    public static var triangle: BasicChartSymbolShape { .init(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { .init(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { .init(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { .init(kind: .plus) }
    public static var cross: BasicChartSymbolShape { .init(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { .init(kind: .asterisk) }
}
