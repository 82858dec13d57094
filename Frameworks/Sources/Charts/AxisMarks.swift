import Trellis

/// The marks of an axis at a set of values: Swift Charts' `AxisMarks`. With no content, each
/// value gets a grid line, a tick and a label.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let stroke: StrokeStyle?
    let content: ((AxisValue) -> [_AxisComponents])?

    /// Marks at `values`, each drawn by `content`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.position = position
        self.values = values
        stroke = nil
        self.content = { content($0)._components() }
    }

    /// Marks at the given values, each drawn by `content`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.position = position
        self.values = AxisMarkValues(kind: .explicit(values.map(\._plotValue)))
        stroke = nil
        self.content = { content($0)._components() }
    }

    public func _axisMarks() -> [_ResolvedAxisMarks] {
        [_ResolvedAxisMarks(position: position, values: values, stroke: stroke, content: content)]
    }
}

extension AxisMarks where Content == Never {
    /// The default marks (grid line, tick, label) at `values`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) {
        self.position = position
        self.values = values
        self.stroke = stroke
        content = nil
    }

    /// The default marks at the given values.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) {
        self.position = position
        self.values = AxisMarkValues(kind: .explicit(values.map(\._plotValue)))
        self.stroke = stroke
        content = nil
    }

    /// The default marks, labels printed with `format`.
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.position = position
        self.values = values
        self.stroke = stroke
        let label = AxisValueLabel(format: format)
        content = { _ in AxisGridLine(stroke: stroke)._components() + AxisTick(stroke: stroke)._components() + label._components() }
    }
}

/// What an axis modifier's closure builds: Swift Charts' `AxisContent`.
public protocol AxisContent {
    /// The axis marks this content is made of.
    func _axisMarks() -> [_ResolvedAxisMarks]
}

/// One `AxisMarks`, type-erased.
public struct _ResolvedAxisMarks {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let stroke: StrokeStyle?
    let content: ((AxisValue) -> [_AxisComponents])?

    /// The elements at `value`: the content's, or the default grid line, tick and label.
    func components(at value: AxisValue) -> [AxisComponent] {
        if let content { return content(value).map(\.component) }
        return [.gridLine(stroke: stroke, style: nil), .tick(length: nil, stroke: stroke, style: nil),
                .label(content: nil, format: nil, anchor: nil, centered: nil, style: nil, font: nil)]
    }
}

/// Several axis contents.
public struct _AxisContentList: AxisContent {
    let marks: [_ResolvedAxisMarks]
    public func _axisMarks() -> [_ResolvedAxisMarks] { marks }
}

extension Optional: AxisContent where Wrapped: AxisContent {
    public func _axisMarks() -> [_ResolvedAxisMarks] { self?._axisMarks() ?? [] }
}

/// Builds an axis's content: Swift Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildBlock() -> _AxisContentList { _AxisContentList(marks: []) }
    public static func buildBlock<each C: AxisContent>(_ contents: repeat each C) -> _AxisContentList {
        var marks: [_ResolvedAxisMarks] = []
        for content in repeat each contents { marks += content._axisMarks() }
        return _AxisContentList(marks: marks)
    }
    public static func buildOptional<C: AxisContent>(_ content: C?) -> _AxisContentList { _AxisContentList(marks: content?._axisMarks() ?? []) }
    public static func buildEither<C: AxisContent>(first content: C) -> _AxisContentList { _AxisContentList(marks: content._axisMarks()) }
    public static func buildEither<C: AxisContent>(second content: C) -> _AxisContentList { _AxisContentList(marks: content._axisMarks()) }
    public static func buildLimitedAvailability<C: AxisContent>(_ content: C) -> _AxisContentList { _AxisContentList(marks: content._axisMarks()) }
}
