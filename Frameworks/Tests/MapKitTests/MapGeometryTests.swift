import MapKit
import Testing

@Suite("MapKit's geometry")
struct MapGeometryTests {
    struct Projection: Sendable, CustomTestStringConvertible {
        let latitude: Double, longitude: Double, x: Double, y: Double
        var testDescription: String { "(\(latitude), \(longitude))" }
    }

    // Hand-checked: the origin is the world's centre, 2²⁷; 90° E is three quarters across;
    // 85.0511287798° (atan(sinh π)) is the top edge.
    static let projections = [
        Projection(latitude: 0, longitude: 0, x: 134_217_728, y: 134_217_728),
        Projection(latitude: 0, longitude: 90, x: 201_326_592, y: 134_217_728),
        Projection(latitude: 0, longitude: -180, x: 0, y: 134_217_728),
        Projection(latitude: atan(sinh(Double.pi)) * 180 / .pi, longitude: 0, x: 134_217_728, y: 0),
    ]

    @Test(arguments: projections)
    func mapPoints(_ p: Projection) {
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: p.latitude, longitude: p.longitude))
        #expect(abs(point.x - p.x) < 1e-6)
        #expect(abs(point.y - p.y) < 1e-6)
        let back = point.coordinate
        #expect(abs(back.latitude - p.latitude) < 1e-9)
        #expect(abs(back.longitude - p.longitude) < 1e-9)
    }

    @Test func worldAndNullRectangles() {
        #expect(MKMapRect.world.width == 268_435_456)
        #expect(MKMapSize.world.height == 268_435_456)
        #expect(MKMapRect.null.isNull)
        #expect(MKMapRect.null.union(MKMapRect(x: 1, y: 2, width: 3, height: 4)).maxY == 6)
        #expect(MKMapRect(x: 0, y: 0, width: 10, height: 10).intersection(MKMapRect(x: 20, y: 0, width: 1, height: 1)).isNull)
    }

    @Test func mapPointsPerMetre() {
        // 2²⁸ map points round the equator's 2π · 6 378 137 m; twice as many at 60°.
        #expect(abs(MKMapPointsPerMeterAtLatitude(0) - 268_435_456 / (2 * .pi * 6_378_137)) < 1e-12)
        #expect(abs(MKMapPointsPerMeterAtLatitude(60) / MKMapPointsPerMeterAtLatitude(0) - 2) < 1e-9)
    }

    @Test func regionFromMetres() {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10),
                                        latitudinalMeters: 111_319.490_793_273_57, longitudinalMeters: 111_319.490_793_273_57)
        #expect(abs(region.span.latitudeDelta - 1) < 1e-9)
        #expect(abs(region.span.longitudeDelta - 2) < 1e-9)
    }
}
