import Testing
@testable import TrellisCore

@Suite struct PathAndTransformTests {
    func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func arcsSweepTowardsGrowingAnglesUnlessClockwise() {
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // From (20, 10) a quarter turn, clockwise on screen, to (10, 20): one cubic.
        #expect(path.elements.count == 2)
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 20)))
        #expect(abs(path.boundingRect.minY - 10) < 1e-9)

        var other = Path()
        other.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // The long way round: three quarters, through the top.
        #expect(other.elements.count == 4)
        #expect(abs(other.boundingRect.minY - 0) < 1e-9)
        #expect(close(other.currentPoint, CGPoint(x: 10, y: 20)))
    }

    @Test func badArcsAddNothing() {
        var path = Path()
        path.addArc(center: .zero, radius: -1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: .zero, radius: 5, startAngle: .radians(.nan), endAngle: .degrees(90), clockwise: false)
        #expect(path.isEmpty)
    }

    @Test func transformsComposeAsCoreGraphicsDoes() {
        let moveThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
        // translatedBy applies the translation first, in the transform's own space.
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(rotation), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 3, y: 4).applying(moveThenScale).applying(moveThenScale.inverted()), CGPoint(x: 3, y: 4)))
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(rotation).size.width.rounded() == 1)
    }

    @Test func aPathIsAShapeThatTakesTheProposal() {
        let triangle = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 20, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.closeSubpath()
        }
        let layout = lay(triangle.stroke(Color.red, lineWidth: 2), 50, 40)
        #expect(layout.size == CGSize(width: 50, height: 40))
        let strokes: [Path] = layout.displayList().items.compactMap { if case .stroke(let path, _, _) = $0 { path } else { nil } }
        #expect(strokes.count == 1)
        // Placed below a 15-point bar, the path's (0, 0) is its frame's corner.
        let stacked = lay(VStack(spacing: 0) { Color.blue.frame(width: 20, height: 15); triangle.frame(width: 20, height: 10) }, 20, 25)
        let fills: [Path] = stacked.displayList().items.compactMap { if case .fill(let path, _) = $0 { path } else { nil } }
        #expect(fills.last?.boundingRect == CGRect(x: 0, y: 15, width: 20, height: 10))
    }
}
