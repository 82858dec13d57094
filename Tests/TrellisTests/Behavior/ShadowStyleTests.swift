import Testing
import Trellis

// `ShapeStyle.shadow(_:)`: the style's drawing gets the shadow, as the `shadow` modifier draws
// one (a drop shadow layer under it); an inner shadow is the drop shadow of the shape's outside,
// clipped to the shape.

@Suite struct ShadowStyleTests {
    private let square = CGRect(x: 0, y: 0, width: 20, height: 20)

    @Test func aDropShadowWrapsTheFill() {
        let items = drawnItems(Rectangle().fill(.blue.shadow(.drop(radius: 4))).frame(width: 20, height: 20), 20, 20)
        guard case .layer(let layer)? = items.first else {
            Issue.record("no shadow layer: \(items)")
            return
        }
        // SwiftUI's default drop shadow: black at 33 %.
        #expect(shadowParts(layer.shadow)! == (rgb(0, 0, 0, 0.33), 4, .zero))
        #expect(fillsOf(layer.items).map(\.color) == [resolved(.blue)])
    }

    @Test func aDropShadowTakesItsColourAndOffset() {
        let view = Circle().fill(Color.red.shadow(.drop(color: .green, radius: 2, x: 1, y: 3))).frame(width: 20, height: 20)
        let shadows = layersOf(drawnItems(view, 20, 20)).compactMap(\.shadow)
        #expect(shadows.count == 1)
        #expect(shadowParts(shadows.first)! == (resolved(.green), 2, CGSize(width: 1, height: 3)))
    }

    @Test func anInnerShadowIsDrawnOverTheFillInsideTheShape() throws {
        let items = drawnItems(Rectangle().fill(.shadow(.inner(radius: 1, y: 1))).frame(width: 20, height: 20), 20, 20)
        // The fill (the foreground, black), then the shadow clipped to the shape.
        #expect(items.count == 2)
        #expect(fillsOf([items[0]]).map(\.color) == [rgb(0, 0, 0)])
        guard case .layer(let clip) = items[1], case .layer(let tinted)? = clip.items.first,
              case .layer(let inverse)? = tinted.mask?.first
        else {
            Issue.record("no inner shadow: \(items)")
            return
        }
        #expect(clip.clip == Path(square))
        // SwiftUI's default inner shadow, black at 55 %, over the shape…
        #expect(fillsOf(tinted.items).map(\.color) == [rgb(0, 0, 0, 0.55)])
        // …where the shape moved by the offset and blurred does not reach (its alpha inverted).
        #expect(inverse.filters.count == 2)
        #expect(inverse.filters.first == .blur(radius: 1))
        #expect(fillsOf(inverse.items).map(\.path).last == Path(square).offsetBy(dx: 0, dy: 1))
    }

    @Test func aForegroundStyleShadowShadowsText() {
        let items = drawnItems(Text("Shadow").foregroundStyle(.white.shadow(.drop(radius: 2))), nil, nil)
        guard case .layer(let layer)? = items.first else {
            Issue.record("no shadow layer: \(items)")
            return
        }
        #expect(layer.shadow?.radius == 2)
        #expect(textsOf(layer.items).map(\.color) == [resolved(.white)])
        // Set on the environment, it shadows the shapes filled with the foreground too.
        let shape = drawnItems(Capsule().frame(width: 30, height: 10).foregroundStyle(.orange.shadow(.drop(radius: 3, y: 2))), 30, 10)
        #expect(layersOf(shape).compactMap(\.shadow).map(\.offset) == [CGSize(width: 0, height: 2)])
    }

    @Test func shadowsStackAndKeepGradients() {
        let style = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .shadow(.drop(radius: 2)).shadow(.inner(radius: 3))
        let items = drawnItems(Rectangle().fill(style).frame(width: 20, height: 20), 20, 20)
        let gradients = flattened(items).filter { if case .gradientFill = $0 { true } else { false } }
        #expect(gradients.count == 1)
        // The drop shadow under the gradient, the inner one (a blurred mask) over it.
        #expect(layersOf(items).compactMap(\.shadow).map(\.radius) == [2])
        let masks = layersOf(items).compactMap(\.mask).flatMap { layersOf($0) }
        #expect(masks.flatMap(\.filters).first == .blur(radius: 3))
    }

    @Test func strokesTakeDropShadows() {
        let view = Circle().stroke(Color.red.shadow(.drop(radius: 5)), lineWidth: 3).frame(width: 20, height: 20)
        #expect(layersOf(drawnItems(view, 20, 20)).compactMap(\.shadow).map(\.radius) == [5])
    }

    @Test func layoutIsUnchanged() {
        let shadowed = Rectangle().fill(.blue.shadow(.drop(radius: 10, x: 5, y: 5))).frame(width: 30, height: 20)
        #expect(lay(shadowed, 100, 100).placedViews.map(\.frame) == lay(Rectangle().fill(.blue).frame(width: 30, height: 20), 100, 100).placedViews.map(\.frame))
    }
}
