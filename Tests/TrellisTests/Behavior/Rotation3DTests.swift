import Foundation
import Testing
import Trellis

// `rotation3DEffect` projects the view's plane as SwiftUI does: rotated about the axis through
// the anchor (at depth anchorZ), seen from max(width, height) / perspective away. Layout is
// unchanged.

@Suite struct Rotation3DTests {
    private var card: some View { Color.red.frame(width: 100, height: 50) }

    @Test func withoutPerspectiveItIsTheAffineProjection() throws {
        // 60° about y, anchor (50, 25): x' = 50 + cos 60° · (x − 50).
        let items = drawnItems(card.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0), 100, 50)
        let layer = try #require(layersOf(items).first)
        #expect(layer.projection == nil)
        let c = CGFloat(cos(Double.pi / 3))
        #expect(abs(layer.transform.a - c) < 1e-12 && abs(layer.transform.tx - 50 * (1 - c)) < 1e-12)
        #expect(layer.transform.b == 0 && layer.transform.c == 0 && layer.transform.d == 1 && layer.transform.ty == 0)
    }

    @Test(arguments: [
        (CGPoint(x: 0, y: 0), -1.0), (CGPoint(x: 100, y: 0), 1.0), (CGPoint(x: 0, y: 50), -1.0), (CGPoint(x: 100, y: 50), 1.0),
    ])
    func withPerspectiveTheFarSideShrinks(corner: CGPoint, side: Double) throws {
        // Seen from 100 / 1 away: a point p goes to anchor + r.xy / (1 − r.z / 100), where r is p
        // turned about y: r = (cos · dx, dy, −sin · dx). The right side (dx = 50) turns away.
        let items = drawnItems(card.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), 100, 50)
        let projection = try #require(layersOf(items).first?.projection)
        let s = sin(Double.pi / 3), c = cos(Double.pi / 3)
        let dx = Double(corner.x) - 50, dy = Double(corner.y) - 25
        let w = 1 - (-s * dx) / 100
        let expected = CGPoint(x: 50 + c * dx / w, y: 25 + dy / w)
        let projected = corner.applying(projection)
        #expect(abs(projected.x - expected.x) < 1e-9 && abs(projected.y - expected.y) < 1e-9)
        // The near (left) side is taller than the view, the far (right) side shorter.
        #expect((abs(dy / w) > 25) == (side < 0))
    }

    @Test func anchorZMovesThePivotOutOfThePlane() throws {
        // About y through a pivot 20 behind the plane (anchorZ −20), no perspective: the view
        // swings sideways by sin 90° · 20.
        let items = drawnItems(card.rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0), anchorZ: -20, perspective: 0), 100, 50)
        let layer = try #require(layersOf(items).first)
        #expect(abs(layer.transform.apply(CGPoint(x: 50, y: 25)).x - 70) < 1e-9)
    }

    @Test func layoutIsUnchanged() {
        let rotated = VStack { card.rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0), anchor: .top, anchorZ: 10, perspective: 2); card }
        #expect(lay(rotated, 300, 300).placedViews.map(\.frame) == lay(VStack { card; card }, 300, 300).placedViews.map(\.frame))
    }

    @Test func projectionTransformsInvertAndConcatenate() throws {
        let items = drawnItems(card.rotation3DEffect(.degrees(35), axis: (x: 1, y: 1, z: 0)), 100, 50)
        let projection = try #require(layersOf(items).first?.projection)
        let inverse = try #require(projection.inverted())
        let round = projection.concatenating(inverse)
        for value in [round.m11 - 1, round.m12, round.m13, round.m21, round.m22 - 1, round.m23, round.m31, round.m32, round.m33 - 1] {
            #expect(abs(value) < 1e-9)
        }
        #expect(!projection.isAffine)
        #expect(ProjectionTransform(CGAffineTransform(translationX: 3, y: 4)).isAffine)
        #expect(CGPoint(x: 1, y: 1).applying(ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))) == CGPoint(x: 4, y: 5))
    }
}
