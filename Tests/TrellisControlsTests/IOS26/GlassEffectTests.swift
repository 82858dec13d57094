import Testing
import Trellis

// `glassEffect(_:in:)` and `Glass` (SwiftUI's iOS 26 API): the view keeps its size; the glass is
// a translucent layer in the shape (a capsule unless said), white at 72 % in light mode and grey
// 25 at 65 % in dark, tinted at 85 %, with a one-point light rim and a soft shadow.

@Suite struct GlassEffectTests {
    private var content: some View { Color.clear.frame(width: 80, height: 30) }

    @Test func theViewKeepsItsSize() {
        #expect(lay(content.glassEffect(), nil, nil).size == CGSize(width: 80, height: 30))
        #expect(lay(GlassEffectContainer(spacing: 8) { content.glassEffect() }, nil, nil).size == CGSize(width: 80, height: 30))
    }

    @Test(arguments: [
        (Glass.regular, ColorScheme.light, [rgba(255, 255, 255, 0.72)]),
        (.regular, .dark, [rgba(25, 25, 25, 0.65)]),
        (.clear, .light, [rgba(255, 255, 255, 0.25)]),
        (.regular.tint(.blue), .light, [rgba(255, 255, 255, 0.72), rgba(0, 122, 255, 0.85)]),
        (.regular.tint(.blue).interactive(), .light, [rgba(255, 255, 255, 0.72), rgba(0, 122, 255, 0.85)]),
        (.identity, .light, []),
    ] as [(Glass, ColorScheme, [Color.Resolved])])
    func glassIsATranslucentLayer(glass: Glass, scheme: ColorScheme, fills: [Color.Resolved]) {
        let view = content.glassEffect(glass).environment(\.colorScheme, scheme)
        #expect(fillColors(view, nil).filter { $0.opacity > 0 } == fills)
    }

    @Test func theDefaultShapeIsACapsuleAndAShapeCanBeGiven() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(DefaultGlassEffectShape().path(in: rect) == Capsule().path(in: rect))
        let paths = fillPaths(content.glassEffect(.regular, in: .rect(cornerRadius: 12)))
        #expect(paths.contains(RoundedRectangle(cornerRadius: 12).path(in: rect)))
        #expect(fillPaths(content.glassEffect()).contains(Capsule().path(in: rect)))
    }

    @Test func theRimIsAOnePointLightLine() {
        let strokes = flattened(lay(content.glassEffect(), nil, nil).displayList().items).compactMap { item -> (Color.Resolved, CGFloat)? in
            if case .stroke(_, let color, let style) = item { return (color, style.lineWidth) }
            return nil
        }
        #expect(strokes.count == 1)
        #expect(strokes.first.map { $0.0 == rgba(255, 255, 255, 0.6) && $0.1 == 1 } == true)
    }

    @Test func glassEqualityFollowsItsParts() {
        #expect(Glass.regular == .regular)
        #expect(Glass.regular != .clear)
        #expect(Glass.regular.tint(.red) != .regular)
        #expect(Glass.regular.interactive() != .regular)
        #expect(Glass.regular.interactive(false) == .regular)
    }
}

/// The paths a view fills, back to front.
func fillPaths(_ view: some View) -> [Path] {
    flattened(lay(view, nil, nil).displayList().items).compactMap {
        if case .fill(let path, _) = $0 { return path }
        return nil
    }
}

/// Whether two paths are the same elements, their points equal to within float rounding.
func matches(_ a: Path, _ b: Path) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    func points(_ element: Path.Element) -> [CGPoint] {
        switch element {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        case .closeSubpath: []
        }
    }
    return zip(a.elements, b.elements).allSatisfy { x, y in
        let (px, py) = (points(x), points(y))
        return px.count == py.count && zip(px, py).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }
}
