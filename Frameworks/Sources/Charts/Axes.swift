import Foundation
import Trellis

/// A value an axis marks, as `AxisMarks`' content closure receives it: Swift Charts' `AxisValue`.
public struct AxisValue {
    let value: _PlotValue
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, or nil when it is of another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .number(let number):
            if let double = Double(number) as? P.PrimitivePlottable { return P(primitivePlottable: double) }
            if let integer = Int(exactly: number.rounded()) as? P.PrimitivePlottable { return P(primitivePlottable: integer) }
            if let float = Float(number) as? P.PrimitivePlottable { return P(primitivePlottable: float) }
            if let cg = CGFloat(number) as? P.PrimitivePlottable { return P(primitivePlottable: cg) }
            return nil
        case .date(let date):
            return (date as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
        case .category(let name):
            return (name as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
        }
    }
}

/// Which values an axis marks: Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case dateStride(Calendar.Component, Int)
        case explicit([_PlotValue])
    }

    let kind: Kind

    /// The scale's own values (about five on a numeric axis, every category).
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    /// About `desiredCount` values.
    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// Every multiple of `stepSize` in the domain.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(stepSize))
    }
    /// Every `count` calendar `component`s in a time domain.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count))
    }
}

/// Where an axis's marks are: Swift Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Equatable, Sendable {
    enum Kind: Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// Preset layouts of axis marks: Swift Charts' `AxisMarkPreset` (accepted; drawn as automatic).
public struct AxisMarkPreset: Sendable {
    public static let automatic = AxisMarkPreset()
    public static let extended = AxisMarkPreset()
    public static let aligned = AxisMarkPreset()
    public static let inset = AxisMarkPreset()
}

/// One element drawn at an axis value.
enum AxisComponent {
    case gridLine(stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(content: AnyView?, format: ((_PlotValue) -> String?)?, anchor: UnitPoint?, centered: Bool?,
               style: AnyShapeStyle?, font: Font?)
}

/// A building block of axis marks: Swift Charts' `AxisMark`.
public protocol AxisMark {
    /// The elements this mark draws at a value.
    func _components() -> [_AxisComponents]
}

/// Elements of axis marks, type-erased.
public struct _AxisComponents {
    var component: AxisComponent
}

extension AxisMark {
    func modifyingComponents(_ modify: @escaping (inout AxisComponent) -> Void) -> _AxisMarkList {
        _AxisMarkList(items: _components().map { var item = $0; modify(&item.component); return item })
    }

    /// Sets the font of the labels.
    public func font(_ font: Font?) -> some AxisMark {
        modifyingComponents {
            if case .label(let content, let format, let anchor, let centered, let style, _) = $0 {
                $0 = .label(content: content, format: format, anchor: anchor, centered: centered, style: style, font: font)
            }
        }
    }

    /// Sets the colour of grid lines, ticks and labels.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let erased = AnyShapeStyle(style)
        return modifyingComponents {
            switch $0 {
            case .gridLine(let stroke, _): $0 = .gridLine(stroke: stroke, style: erased)
            case .tick(let length, let stroke, _): $0 = .tick(length: length, stroke: stroke, style: erased)
            case .label(let content, let format, let anchor, let centered, _, let font):
                $0 = .label(content: content, format: format, anchor: anchor, centered: centered, style: erased, font: font)
            }
        }
    }

    /// Accepted: moves the mark (not applied).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { self }
    /// Accepted: moves the mark (not applied).
    public func offset(_ size: CGSize) -> some AxisMark { self }
}

/// Several axis marks.
public struct _AxisMarkList: AxisMark {
    let items: [_AxisComponents]
    public func _components() -> [_AxisComponents] { items }
}

extension Never: AxisMark {
    public func _components() -> [_AxisComponents] { [] }
}

extension Optional: AxisMark where Wrapped: AxisMark {
    public func _components() -> [_AxisComponents] { self?._components() ?? [] }
}

/// Builds axis marks: Swift Charts' `AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildBlock() -> _AxisMarkList { _AxisMarkList(items: []) }
    public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> _AxisMarkList {
        var items: [_AxisComponents] = []
        for mark in repeat each marks { items += mark._components() }
        return _AxisMarkList(items: items)
    }
    public static func buildOptional<M: AxisMark>(_ mark: M?) -> _AxisMarkList { _AxisMarkList(items: mark?._components() ?? []) }
    public static func buildEither<M: AxisMark>(first mark: M) -> _AxisMarkList { _AxisMarkList(items: mark._components()) }
    public static func buildEither<M: AxisMark>(second mark: M) -> _AxisMarkList { _AxisMarkList(items: mark._components()) }
    public static func buildLimitedAvailability<M: AxisMark>(_ mark: M) -> _AxisMarkList { _AxisMarkList(items: mark._components()) }
}

/// A line across the plot at an axis value: Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark {
    let stroke: StrokeStyle?
    /// A grid line, centred in its band on a categorical axis when `centered`.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    public func _components() -> [_AxisComponents] { [_AxisComponents(component: .gridLine(stroke: stroke, style: nil))] }
}

/// A short line outside the plot at an axis value: Swift Charts' `AxisTick`.
public struct AxisTick: AxisMark {
    /// The length of a tick.
    public struct Length: Sendable {
        let points: CGFloat?
        public static let automatic = Length(points: nil)
        public static let label = Length(points: nil)
        public static let longestLabel = Length(points: nil)
        public static func fixed(_ length: CGFloat) -> Length { Length(points: length) }
    }

    let length: CGFloat?
    let stroke: StrokeStyle?

    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.length = length.points
        self.stroke = stroke
    }

    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.length = length
        self.stroke = stroke
    }

    public func _components() -> [_AxisComponents] {
        [_AxisComponents(component: .tick(length: length, stroke: stroke, style: nil))]
    }
}

/// How overlapping labels are resolved (accepted).
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { Self() }
    public static func truncate(minimumWidth: CGFloat = 0) -> Self { Self() }
}

/// The orientation of labels (accepted; labels are horizontal).
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// The label of an axis value: Swift Charts' `AxisValueLabel`.
public struct AxisValueLabel: AxisMark {
    let content: AnyView?
    let format: ((_PlotValue) -> String?)?
    let anchor: UnitPoint?
    let centered: Bool?

    /// The value printed as the axis prints it.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        content = nil
        format = nil
        self.anchor = anchor
        self.centered = centered
    }

    /// The value printed with `format`.
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        content = nil
        self.format = { value in
            AxisValue(value: value, index: 0, count: 1).as(Format.FormatInput.self).map { format.format($0) }
        }
        self.anchor = anchor
        self.centered = centered
    }

    /// A view as the label.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = AnyView(content())
        format = nil
        self.anchor = anchor
        self.centered = centered
    }

    /// A text as the label.
    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(centered: centered, anchor: anchor) { Text(label) }
    }

    /// A string as the label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(centered: centered, anchor: anchor) { Text(label) }
    }

    /// A text as the label.
    public init(_ label: Text, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(centered: centered, anchor: anchor) { label }
    }

    public func _components() -> [_AxisComponents] {
        [_AxisComponents(component: .label(content: content, format: format, anchor: anchor, centered: centered, style: nil, font: nil))]
    }
}
