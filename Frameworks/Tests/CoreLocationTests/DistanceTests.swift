import CoreLocation
import Testing

@Suite("CLLocation's distances are measured on the WGS 84 ellipsoid")
struct DistanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let from: (Double, Double), to: (Double, Double), metres: Double
        var testDescription: String { "\(from) → \(to)" }
    }

    // Expected values from GeographicLib's geodesic inverse (Karney 2013) on WGS 84, computed
    // independently; Vincenty's formula agrees with it to well under a millimetre here.
    static let cases = [
        Case(from: (50, 2), to: (76, 5), metres: 2_900_825.035_196),
        Case(from: (41, -111), to: (41, -112), metres: 84_134.725_478),
        Case(from: (0, 0), to: (0, 1), metres: 111_319.490_793),
        Case(from: (0, 0), to: (1, 0), metres: 110_574.388_558),
    ]

    @Test(arguments: cases)
    func geodesic(_ c: Case) {
        let a = CLLocation(latitude: c.from.0, longitude: c.from.1)
        let b = CLLocation(latitude: c.to.0, longitude: c.to.1)
        #expect(abs(a.distance(from: b) - c.metres) < 0.000_01)
        #expect(abs(b.distance(from: a) - c.metres) < 0.000_01)
    }

    /// Values Apple's CoreLocation returned, as public test suites recorded them.
    @Test func publishedAppleValues() {
        // v-nanov/PicsNearMe (2016): 2 900 825.03478675 m, asserted to 1e-6.
        let far = CLLocation(latitude: 50, longitude: 2).distance(from: CLLocation(latitude: 76, longitude: 5))
        #expect(abs(far - 2_900_825.034_786_75) < 0.001)
        // SwifterSwift's CLLocation array test: 41° N from 111° W to 113° W is 168.27 km ± 0.01.
        let points = [(41.0, -111.0), (41.0, -112.0), (41.0, -113.0)].map { CLLocation(latitude: $0.0, longitude: $0.1) }
        let total = points[0].distance(from: points[1]) + points[1].distance(from: points[2])
        #expect(abs(total / 1000 - 168.27) < 0.01)
        // A sphere would not do: the mean radius gives 167.84 km, the equatorial radius 168.03 km.
        #expect(abs(total - 167_838.84) > 400)
    }

    @Test func samePointIsZeroAndNearlyAntipodalPointsStillMeasure() {
        let a = CLLocation(latitude: 12.5, longitude: 45)
        #expect(a.distance(from: CLLocation(latitude: 12.5, longitude: 45)) == 0)
        let d = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0.5, longitude: 179.7))
        #expect(d > 19_900_000 && d < 20_040_000)
    }
}

@Suite("CoreLocation's values")
struct CoreLocationValueTests {
    @Test func coordinateValidity() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: -180)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.0001, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(kCLLocationCoordinate2DInvalid.latitude == -180 && kCLLocationCoordinate2DInvalid.longitude == -180)
    }

    @Test func aLocationFromLatitudeAndLongitude() {
        let location = CLLocation(latitude: 51.5, longitude: -0.12)
        #expect(location.coordinate.latitude == 51.5)
        #expect(location.altitude == 0)
        #expect(location.horizontalAccuracy == 0)
        #expect(location.verticalAccuracy == -1)
        #expect(location.speed == -1 && location.course == -1)
    }

    @Test func theLocationManagerNeverDelivers() {
        final class Delegate: NSObject, CLLocationManagerDelegate {
            var calls = 0
            func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { calls += 1 }
            func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { calls += 1 }
        }
        let manager = CLLocationManager()
        let delegate = Delegate()
        manager.delegate = delegate
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        #expect(manager.authorizationStatus == .notDetermined)
        #expect(manager.location == nil)
        #expect(delegate.calls == 0)
    }

    @Test func circularRegions() {
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 111_320, identifier: "r")
        #expect(region.contains(CLLocationCoordinate2D(latitude: 0, longitude: 1)))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 0, longitude: 1.001)))
    }
}
