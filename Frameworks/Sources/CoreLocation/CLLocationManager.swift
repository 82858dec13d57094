/// The object that starts and stops location and heading updates: CoreLocation's
/// `CLLocationManager`. Every request is accepted; a preview has no device position, so the
/// authorisation stays `.notDetermined`, `location` stays `nil` and the delegate is never called.
open class CLLocationManager: NSObject {
    /// The object told about locations and authorisation changes (never called here).
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The app's authorisation: `.notDetermined`, since nobody is asked.
    open private(set) var authorizationStatus: CLAuthorizationStatus = .notDetermined
    /// The precision the user allowed: full until asked.
    open private(set) var accuracyAuthorization: CLAccuracyAuthorization = .fullAccuracy
    /// The latest location: `nil`, since none is ever received.
    open private(set) var location: CLLocation?
    /// The latest heading: `nil`.
    open private(set) var heading: CLHeading?
    /// The accuracy the app wants (default `kCLLocationAccuracyBest`).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The movement, metres, before an update is reported (default `kCLDistanceFilterNone`).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The change of heading, degrees, before an update is reported.
    open var headingFilter: CLLocationDegrees = 1
    /// The orientation headings are measured against.
    open var headingOrientation: CLDeviceOrientation = .portrait
    /// What the app does with locations.
    open var activityType: CLActivityType = .other
    /// Whether updates may pause when the device is not moving.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the app receives locations in the background.
    open var allowsBackgroundLocationUpdates = false
    /// Whether the status bar shows that the app uses location in the background.
    open var showsBackgroundLocationIndicator = false
    /// The regions being monitored.
    open private(set) var monitoredRegions: Set<CLRegion> = []
    /// The largest region radius that can be monitored, metres.
    open var maximumRegionMonitoringDistance: CLLocationDistance { 10_000 }

    public override init() {
        super.init()
    }

    /// The app's authorisation (the deprecated class form): `.notDetermined`.
    @available(*, deprecated, message: "Use the authorizationStatus instance property")
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// Whether location services are on: yes, though nothing is ever delivered.
    open class func locationServicesEnabled() -> Bool { true }
    /// Whether the device reports headings: no.
    open class func headingAvailable() -> Bool { false }
    /// Whether significant-change monitoring is available: no.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    /// Whether regions of `regionClass` can be monitored: no.
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
    /// Whether ranging is available: no.
    open class func isRangingAvailable() -> Bool { false }

    /// Asks for permission while the app is in use (accepted; no prompt, no answer).
    open func requestWhenInUseAuthorization() {}
    /// Asks for permission at any time (accepted; no prompt, no answer).
    open func requestAlwaysAuthorization() {}
    /// Asks for full accuracy for a while; the completion is never called.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String,
                                                         completion: ((Error?) -> Void)? = nil) {}
    /// Starts location updates (none arrive).
    open func startUpdatingLocation() {}
    /// Stops location updates.
    open func stopUpdatingLocation() {}
    /// Asks for one location (none arrives).
    open func requestLocation() {}
    /// Starts heading updates (none arrive).
    open func startUpdatingHeading() {}
    /// Stops heading updates.
    open func stopUpdatingHeading() {}
    /// Dismisses the heading calibration panel.
    open func dismissHeadingCalibrationDisplay() {}
    /// Starts significant-change updates (none arrive).
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() {}
    /// Starts visit updates (none arrive).
    open func startMonitoringVisits() {}
    /// Stops visit updates.
    open func stopMonitoringVisits() {}
    /// Starts monitoring `region` (listed in `monitoredRegions`; no event ever arrives).
    open func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
    /// Stops monitoring `region`.
    open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
    /// Asks for the state of `region` (never answered).
    open func requestState(for region: CLRegion) {}
}

/// The methods a location manager calls with its news: CoreLocation's
/// `CLLocationManagerDelegate`. Every method is optional (each has an empty default here, as
/// Apple's are optional Objective-C methods); a preview's manager never calls any.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error)
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}

/// A direction the device points in: CoreLocation's `CLHeading`.
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees from magnetic north.
    public let magneticHeading: CLLocationDirection
    /// Degrees from true north; negative when unknown.
    public let trueHeading: CLLocationDirection
    /// The uncertainty, degrees; negative when invalid.
    public let headingAccuracy: CLLocationDirection
    /// When the heading was determined.
    public let timestamp: Date

    init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection,
         timestamp: Date) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
    }
}
