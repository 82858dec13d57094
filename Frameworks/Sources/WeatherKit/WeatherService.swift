// `import WeatherKit` on Linux: the weather types apps read and a service that has no weather to
// give. Every request throws `WeatherError.unknown`, whose description says there is no weather
// service here, so an app's `catch` shows what it shows when the network is down.
@_exported import CoreLocation
@_exported import Foundation

/// The service that answers weather queries: WeatherKit's `WeatherService`.
///
/// There is no weather service on Linux: `weather(for:)`, `weather(for:including:…)` and
/// `attribution` throw `WeatherError.unknown`.
public final class WeatherService: Sendable {
    /// The shared service.
    public static let shared = WeatherService()

    /// A service.
    public init() {}

    /// All the weather for a location: throws, as there is no weather service here.
    public func weather(for location: CLLocation) async throws -> Weather {
        throw WeatherError.unknown
    }

    /// One data set for a location (`including: .hourly`): throws.
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw WeatherError.unknown
    }

    /// Two data sets for a location: throws.
    public func weather<T1, T2>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>
    ) async throws -> (T1, T2) {
        throw WeatherError.unknown
    }

    /// Three data sets for a location: throws.
    public func weather<T1, T2, T3>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
        _ dataSet3: WeatherQuery<T3>
    ) async throws -> (T1, T2, T3) {
        throw WeatherError.unknown
    }

    /// The attribution an app must show with the weather: throws, as there is no service to name.
    public var attribution: WeatherAttribution {
        get async throws { throw WeatherError.unknown }
    }
}

/// A data set to ask `WeatherService` for: WeatherKit's `WeatherQuery`.
public struct WeatherQuery<T>: Sendable {
    /// The data set's name.
    let name: String
}

extension WeatherQuery where T == CurrentWeather {
    /// The current weather.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery(name: "current") }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    /// The hourly forecast.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery(name: "hourly") }

    /// The hourly forecast between two dates.
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> {
        WeatherQuery(name: "hourly")
    }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    /// The daily forecast.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery(name: "daily") }

    /// The daily forecast between two dates.
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> {
        WeatherQuery(name: "daily")
    }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
    /// The next hour's forecast, minute by minute, where there is one.
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery(name: "minute") }
}

/// Why a weather request failed: WeatherKit's `WeatherError`.
public enum WeatherError: LocalizedError, Sendable {
    /// The app may not use WeatherKit.
    case permissionDenied
    /// Anything else; on Linux, that there is no weather service.
    case unknown

    public var errorDescription: String? {
        switch self {
        case .permissionDenied: "The app is not permitted to use WeatherKit."
        case .unknown: "There is no weather service on Linux: WeatherKit's requests fail here."
        }
    }
}

/// Who provides the weather, as an app must credit it: WeatherKit's `WeatherAttribution`.
public struct WeatherAttribution: Sendable {
    /// The service's name.
    public let serviceName: String
    /// The page of the data sources' legal attributions.
    public let legalPageURL: URL
    /// The legal attribution as text.
    public let legalAttributionText: String
    /// The service's mark for light backgrounds.
    public let combinedMarkLightURL: URL
    /// The service's mark for dark backgrounds.
    public let combinedMarkDarkURL: URL
    /// The service's square mark.
    public let squareMarkURL: URL
}
