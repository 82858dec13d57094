/// The weather at a moment: WeatherKit's `CurrentWeather`.
public struct CurrentWeather: Codable, Equatable, Sendable {
    /// When it was observed.
    public var date: Date
    /// The fraction of the sky covered by cloud, 0 to 1.
    public var cloudCover: Double
    /// The kind of weather.
    public var condition: WeatherCondition
    /// The SF Symbol for the condition.
    public var symbolName: String
    /// The temperature.
    public var temperature: Measurement<UnitTemperature>
    /// How warm it feels.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The dew point.
    public var dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, 0 to 1.
    public var humidity: Double
    /// Whether the sun is up.
    public var isDaylight: Bool
    /// The air pressure at sea level.
    public var pressure: Measurement<UnitPressure>
    /// How far one can see.
    public var visibility: Measurement<UnitLength>
}

/// The weather forecast for an hour: WeatherKit's `HourWeather`.
public struct HourWeather: Codable, Equatable, Sendable {
    /// The hour's start.
    public var date: Date
    /// The fraction of the sky covered by cloud, 0 to 1.
    public var cloudCover: Double
    /// The kind of weather.
    public var condition: WeatherCondition
    /// The SF Symbol for the condition.
    public var symbolName: String
    /// The temperature.
    public var temperature: Measurement<UnitTemperature>
    /// How warm it feels.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The dew point.
    public var dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, 0 to 1.
    public var humidity: Double
    /// Whether the sun is up.
    public var isDaylight: Bool
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
    /// The precipitation expected.
    public var precipitationAmount: Measurement<UnitLength>
    /// The air pressure at sea level.
    public var pressure: Measurement<UnitPressure>
    /// How far one can see.
    public var visibility: Measurement<UnitLength>
}

/// The weather forecast for a day: WeatherKit's `DayWeather`.
public struct DayWeather: Codable, Equatable, Sendable {
    /// The day's start.
    public var date: Date
    /// The kind of weather.
    public var condition: WeatherCondition
    /// The SF Symbol for the condition.
    public var symbolName: String
    /// The day's highest temperature.
    public var highTemperature: Measurement<UnitTemperature>
    /// The day's lowest temperature.
    public var lowTemperature: Measurement<UnitTemperature>
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
}

/// The weather forecast for a minute: WeatherKit's `MinuteWeather`.
public struct MinuteWeather: Codable, Equatable, Sendable {
    /// The minute's start.
    public var date: Date
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
    /// How hard it will rain or snow.
    public var precipitationIntensity: Measurement<UnitSpeed>
}
