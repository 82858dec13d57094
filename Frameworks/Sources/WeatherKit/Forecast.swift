/// A forecast: WeatherKit's `Forecast`, a collection of hours, days or minutes in time order.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The forecast's entries.
    public var forecast: [Element]

    /// A forecast of these entries.
    init(forecast: [Element]) { self.forecast = forecast }

    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

extension Forecast: Equatable where Element: Equatable {}
extension Forecast: Codable where Element: Codable {}

/// The weather now and its forecasts: WeatherKit's `Weather`.
public struct Weather: Sendable {
    /// The current weather.
    public var currentWeather: CurrentWeather
    /// The next hour, minute by minute, where it is forecast.
    public var minuteForecast: Forecast<MinuteWeather>?
    /// The forecast hour by hour.
    public var hourlyForecast: Forecast<HourWeather>
    /// The forecast day by day.
    public var dailyForecast: Forecast<DayWeather>
}
