import Trellis

/// A bar: Swift Charts' `BarMark`. Bars of a category and a number stand on 0; bars sharing a
/// category stack.
public struct BarMark: _PrimitiveChartContent {
    var record = MarkRecord(kind: .bar)

    /// A bar at `x` reaching `y` (or, for a numeric x and a categorical y, a horizontal bar).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        record.x = .init(x)
        record.y = .init(y)
        record.width = width
        record.height = height
        record.stacking = stacking
    }

    /// A bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        record.x = .init(x)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        record.width = width
        record.stacking = .unstacked
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.y = .init(y)
        record.height = height
        record.stacking = .unstacked
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        record.stacking = .unstacked
    }

    /// A bar at `x` spanning the plot's height (or `yStart`…`yEnd` points of it).
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record.x = .init(x)
        record.fixedYStart = yStart
        record.fixedYEnd = yEnd
        record.width = width
        record.stacking = stacking
    }

    /// A horizontal bar at `y` spanning the plot's width (or `xStart`…`xEnd` points of it).
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        record.y = .init(y)
        record.fixedXStart = xStart
        record.fixedXEnd = xEnd
        record.height = height
        record.stacking = stacking
    }

    public func _collect(into marks: inout _ChartMarks) { marks.append(record) }
}

/// A point of a line through the chart's points: Swift Charts' `LineMark`.
public struct LineMark: _PrimitiveChartContent {
    var record = MarkRecord(kind: .line)

    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .init(x)
        record.y = .init(y)
    }

    /// A point of the line of `series` at `x`, `y`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        record.x = .init(x)
        record.y = .init(y)
        record.series = .init(series)
    }

    public func _collect(into marks: inout _ChartMarks) { marks.append(record) }
}

/// A symbol at a point: Swift Charts' `PointMark`.
public struct PointMark: _PrimitiveChartContent {
    var record = MarkRecord(kind: .point)

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = .init(x)
        record.y = .init(y)
    }

    public func _collect(into marks: inout _ChartMarks) { marks.append(record) }
}

/// A point of the area under a line: Swift Charts' `AreaMark`. Areas of several series stack.
public struct AreaMark: _PrimitiveChartContent {
    var record = MarkRecord(kind: .area)

    /// A point of the area's top at `x`, `y`, the area reaching down to 0.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        record.x = .init(x)
        record.y = .init(y)
        record.stacking = stacking
    }

    /// A point of the area of `series` at `x`, `y`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        record.x = .init(x)
        record.y = .init(y)
        record.series = .init(series)
        record.stacking = stacking
    }

    /// A band from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .init(x)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        record.stacking = .unstacked
    }

    /// A horizontal band from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.y = .init(y)
        record.stacking = .unstacked
    }

    public func _collect(into marks: inout _ChartMarks) { marks.append(record) }
}

/// A straight line across the plot: Swift Charts' `RuleMark`.
public struct RuleMark: _PrimitiveChartContent {
    var record = MarkRecord(kind: .rule)

    /// A vertical line at `x` across the whole plot (or `yStart`…`yEnd` points of it).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = .init(x)
        record.fixedYStart = yStart
        record.fixedYEnd = yEnd
    }

    /// A horizontal line at `y` across the whole plot (or `xStart`…`xEnd` points of it).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record.y = .init(y)
        record.fixedXStart = xStart
        record.fixedXEnd = xEnd
    }

    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = .init(x)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
    }

    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.y = .init(y)
    }

    public func _collect(into marks: inout _ChartMarks) { marks.append(record) }
}

/// A rectangle: Swift Charts' `RectangleMark`.
public struct RectangleMark: _PrimitiveChartContent {
    var record = MarkRecord(kind: .rectangle)

    /// A rectangle centred at `x`, `y` (a band's size along a categorical axis).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        record.x = .init(x)
        record.y = .init(y)
        record.width = width
        record.height = height
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
    }

    /// A band at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        record.x = .init(x)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        record.width = width
    }

    /// A band at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.y = .init(y)
        record.height = height
    }

    public func _collect(into marks: inout _ChartMarks) { marks.append(record) }
}

/// A slice of a pie or a donut: Swift Charts' `SectorMark` (iOS 17). Slices follow each other
/// clockwise from the top, each taking its share of the sum of the angles.
public struct SectorMark: _PrimitiveChartContent {
    var record = MarkRecord(kind: .sector)

    /// A slice whose size is `angle`'s share of the total.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        record.x = .init(angle)
        record.angle = angle.value.continuous ?? 0
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset ?? 0
    }

    public func _collect(into marks: inout _ChartMarks) { marks.append(record) }
}
