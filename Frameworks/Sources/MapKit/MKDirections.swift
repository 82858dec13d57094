/// How a route is travelled: MapKit's `MKDirectionsTransportType`.
public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between two places: MapKit's `MKRoute`.
open class MKRoute: NSObject, @unchecked Sendable {
    /// The route's name.
    open var name: String { "" }
    /// The line along the route.
    open var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
    /// The length, metres.
    open var distance: CLLocationDistance { 0 }
    /// The time it takes, seconds.
    open var expectedTravelTime: TimeInterval { 0 }
    /// How it is travelled.
    open var transportType: MKDirectionsTransportType { .automobile }
    /// Notes on the route.
    open var advisoryNotices: [String] { [] }
}

/// Directions between two places: MapKit's `MKDirections`. There is no routing service here:
/// completion handlers are never called and `calculate()` returns no routes.
open class MKDirections: NSObject, @unchecked Sendable {
    /// Where from and where to: MapKit's `MKDirections.Request`.
    open class Request: NSObject, @unchecked Sendable {
        /// The start.
        open var source: MKMapItem?
        /// The end.
        open var destination: MKMapItem?
        /// How the route is travelled.
        open var transportType: MKDirectionsTransportType = .any
        /// Whether several routes are wanted.
        open var requestsAlternateRoutes = false
        /// When to leave.
        open var departureDate: Date?
        /// When to arrive.
        open var arrivalDate: Date?

        public override init() {
            super.init()
        }
    }

    /// The routes found: MapKit's `MKDirections.Response`.
    open class Response: NSObject, @unchecked Sendable {
        /// The start.
        open var source: MKMapItem { MKMapItem.forCurrentLocation() }
        /// The end.
        open var destination: MKMapItem { MKMapItem.forCurrentLocation() }
        /// The routes: none.
        open var routes: [MKRoute] { [] }
    }

    /// The travel time of a route: MapKit's `MKDirections.ETAResponse`.
    open class ETAResponse: NSObject, @unchecked Sendable {
        /// The time it takes, seconds.
        open var expectedTravelTime: TimeInterval { 0 }
    }

    /// The handler directions call.
    public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void

    let request: Request

    /// Directions for `request`.
    public init(request: MKDirections.Request) {
        self.request = request
    }

    /// Whether a calculation is running: never.
    open var isCalculating: Bool { false }
    /// Computes routes (the handler is never called).
    open func calculate(completionHandler: @escaping DirectionsHandler) {}
    /// Computes routes: a response with none.
    open func calculate() async throws -> MKDirections.Response { Response() }
    /// Computes the travel time: zero.
    open func calculateETA() async throws -> MKDirections.ETAResponse { ETAResponse() }
    /// Cancels the calculation.
    open func cancel() {}
}
