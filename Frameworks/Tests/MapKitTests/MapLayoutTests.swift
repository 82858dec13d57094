import MapKit
import SwiftUI
import Testing

/// The Web Mercator projection written out independently of the module: the map's top-left is
/// (0, 0), the world 2²⁸ map points square.
private func mercator(_ latitude: Double, _ longitude: Double) -> (x: Double, y: Double) {
    let world = 268_435_456.0
    let phi = latitude * .pi / 180
    return ((longitude + 180) / 360 * world, (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2 * world)
}

@Suite("A Map places its content by Web Mercator projection")
struct MapLayoutTests {
    static let center = CLLocationCoordinate2D(latitude: 37.7749, longitude: -122.4194)
    static let region = MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
    static let cityHall = CLLocationCoordinate2D(latitude: 37.7793, longitude: -122.4193)
    static let library = CLLocationCoordinate2D(latitude: 37.7786, longitude: -122.4158)

    struct TwoMarkers: View {
        var body: some View {
            Map(initialPosition: .region(MapLayoutTests.region)) {
                Marker("City Hall", coordinate: MapLayoutTests.cityHall)
                Marker("Library", systemImage: "books.vertical", coordinate: MapLayoutTests.library).tint(.blue)
            }
        }
    }

    /// The balloons, in source order: their tips are at the coordinates.
    static func balloons(_ layout: ViewLayout) -> [CGRect] {
        layout.placedViews.filter { $0.kind.contains("MarkerBalloonShape") }.map(\.frame)
    }

    @Test func markersSitAtTheirProjectedPoints() throws {
        let layout = ViewLayout(TwoMarkers(), in: ProposedViewSize(width: 390, height: 300))
        #expect(layout.size == CGSize(width: 390, height: 300))
        let balloons = Self.balloons(layout)
        try #require(balloons.count == 2)

        // The region's map rectangle: 0.05° of longitude is 0.05/360 of the world; its height
        // runs between the map points of its north and south edges. It is fitted whole.
        let c = mercator(37.7749, -122.4194)
        let width = 0.05 / 360 * 268_435_456.0
        let height = mercator(37.7499, -122.4194).y - mercator(37.7999, -122.4194).y
        let scale = min(390 / width, 300 / height)
        // Hand-checked: the region is 2²⁸ · 0.05 / 360 = 37 282.7 map points wide and 47 168.0
        // tall (1 / cos 37.77° times as tall), so its height decides the scale, 300 / 47 168.0 ≈
        // 0.0063602 points per map point.
        #expect(abs(width - 37_282.702) < 0.001)
        #expect(abs(height - 47_168.015) < 0.001)
        #expect(abs(scale - 0.0063602) < 0.0000001)

        for (coordinate, balloon) in zip([Self.cityHall, Self.library], balloons) {
            let p = mercator(coordinate.latitude, coordinate.longitude)
            let x = 195 + (p.x - c.x) * scale
            let y = 150 + (p.y - c.y) * scale
            #expect(abs(balloon.midX - x) < 1e-9)
            #expect(abs(balloon.maxY - y) < 1e-9)
            #expect(balloon.size == CGSize(width: 28, height: 36))
        }
        // City Hall is 0.0044° of the region's 0.05° north of the centre, so about 0.0044 / 0.05 ·
        // 300 = 26.4 points up, and 0.0001° east, 0.0001 / 0.05 · 37 282.7 · 0.00636 = 0.47 right.
        #expect(abs(balloons[0].maxY - (150 - 26.40)) < 0.01)
        #expect(abs(balloons[0].midX - (195 + 0.47)) < 0.01)
    }

    @Test func anAutomaticPositionFitsItsContentInsideTheMargins() throws {
        struct Automatic: View {
            var body: some View {
                Map {
                    Marker("City Hall", coordinate: MapLayoutTests.cityHall)
                    Marker("Library", coordinate: MapLayoutTests.library)
                }
            }
        }
        let layout = ViewLayout(Automatic(), in: ProposedViewSize(width: 390, height: 300))
        let balloons = Self.balloons(layout)
        try #require(balloons.count == 2)
        // The points' bounding box, fitted into the view less 48 at the top, 32 elsewhere:
        // its wider side (east–west) fills 390 − 64 points, centred between the side margins.
        let a = mercator(Self.cityHall.latitude, Self.cityHall.longitude)
        let b = mercator(Self.library.latitude, Self.library.longitude)
        let scale = min(326 / abs(b.x - a.x), 220 / abs(b.y - a.y))
        #expect(abs(balloons[0].midX - 32) < 1e-9)
        #expect(abs(balloons[1].midX - 358) < 1e-9)
        #expect(abs((balloons[0].maxY - balloons[1].maxY) - (a.y - b.y) * scale) < 1e-8)
        // Vertically the two points are centred in the inset area, 48…268.
        #expect(abs((balloons[0].maxY + balloons[1].maxY) / 2 - 158) < 1e-9)
    }

    @Test func anAnnotationPutsItsAnchorOnTheCoordinate() throws {
        struct Annotated: View {
            var body: some View {
                Map(initialPosition: .region(MapLayoutTests.region)) {
                    Annotation("Pier", coordinate: MapLayoutTests.center, anchor: .bottom) {
                        Color.orange.frame(width: 20, height: 10).accessibilityIdentifier("pier")
                    }
                    Annotation("Dot", coordinate: MapLayoutTests.center) {
                        Circle().frame(width: 12, height: 12).accessibilityIdentifier("dot")
                    }
                }
            }
        }
        let layout = ViewLayout(Annotated(), in: ProposedViewSize(width: 390, height: 300))
        // The region's centre is the view's centre.
        #expect(layout.frame(of: "pier") == CGRect(x: 185, y: 140, width: 20, height: 10))
        #expect(layout.frame(of: "dot") == CGRect(x: 189, y: 144, width: 12, height: 12))
    }

    @Test func aMapTakesTheWholeProposal() {
        let layout = ViewLayout(Map(), in: ProposedViewSize(width: 320, height: 200))
        #expect(layout.size == CGSize(width: 320, height: 200))
    }
}
