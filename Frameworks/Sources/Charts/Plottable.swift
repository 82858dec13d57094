import Foundation
import Trellis

/// A value a chart can place along an axis, as Swift Charts sees it: a number, a date or a
/// category (a string).
public enum _PlotValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value as a position on a continuous axis (dates as seconds), or `nil` for a category.
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// The value as a label's text.
    var text: String {
        switch self {
        case .number(let value): AxisLabelFormatting.number(value)
        case .date(let date): AxisLabelFormatting.shortDate(date)
        case .category(let name): name
        }
    }
}

/// The primitive values Swift Charts plots: numbers, strings and dates.
public protocol PrimitivePlottableProtocol {
    /// The value's place on an axis.
    var _plotValue: _PlotValue { get }
}

/// A type whose values a chart can plot: Swift Charts' `Plottable`. Strings, numbers and dates
/// are plottable, and so is any `RawRepresentable` type whose raw value is.
public protocol Plottable {
    /// The primitive value this value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// This value as its primitive value.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive value stands for, if any.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension Plottable {
    var _plotValue: _PlotValue { primitivePlottable._plotValue }
}

extension String: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .category(self) }
}

extension Date: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .date(self) }
}

extension Double: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(self) }
}

extension Float: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension CGFloat: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension Int: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension Int8: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension Int16: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension Int32: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension Int64: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension UInt: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension UInt8: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension UInt16: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension UInt32: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

extension UInt64: Plottable, PrimitivePlottableProtocol {
    public var _plotValue: _PlotValue { .number(Double(self)) }
}

/// A labelled value a mark plots: what `.value("Label", value)` makes.
public struct PlottableValue<Value: Plottable> {
    /// The label of the value (the axis's and the legend's title).
    let label: String
    /// The value.
    let value: _PlotValue
    /// For a date with a unit: the length of the unit starting at the value, in seconds.
    let unitLength: Double?

    /// A value labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label._chartsText, value: value._plotValue, unitLength: nil)
    }

    /// A value labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value._plotValue, unitLength: nil)
    }

    /// A value labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value._plotValue, unitLength: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to a calendar unit: bars span the unit, from its start.
    public static func value(
        _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        let interval = calendar.dateInterval(of: unit, for: value)
        return PlottableValue(
            label: label._chartsText, value: .date(interval?.start ?? value), unitLength: interval?.duration)
    }

    /// A date binned to a calendar unit, labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(
        _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        let interval = calendar.dateInterval(of: unit, for: value)
        return PlottableValue(label: String(label), value: .date(interval?.start ?? value), unitLength: interval?.duration)
    }
}

extension LocalizedStringKey {
    /// The key's text, as a chart shows it.
    var _chartsText: String {
        Mirror(reflecting: self).children.first { $0.label == "key" }?.value as? String ?? ""
    }
}
