/// A place's name and address: CoreLocation's `CLPlacemark`. A preview's geocoder finds none;
/// MapKit's `MKPlacemark` makes them from coordinates.
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
    /// The place's location.
    open internal(set) var location: CLLocation?
    /// The place's name.
    open internal(set) var name: String?
    /// The street.
    open internal(set) var thoroughfare: String?
    /// The house number.
    open internal(set) var subThoroughfare: String?
    /// The city.
    open internal(set) var locality: String?
    /// The neighbourhood.
    open internal(set) var subLocality: String?
    /// The state or province.
    open internal(set) var administrativeArea: String?
    /// The county.
    open internal(set) var subAdministrativeArea: String?
    /// The postal code.
    open internal(set) var postalCode: String?
    /// The ISO country code.
    open internal(set) var isoCountryCode: String?
    /// The country.
    open internal(set) var country: String?
    /// The inland water body.
    open internal(set) var inlandWater: String?
    /// The ocean.
    open internal(set) var ocean: String?
    /// Points of interest at the place.
    open internal(set) var areasOfInterest: [String]?
    /// The place's region.
    open internal(set) var region: CLRegion?
    /// The place's time zone.
    open internal(set) var timeZone: TimeZone?

    /// A placemark for `location` named `name` (MapKit's placemarks start here).
    public init(location: CLLocation?, name: String?, postalAddress: Any?) {
        self.location = location
        self.name = name
    }

    /// A copy of `placemark`.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        inlandWater = placemark.inlandWater
        ocean = placemark.ocean
        areasOfInterest = placemark.areasOfInterest
        region = placemark.region
        timeZone = placemark.timeZone
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Turns coordinates into addresses and back: CoreLocation's `CLGeocoder`. Without a network
/// service, completion handlers are never called, and the `async` forms throw
/// `CLError(.geocodeFoundNoResult)` at once (waiting for ever would hold a task).
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// The handler geocoding requests call.
    public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

    /// Whether a request is running: never.
    open var isGeocoding: Bool { false }

    public override init() {
        super.init()
    }

    /// Looks up the address of `location` (never answered).
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {}
    /// Looks up the address of `location` in `locale` (never answered).
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) {}
    /// Looks up the places an address names (never answered).
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {}
    /// Looks up the places an address names in `region` (never answered).
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {}
    /// Cancels the running request.
    open func cancelGeocode() {}

    /// The address of `location`: throws `CLError(.geocodeFoundNoResult)`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.geocodeFoundNoResult)
    }
    /// The places an address names: throws `CLError(.geocodeFoundNoResult)`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.geocodeFoundNoResult)
    }
}
