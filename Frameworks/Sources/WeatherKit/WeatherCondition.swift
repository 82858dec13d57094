/// The kind of weather: WeatherKit's `WeatherCondition`.
public enum WeatherCondition: String, CaseIterable, Codable, CustomStringConvertible, Hashable, Sendable {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy
    case freezingDrizzle, freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane
    case isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms
    case sleet, smoky, snow, strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm
    case windy, wintryMix

    /// The condition in words, capitalised: "Partly Cloudy".
    public var description: String {
        rawValue.reduce(into: "") { words, character in
            if words.isEmpty {
                words.append(character.uppercased())
            } else {
                if character.isUppercase { words.append(" ") }
                words.append(character)
            }
        }
    }

    /// The condition as VoiceOver reads it: its description.
    public var accessibilityDescription: String { description }
}
