/// The width and height of a map region in degrees: MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Sendable {
    /// North to south, degrees (one degree is about 111 km).
    public var latitudeDelta: CLLocationDegrees
    /// East to west, degrees (shorter towards the poles).
    public var longitudeDelta: CLLocationDegrees

    /// The empty span.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangle of the Earth given by its centre and span: MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The width and height, degrees.
    public var span: MKCoordinateSpan

    /// The empty region at (0, 0).
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide round `centerCoordinate`:
    /// metres become degrees on the sphere of the equatorial radius (111 319.49 m a degree of
    /// latitude; a degree of longitude shorter by the cosine of the latitude), the scale of the
    /// Web Mercator map.
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 2 * Double.pi * WebMercator.earthRadius / 360
        let latitudeDelta = latitudinalMeters / metresPerDegree
        let longitudeDelta = longitudinalMeters / (metresPerDegree * cos(centerCoordinate.latitude * .pi / 180))
        self.init(center: centerCoordinate, span: MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta))
    }

    /// The region of a map rectangle: centred on the rectangle's midpoint, spanning its edges'
    /// latitudes and longitudes.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
                  span: MKCoordinateSpan(latitudeDelta: topLeft.latitude - bottomRight.latitude,
                                         longitudeDelta: bottomRight.longitude - topLeft.longitude))
    }
}

/// The Web Mercator projection MapKit's flat map uses.
enum WebMercator {
    /// The width and height of the world in map points, 2²⁸.
    static let worldSize = 268_435_456.0
    /// The radius of the projection's sphere (the WGS 84 equatorial radius), metres.
    static let earthRadius = 6_378_137.0
}

/// A point on the flat Web Mercator map: MapKit's `MKMapPoint`. The world is 2²⁸ map points
/// square; x grows eastwards from the antimeridian, y southwards from about 85.05° N.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    public init() {
        x = 0
        y = 0
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of `coordinate`: x = (λ + 180) / 360 · 2²⁸,
    /// y = (1/2 − ln((1 + sin φ) / (1 − sin φ)) / 4π) · 2²⁸.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let sinLatitude = sin(coordinate.latitude * .pi / 180)
        x = (coordinate.longitude + 180) / 360 * WebMercator.worldSize
        y = (0.5 - log((1 + sinLatitude) / (1 - sinLatitude)) / (4 * .pi)) * WebMercator.worldSize
    }

    /// The coordinate this map point shows.
    public var coordinate: CLLocationCoordinate2D {
        let longitude = x / WebMercator.worldSize * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / WebMercator.worldSize))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance on the ground to `other`, metres (the geodesic between their coordinates).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

/// A size on the flat map, in map points: MapKit's `MKMapSize`.
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double

    public init() {
        width = 0
        height = 0
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole world: 2²⁸ × 2²⁸.
    public static let world = MKMapSize(width: WebMercator.worldSize, height: WebMercator.worldSize)
}

/// A rectangle on the flat map, in map points: MapKit's `MKMapRect`.
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// The null rectangle: at infinity, of no size.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// Whether this is the null rectangle.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether the rectangle is null or has no area.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// Whether `point` lies in the rectangle (its minimum edges included, its maximum ones not).
    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies wholly in this rectangle.
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the rectangles overlap.
    public func intersects(_ rect: MKMapRect) -> Bool {
        !intersection(rect).isNull
    }

    /// The smallest rectangle holding both (the other one when one is null).
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    /// The overlap of the rectangles, or the null rectangle.
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let x = max(minX, rect.minX), y = max(minY, rect.minY)
        let right = min(maxX, rect.maxX), bottom = min(maxY, rect.maxY)
        guard right >= x, bottom >= y else { return .null }
        return MKMapRect(x: x, y: y, width: right - x, height: bottom - y)
    }

    /// The rectangle moved inwards by `dx` and `dy` on each side.
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

/// Map points per metre on the ground at `latitude`: 2²⁸ / (2π · 6 378 137 m · cos φ).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    WebMercator.worldSize / (2 * .pi * WebMercator.earthRadius * cos(latitude * .pi / 180))
}

/// Metres on the ground per map point at `latitude`.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    1 / MKMapPointsPerMeterAtLatitude(latitude)
}

/// The distance on the ground between two map points, metres.
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance {
    a.distance(to: b)
}

/// The region `latitudinalMeters` × `longitudinalMeters` round `centerCoordinate`.
public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D,
                                               _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}
