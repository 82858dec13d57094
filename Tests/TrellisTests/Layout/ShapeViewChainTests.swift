import Testing
import Trellis

// iOS 17's layered shape views: `fill` and `stroke` on a shape view draw over what it already
// draws, so `RoundedRectangle(cornerRadius: 8).fill(.blue).stroke(.red, lineWidth: 2)` is a blue
// fill under a red outline, laid out as the shape alone.

@Suite struct ShapeViewChainTests {
    private let frame = CGRect(x: 0, y: 0, width: 60, height: 40)
    private let shape = RoundedRectangle(cornerRadius: 8)

    @Test func aFillThenAStrokeDrawsBoth() {
        let items = drawnItems(shape.fill(.blue).stroke(.red, lineWidth: 2).frame(width: 60, height: 40), 60, 40)
        let drawn = flattened(items).filter {
            switch $0 {
            case .fill, .stroke: true
            default: false
            }
        }
        #expect(drawn.count == 2)
        #expect(fillsOf(items).map(\.path) == [shape.path(in: frame)])
        #expect(fillsOf(items).map(\.color) == [resolved(.blue)])
        #expect(strokesOf(items).map(\.path) == [shape.path(in: frame)])
        #expect(strokesOf(items).map(\.style.lineWidth) == [2])
        // The fill is drawn first, under the stroke.
        if case .stroke = drawn[0] { Issue.record("the stroke was drawn first") }
    }

    @Test func aStrokeThenAFillDrawsTheFillOver() {
        let items = drawnItems(Capsule().stroke(.red, lineWidth: 4).fill(.yellow).frame(width: 60, height: 40), 60, 40)
        let drawn = flattened(items).filter {
            switch $0 {
            case .fill, .stroke: true
            default: false
            }
        }
        guard drawn.count == 2, case .stroke = drawn[0], case .fill(_, let color) = drawn[1] else {
            Issue.record("expected a stroke under a fill: \(drawn)")
            return
        }
        #expect(color == resolved(.yellow))
    }

    @Test func strokeBordersChainAndStayInside() {
        let items = drawnItems(Circle().fill(.green).strokeBorder(.black, lineWidth: 4).frame(width: 40, height: 40), 40, 40)
        #expect(fillsOf(items).map(\.path) == [Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40))])
        #expect(strokesOf(items).map(\.path) == [Circle().path(in: CGRect(x: 2, y: 2, width: 36, height: 36))])
    }

    @Test func threeLayersDrawInOrder() {
        let view = shape.fill(.blue).stroke(.red, lineWidth: 6).stroke(.white, lineWidth: 2).frame(width: 60, height: 40)
        #expect(strokesOf(drawnItems(view, 60, 40)).map(\.color) == [resolved(.red), resolved(.white)])
    }

    @Test func layoutIsTheShapes() {
        let chained = lay(Circle().fill(.blue).stroke(.red, lineWidth: 2), 80, 40)
        let plain = lay(Circle().fill(.blue), 80, 40)
        #expect(chained.size == plain.size)
        #expect(Set(chained.placedViews.filter { $0.kind == "Circle" }.map(\.frame)) == [CGRect(x: 20, y: 0, width: 40, height: 40)])
    }

    @Test func shapeViewsExposeTheirParts() {
        let stroked = shape.fill(.blue).stroke(.red, lineWidth: 3)
        #expect(stroked.strokeStyle.lineWidth == 3)
        #expect(stroked.isAntialiased)
        #expect(stroked.background.fillStyle == FillStyle())
        #expect(shape.strokeBorder(.red, lineWidth: 2).shape.cornerSize == CGSize(width: 8, height: 8))
        let filled = shape.stroke(.red).fill(.blue, style: FillStyle(eoFill: true))
        #expect(filled.fillStyle.isEOFilled)
    }
}
