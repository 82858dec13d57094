import Testing
import Trellis

// What right to left changes in drawing: views marked to flip are drawn mirrored in their frame,
// shapes' paths are mirrored unless their `layoutDirectionBehavior` is `.fixed` (SwiftUI's
// default since iOS 17 is `.mirrors`), geometry effects are conjugated by the flip; text,
// images and colours are not mirrored.

/// A triangle pointing right: it points left when mirrored.
private struct Arrow: Shape {
    var behavior: LayoutDirectionBehavior = .mirrors
    var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

private func drawn(_ view: some View, _ direction: LayoutDirection) -> [DisplayItem] {
    lay(view.environment(\.layoutDirection, direction), 200, 100).displayList().items
}

/// The layers of `items`, outermost first.
private func layers(_ items: [DisplayItem]) -> [DisplayLayer] {
    items.flatMap { item -> [DisplayLayer] in
        guard case .layer(let layer) = item else { return [] }
        return [layer] + layers(layer.items)
    }
}

/// The points of the filled paths of `items`.
private func filledPoints(_ items: [DisplayItem]) -> [CGPoint] {
    items.flatMap { item -> [CGPoint] in
        switch item {
        case .fill(let path, _):
            return path.elements.compactMap { element in
                switch element {
                case .move(let point), .line(let point): point
                default: nil
                }
            }
        case .layer(let layer): return filledPoints(layer.items)
        default: return []
        }
    }
}

@Suite("Right to left drawing")
struct RightToLeftDrawingTests {
    @Test func aFlippedImageIsDrawnMirroredInItsFrame() throws {
        // arrow.right is 19.667 × 15 at body (19.5 × 15 measured, T10) centred in 200 × 100:
        // x 90.167 … 109.833, snapped to thirds of a point (a half up) 90.333 … 110; the flip
        // maps x to 90.333 + 110 − x = 200.333 − x.
        let view = Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
        let mirror = try #require(layers(drawn(view, .rightToLeft)).first)
        #expect(mirror.transform.a == -1 && mirror.transform.d == 1 && abs(mirror.transform.tx - 601.0 / 3) < 1e-9)
        guard case .symbol(let name, _, _)? = mirror.items.first else {
            Issue.record("the mirrored layer holds the symbol")
            return
        }
        #expect(name == "arrow.right")
        // Left to right, and unmarked right to left, nothing is mirrored.
        #expect(layers(drawn(view, .leftToRight)).isEmpty)
        #expect(layers(drawn(Image(systemName: "arrow.right"), .rightToLeft)).isEmpty)
        #expect(layers(drawn(Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(false), .rightToLeft)).isEmpty)
    }

    @Test func layoutDirectionBehaviorMirrorsInTheDirectionItNames() {
        let view = Color.red.frame(width: 40, height: 20).layoutDirectionBehavior(.mirrors(in: .leftToRight))
        // The colour is at (80, 40): the flip of its frame maps x to 80 + 120 − x.
        #expect(layers(drawn(view, .leftToRight)).first?.transform == Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0))
        #expect(layers(drawn(view, .rightToLeft)).isEmpty)
    }

    struct ShapeCase: Sendable, CustomTestStringConvertible {
        let name: String
        let direction: LayoutDirection
        let behavior: LayoutDirectionBehavior
        /// The triangle's corners: its frame is 40 × 30 at (80, 35).
        let points: [CGPoint]
        var testDescription: String { name }
    }

    static let shapeCases: [ShapeCase] = [
        ShapeCase(
            name: "left to right: as drawn", direction: .leftToRight, behavior: .mirrors,
            points: [CGPoint(x: 80, y: 35), CGPoint(x: 120, y: 50), CGPoint(x: 80, y: 65)]),
        ShapeCase(
            name: "right to left: mirrored (the default .mirrors)", direction: .rightToLeft, behavior: .mirrors,
            points: [CGPoint(x: 120, y: 35), CGPoint(x: 80, y: 50), CGPoint(x: 120, y: 65)]),
        ShapeCase(
            name: "right to left, .fixed: as drawn", direction: .rightToLeft, behavior: .fixed,
            points: [CGPoint(x: 80, y: 35), CGPoint(x: 120, y: 50), CGPoint(x: 80, y: 65)]),
    ]

    @Test(arguments: shapeCases)
    func shapesMirrorByDefault(_ c: ShapeCase) {
        let view = Arrow(behavior: c.behavior).fill(.red).frame(width: 40, height: 30)
        #expect(filledPoints(drawn(view, c.direction)) == c.points)
    }

    @Test func rotationsTurnTheOtherWayRightToLeft() throws {
        // rotationEffect(90°) about the centre (100, 50) is drawn as a −90° turn: (x, y) → (y, −x)
        // about the centre, i.e. a = cos(−90°) ≈ 0, b = sin(−90°) = −1, c = 1.
        let view = Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90))
        let ltr = try #require(layers(drawn(view, .leftToRight)).first).transform
        let rtl = try #require(layers(drawn(view, .rightToLeft)).first).transform
        #expect(ltr.b == 1 && ltr.c == -1)
        #expect(rtl.b == -1 && rtl.c == 1)
        // Both keep the centre in place.
        #expect(abs(rtl.apply(CGPoint(x: 100, y: 50)).x - 100) < 1e-9)
        #expect(abs(rtl.apply(CGPoint(x: 100, y: 50)).y - 50) < 1e-9)
    }

    @Test func anOffsetIsDrawnMirrored() throws {
        let view = Color.red.frame(width: 40, height: 20).offset(x: 10, y: 5)
        #expect(try #require(layers(drawn(view, .rightToLeft)).first).transform == .translation(-10, 5))
        #expect(try #require(layers(drawn(view, .leftToRight)).first).transform == .translation(10, 5))
    }

    @Test func aTransformEffectIsConjugatedByTheFlip() throws {
        // A shear x' = x + y in the view's own coordinates, right to left, is x' = x − y.
        let view = Color.red.frame(width: 40, height: 20)
            .transformEffect(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))
        var composed = Transform2D.identity
        for layer in layers(drawn(view, .rightToLeft)).reversed() { composed = composed.concatenating(layer.transform) }
        // The frame is at (80, 40): its top-left corner stays, its bottom-left (80, 60) moves to 60.
        #expect(composed.apply(CGPoint(x: 120, y: 40)) == CGPoint(x: 120, y: 40))
        #expect(composed.apply(CGPoint(x: 120, y: 60)) == CGPoint(x: 100, y: 60))
    }
}
