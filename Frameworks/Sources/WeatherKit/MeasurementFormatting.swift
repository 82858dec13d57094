/// `Measurement.formatted()`, which Apple's Foundation has and Foundation on Linux lacks: the value
/// as the number style writes it and the unit's symbol, as apps show a temperature ("72°F").
extension Measurement where UnitType: Dimension {
    /// The measurement in its own unit: "72°F", "5 km".
    public func formatted() -> String {
        let number = value.formatted()
        return unit is UnitTemperature ? "\(number)\(unit.symbol)" : "\(number) \(unit.symbol)"
    }
}
