/// Something with a place on a map: MapKit's `MKAnnotation`.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// A placemark with a coordinate, usable as an annotation: MapKit's `MKPlacemark`.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// Where the place is.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    /// The place's name.
    open var title: String? { name }
    /// None.
    open var subtitle: String? { nil }

    /// A placemark at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil,
                   postalAddress: nil)
    }

    /// A placemark at `coordinate` with an address dictionary (its values are not read).
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.init(coordinate: coordinate)
    }

    /// A copy of `placemark`.
    public override init(placemark: CLPlacemark) {
        super.init(placemark: placemark)
    }
}

/// A kind of point of interest: MapKit's `MKPointOfInterestCategory`.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let airport = Self("MKPOICategoryAirport")
    public static let amusementPark = Self("MKPOICategoryAmusementPark")
    public static let bakery = Self("MKPOICategoryBakery")
    public static let beach = Self("MKPOICategoryBeach")
    public static let cafe = Self("MKPOICategoryCafe")
    public static let evCharger = Self("MKPOICategoryEVCharger")
    public static let gasStation = Self("MKPOICategoryGasStation")
    public static let hospital = Self("MKPOICategoryHospital")
    public static let hotel = Self("MKPOICategoryHotel")
    public static let museum = Self("MKPOICategoryMuseum")
    public static let nationalPark = Self("MKPOICategoryNationalPark")
    public static let park = Self("MKPOICategoryPark")
    public static let parking = Self("MKPOICategoryParking")
    public static let publicTransport = Self("MKPOICategoryPublicTransport")
    public static let restaurant = Self("MKPOICategoryRestaurant")
    public static let school = Self("MKPOICategorySchool")
    public static let store = Self("MKPOICategoryStore")
    public static let university = Self("MKPOICategoryUniversity")
}

/// What a search finds at a point: MapKit's `MKPointOfInterestFilter`.
public struct MKPointOfInterestFilter: Sendable {
    let included: [MKPointOfInterestCategory]?
    let excluded: [MKPointOfInterestCategory]?

    /// Only these categories.
    public init(including categories: [MKPointOfInterestCategory]) {
        included = categories
        excluded = nil
    }

    /// All categories but these.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        included = nil
        excluded = categories
    }

    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])
}

/// A place on the map with what is known of it: MapKit's `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// The place.
    public let placemark: MKPlacemark
    /// The place's name (the placemark's, unless set).
    open var name: String?
    /// The place's telephone number.
    open var phoneNumber: String?
    /// The place's web site.
    open var url: URL?
    /// The place's time zone.
    open var timeZone: TimeZone?
    /// The kind of place.
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    /// Whether this is the device's location.
    public let isCurrentLocation: Bool

    /// The item for `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.name = placemark.name
        self.isCurrentLocation = false
    }

    private init(currentLocation: ()) {
        placemark = MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)
        name = "My Location"
        isCurrentLocation = true
    }

    /// The item standing for the device's location (its coordinate is unknown here).
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }

    /// Opens the item in Maps: not possible here, so `false`.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Opens the items in Maps: not possible here, so `false`.
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A plain annotation at a coordinate: MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: MKShape, @unchecked Sendable {
    /// Where the annotation is.
    open var coordinate = CLLocationCoordinate2D()

    public override init() {
        super.init()
    }

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
    }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// A shape with a title: MapKit's `MKShape`.
open class MKShape: NSObject, @unchecked Sendable {
    /// The shape's title.
    open var title: String?
    /// The shape's subtitle.
    open var subtitle: String?
}
