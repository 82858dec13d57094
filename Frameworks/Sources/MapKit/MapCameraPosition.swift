import Trellis

/// A camera looking down at the map: MapKit's `MapCamera`. Heading and pitch are kept but the
/// placeholder draws the map north up and flat.
public struct MapCamera: Equatable, Sendable {
    /// What the camera looks at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The camera's distance from its centre, metres.
    public var distance: Double
    /// Degrees clockwise from north the camera faces.
    public var heading: Double
    /// Degrees from straight down the camera tilts.
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
            && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
            && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}

/// Where a map's camera is: MapKit's `MapCameraPosition`.
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
        case item(MKMapItem, allowsAutomaticPitch: Bool)
        indirect case userLocation(followsHeading: Bool, fallback: MapCameraPosition)
    }

    let kind: Kind

    /// Frames all the map's content.
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
    /// Shows `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    /// Shows `rect`.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
    /// Looks through `camera`.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    /// Frames `item`.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item, allowsAutomaticPitch: allowsAutomaticPitch))
    }
    /// Follows the user's location, or shows `fallback` while it is unknown (always, here).
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: fallback))
    }

    /// The region shown, when the position is a region.
    public var region: MKCoordinateRegion? { if case .region(let region) = kind { region } else { nil } }
    /// The rectangle shown, when the position is a map rectangle.
    public var rect: MKMapRect? { if case .rect(let rect) = kind { rect } else { nil } }
    /// The camera, when the position is a camera.
    public var camera: MapCamera? { if case .camera(let camera) = kind { camera } else { nil } }
    /// The item framed, when the position is an item.
    public var item: MKMapItem? { if case .item(let item, _) = kind { item } else { nil } }
    /// Whether the camera follows the user's location.
    public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }
    /// Whether the camera follows the user's heading.
    public var followsUserHeading: Bool { if case .userLocation(let heading, _) = kind { heading } else { false } }
    /// The position used while the user's location is unknown.
    public var fallbackPosition: MapCameraPosition? { if case .userLocation(_, let fallback) = kind { fallback } else { nil } }
    /// Whether the pitch may change by itself when framing an item.
    public var allowsAutomaticPitch: Bool { if case .item(_, let pitch) = kind { pitch } else { false } }
    /// Whether the user moved the camera: never, in a picture.
    public var positionedByUser: Bool { false }

    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.automatic, .automatic): return true
        case let (.region(a), .region(b)):
            return a.center.latitude == b.center.latitude && a.center.longitude == b.center.longitude
                && a.span.latitudeDelta == b.span.latitudeDelta && a.span.longitudeDelta == b.span.longitudeDelta
        case let (.rect(a), .rect(b)):
            return a.minX == b.minX && a.minY == b.minY && a.width == b.width && a.height == b.height
        case let (.camera(a), .camera(b)): return a == b
        case let (.item(a, pa), .item(b, pb)): return a === b && pa == pb
        case let (.userLocation(ha, fa), .userLocation(hb, fb)): return ha == hb && fa == fb
        default: return false
        }
    }
}

/// Limits on where the camera can go: MapKit's `MapCameraBounds` (kept, not applied).
public struct MapCameraBounds: Sendable {
    let minimumDistance: Double?
    let maximumDistance: Double?

    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }

    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }

    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }
}

/// The gestures a map answers: MapKit's `MapInteractionModes` (accepted; a picture has none).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the iOS 14 map follows the user: MapKit's `MapUserTrackingMode`.
public enum MapUserTrackingMode: Equatable, Hashable, Sendable {
    case none
    case follow
}

/// How often camera changes are reported: MapKit's `MapCameraUpdateFrequency`.
public struct MapCameraUpdateFrequency: Equatable, Sendable {
    let continuous: Bool
    public static let onEnd = MapCameraUpdateFrequency(continuous: false)
    public static let continuous = MapCameraUpdateFrequency(continuous: true)
}

/// What a camera change reports: MapKit's `MapCameraUpdateContext` (never reported here).
public struct MapCameraUpdateContext: Sendable {
    /// The camera.
    public let camera: MapCamera
    /// The region shown.
    public let region: MKCoordinateRegion
    /// The rectangle shown.
    public let rect: MKMapRect
}
