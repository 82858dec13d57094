/// A floor of a building: CoreLocation's `CLFloor`.
open class CLFloor: NSObject, @unchecked Sendable {
    /// The floor's level, 0 for the ground floor.
    open private(set) var level: Int

    init(level: Int) {
        self.level = level
    }
}

/// A position reported by the location services: CoreLocation's `CLLocation`. Immutable, as
/// Apple's is.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    /// The latitude and longitude.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude above mean sea level, metres.
    public let altitude: CLLocationDistance
    /// The altitude above the WGS 84 ellipsoid, metres (the altitude here).
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius of uncertainty of the coordinate, metres; negative when the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of the altitude, metres; negative when the altitude is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel, degrees from true north; negative when unknown.
    public let course: CLLocationDirection
    /// The uncertainty of the course, degrees; negative when unknown.
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The speed, metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// The uncertainty of the speed; negative when unknown.
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the location was determined.
    public let timestamp: Date
    /// The floor of the building, when known (never, here).
    public let floor: CLFloor? = nil

    /// A location at `latitude` and `longitude`, at altitude 0, timestamped now: an exact
    /// horizontal position (accuracy 0) with no altitude, course or speed (accuracies −1), as
    /// Apple's initialiser makes it.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, courseAccuracy: -1, speed: -1,
                  speedAccuracy: -1, timestamp: Date())
    }

    /// A location with the given position and accuracies.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with the given position, accuracies, course and speed.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with every value given.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed,
                speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.ellipsoidalAltitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
    }

    /// The distance to `location` in metres along the WGS 84 ellipsoid (altitudes ignored), as
    /// Apple computes it (see `geodesicDistance`).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        geodesicDistance(coordinate, location.coordinate)
    }

    /// The location itself: locations are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ %@", coordinate.latitude,
               coordinate.longitude, horizontalAccuracy, speed, course, timestamp.description)
    }
}
