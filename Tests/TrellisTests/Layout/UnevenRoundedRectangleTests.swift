import Testing
import Trellis

@Suite struct UnevenRoundedRectangleTests {
    private let rect = CGRect(x: 10, y: 20, width: 100, height: 40)

    @Test func withoutRadiiItIsTheRectangle() {
        #expect(UnevenRoundedRectangle().path(in: rect).boundingRect == rect)
    }

    @Test func eachCornerHasItsOwnRadius() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 5).path(in: rect)
        // It starts after the top-leading corner's radius and closes there.
        #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 20)))
        // The bottom-trailing corner's curve ends 5 in from the trailing edge.
        #expect(path.elements.contains { element in
            if case .curve(let to, _, _) = element { return to == CGPoint(x: 105, y: 60) }
            return false
        })
        #expect(path.boundingRect == rect)
    }

    @Test func aRadiusIsLimitedToHalfTheShorterSide() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 100).path(in: rect)
        #expect(path.elements.first == .move(to: CGPoint(x: 30, y: 20)))
    }

    @Test func itLaysOutAsAShape() {
        let layout = ViewLayout(UnevenRoundedRectangle(topLeadingRadius: 8).accessibilityIdentifier("s"), in: ProposedViewSize(width: 50, height: 30))
        #expect(layout.frame(of: "s") == CGRect(x: 0, y: 0, width: 50, height: 30))
    }
}
