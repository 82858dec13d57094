/// A shape made of map points: MapKit's `MKMultiPoint`.
open class MKMultiPoint: MKShape, @unchecked Sendable {
    let storedPoints: [MKMapPoint]

    init(points: [MKMapPoint]) {
        storedPoints = points
    }

    /// The number of points.
    open var pointCount: Int { storedPoints.count }

    /// The points.
    open func points() -> UnsafeMutablePointer<MKMapPoint> {
        let buffer = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(storedPoints.count, 1))
        buffer.initialize(from: storedPoints, count: storedPoints.count)
        return buffer
    }

    /// The coordinates of the points.
    public var coordinates: [CLLocationCoordinate2D] { storedPoints.map(\.coordinate) }

    /// The bounding map rectangle.
    open var boundingMapRect: MKMapRect {
        storedPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    }
}

/// A line through map points: MapKit's `MKPolyline`.
open class MKPolyline: MKMultiPoint, @unchecked Sendable {
    /// The line through `coords`.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(points: UnsafeBufferPointer(start: coords, count: count).map(MKMapPoint.init))
    }

    /// The line through the coordinates.
    public convenience init(coordinates: [CLLocationCoordinate2D], count: Int) {
        self.init(points: coordinates.prefix(count).map(MKMapPoint.init))
    }

    /// The line through `points`.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(points: Array(UnsafeBufferPointer(start: points, count: count)))
    }
}

/// A closed shape: MapKit's `MKPolygon`.
open class MKPolygon: MKMultiPoint, @unchecked Sendable {
    /// Holes in the polygon.
    public let interiorPolygons: [MKPolygon]?

    init(points: [MKMapPoint], interiorPolygons: [MKPolygon]?) {
        self.interiorPolygons = interiorPolygons
        super.init(points: points)
    }

    /// The polygon with corners at `coords`.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(points: UnsafeBufferPointer(start: coords, count: count).map(MKMapPoint.init), interiorPolygons: nil)
    }

    /// The polygon with corners at the coordinates.
    public convenience init(coordinates: [CLLocationCoordinate2D], count: Int) {
        self.init(points: coordinates.prefix(count).map(MKMapPoint.init), interiorPolygons: nil)
    }

    /// The polygon with corners at `coords` and holes.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int,
                            interiorPolygons: [MKPolygon]?) {
        self.init(points: UnsafeBufferPointer(start: coords, count: count).map(MKMapPoint.init),
                  interiorPolygons: interiorPolygons)
    }
}

/// A circle on the ground: MapKit's `MKCircle`.
open class MKCircle: MKShape, @unchecked Sendable {
    /// The centre.
    public let coordinate: CLLocationCoordinate2D
    /// The radius, metres.
    public let radius: CLLocationDistance

    /// The circle of `radius` metres round `coord`.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = coord
        self.radius = radius
    }
}
