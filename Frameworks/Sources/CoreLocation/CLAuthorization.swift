/// Whether the app may use location services: CoreLocation's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not yet been asked: what a preview always reports.
    case notDetermined = 0
    /// Location services are restricted (parental controls, for instance).
    case restricted = 1
    /// The user refused, or location services are off.
    case denied = 2
    /// The app may use location services at any time.
    case authorizedAlways = 3
    /// The app may use location services while it is in use.
    case authorizedWhenInUse = 4

    /// The deprecated name of `authorizedAlways`.
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// How precise the locations the app receives are: CoreLocation's `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// What the app does with locations, for power decisions: CoreLocation's `CLActivityType`.
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}

/// The orientation of the device for headings: CoreLocation's `CLDeviceOrientation`.
public enum CLDeviceOrientation: Int32, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// Where the device is relative to a monitored region: CoreLocation's `CLRegionState`.
public enum CLRegionState: Int, Sendable {
    case unknown = 0, inside, outside
}

/// An error of the location services: CoreLocation's `CLError`.
public struct CLError: Error, Hashable, Sendable {
    /// The kinds of location errors.
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19
    }

    /// The kind of error.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
}

/// Errors match by code, as `catch CLError.denied` does.
public func ~= (code: CLError.Code, error: any Error) -> Bool {
    (error as? CLError)?.code == code
}

/// The error domain of CoreLocation's errors.
public let kCLErrorDomain = "kCLErrorDomain"
