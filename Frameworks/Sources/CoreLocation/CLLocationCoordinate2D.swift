/// A latitude or longitude in degrees: CoreLocation's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres: CoreLocation's `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// A speed in metres per second: CoreLocation's `CLLocationSpeed`.
public typealias CLLocationSpeed = Double
/// A direction in degrees clockwise from north: CoreLocation's `CLLocationDirection`.
public typealias CLLocationDirection = Double
/// The accuracy of a location in metres: CoreLocation's `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double
/// The accuracy of a speed in metres per second: CoreLocation's `CLLocationSpeedAccuracy`.
public typealias CLLocationSpeedAccuracy = Double
/// The accuracy of a direction in degrees: CoreLocation's `CLLocationDirectionAccuracy`.
public typealias CLLocationDirectionAccuracy = Double

/// A geographic coordinate on the WGS 84 datum: CoreLocation's `CLLocationCoordinate2D`.
///
/// Like Apple's (a C struct), it is neither `Equatable`, `Hashable` nor `Codable`: apps that
/// need those add them in extensions of their own, which must not clash with ours.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (negative south), −90…90.
    public var latitude: CLLocationDegrees
    /// Degrees east of the Greenwich meridian (negative west), −180…180.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        latitude = 0
        longitude = 0
    }

    /// The coordinate at `latitude` and `longitude`, in degrees.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coord` is a coordinate: a latitude in −90…90 and a longitude in −180…180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// Makes a coordinate: CoreLocation's `CLLocationCoordinate2DMake`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The invalid coordinate, (−180, −180): CoreLocation's `kCLLocationCoordinate2DInvalid`.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The best accuracy, with extra sensors, for navigation apps.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Every movement is reported: the location manager's default `distanceFilter`.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// Every change of heading is reported: the default `headingFilter`.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
/// The largest distance: CoreLocation's `CLLocationDistanceMax`.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The longest time interval: CoreLocation's `CLTimeIntervalMax`.
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude
