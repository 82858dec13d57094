import SwiftUI
import Testing
import WeatherKit

@Suite("WeatherKit without a weather service")
struct WeatherKitTests {
    static let location = CLLocation(latitude: 37.7749, longitude: -122.4194)

    @Test func aWeatherRequestThrowsSayingThereIsNoServiceHere() async {
        await #expect(throws: WeatherError.unknown) {
            _ = try await WeatherService.shared.weather(for: Self.location)
        }
        await #expect(throws: WeatherError.unknown) {
            _ = try await WeatherService.shared.weather(for: Self.location, including: .hourly)
        }
        await #expect(throws: WeatherError.unknown) {
            _ = try await WeatherService.shared.attribution
        }
        #expect(WeatherError.unknown.localizedDescription == "There is no weather service on Linux: WeatherKit's requests fail here.")
    }

    @Test(arguments: [
        (WeatherCondition.clear, "Clear"),
        (.partlyCloudy, "Partly Cloudy"),
        (.isolatedThunderstorms, "Isolated Thunderstorms"),
        (.wintryMix, "Wintry Mix"),
    ])
    func aConditionDescribesItselfInWords(condition: WeatherCondition, words: String) {
        #expect(condition.description == words)
        #expect(condition.accessibilityDescription == words)
    }

    @Test func thereAreThirtyFourConditions() {
        #expect(WeatherCondition.allCases.count == 34)
        #expect(WeatherCondition(rawValue: "mostlyClear") == .mostlyClear)
    }

    @Test(arguments: [
        (Measurement(value: 72, unit: UnitTemperature.fahrenheit).formatted(), "72°F"),
        (Measurement(value: 21.5, unit: UnitTemperature.celsius).formatted(), "21.5°C"),
        (Measurement(value: 5, unit: UnitLength.kilometers).formatted(), "5 km"),
    ])
    func aMeasurementFormatsInItsOwnUnit(formatted: String, expected: String) {
        #expect(formatted == expected)
    }

    @Test func aForecastIsACollectionOfItsEntries() throws {
        let forecast = try JSONDecoder().decode(Forecast<Int>.self, from: Data(#"{"forecast":[1,2,3]}"#.utf8))
        #expect(forecast.map { $0 * 2 } == [2, 4, 6])
        #expect(forecast.count == 3)
        #expect(forecast.forecast == [1, 2, 3])
    }

    @MainActor
    @Test func aCityViewFallsBackWhenTheWeatherCannotLoad() async {
        let model = CityWeatherModel()
        await model.load(at: Self.location)
        #expect(model.condition == .clear)
        #expect(model.temperature == Measurement(value: 72, unit: .fahrenheit))
        #expect(model.attributionLink == nil)
    }
}

// Written as apps write it: a card showing a condition, a view loading the weather in `task`.

@MainActor
final class CityWeatherModel {
    var condition: WeatherCondition?
    var willRainSoon: Bool?
    var cloudCover: Double?
    var temperature: Measurement<UnitTemperature>?
    var symbolName: String?
    var attributionLink: URL?
    var attributionLogo: URL?
    var hourly: [(date: Date, degrees: Double, isDaylight: Bool)] = []
    var highs: [Double] = []

    func load(at location: CLLocation) async {
        do {
            let weather = try await WeatherService.shared.weather(for: location)
            condition = weather.currentWeather.condition
            willRainSoon = weather.minuteForecast?.contains(where: { $0.precipitationChance >= 0.3 })
            cloudCover = weather.currentWeather.cloudCover
            temperature = weather.currentWeather.temperature
            symbolName = weather.currentWeather.symbolName
            let attribution = try await WeatherService.shared.attribution
            attributionLink = attribution.legalPageURL
            attributionLogo = attribution.combinedMarkLightURL
            hourly = try await WeatherService.shared.weather(for: location, including: .hourly).forecast.map {
                (date: $0.date, degrees: $0.temperature.converted(to: .fahrenheit).value, isDaylight: $0.isDaylight)
            }
            let (current, daily) = try await WeatherService.shared.weather(for: location, including: .current, .daily)
            highs = daily.forecast.map(\.highTemperature.value) + [current.temperature.value]
        } catch {
            print("Could not gather weather information...", error.localizedDescription)
            condition = .clear
            temperature = Measurement(value: 72, unit: .fahrenheit)
        }
    }
}

struct WeatherCard: View {
    var condition: WeatherCondition
    var temperature: Measurement<UnitTemperature>
    var symbolName: String

    var body: some View {
        HStack {
            Image(systemName: symbolName)
            VStack(alignment: .leading) {
                Text(condition.description).font(.headline)
                Label(temperature.formatted(), systemImage: symbolName)
            }
        }
    }
}

@Test func aWeatherCardShowsTheConditionAndTemperature() {
    let card = WeatherCard(condition: .partlyCloudy, temperature: Measurement(value: 72, unit: .fahrenheit), symbolName: "sun.max")
    let texts = ViewLayout(card, in: ProposedViewSize(width: 390, height: 100)).placedViews.compactMap(\.text)
    #expect(texts.contains("Partly Cloudy"))
    #expect(texts.contains("72°F"))
}
