/// An area to monitor: CoreLocation's `CLRegion`.
open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
    /// The name the app gave the region.
    public let identifier: String
    /// Whether entering the region is reported.
    open var notifyOnEntry = true
    /// Whether leaving the region is reported.
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A circle on the Earth's surface: CoreLocation's `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The centre.
    public let center: CLLocationCoordinate2D
    /// The radius, metres.
    public let radius: CLLocationDistance

    /// The circle of `radius` metres round `center`, named `identifier`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies in the circle (its geodesic distance from the centre is at
    /// most the radius).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        geodesicDistance(center, coordinate) <= radius
    }
}
