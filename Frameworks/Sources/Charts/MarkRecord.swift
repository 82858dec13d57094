import Trellis

/// One mark as the chart content wrote it, with its modifiers applied: what the chart lays out.
struct MarkRecord {
    enum Kind: Hashable {
        case bar, line, point, area, rule, rectangle, sector
    }

    /// A labelled value of one channel (x, y, a series…).
    struct Channel {
        var label: String
        var value: _PlotValue
        var unitLength: Double?

        init<V>(_ value: PlottableValue<V>) {
            label = value.label
            self.value = value.value
            unitLength = value.unitLength
        }
    }

    var kind: Kind
    var order = 0
    var x: Channel?
    var y: Channel?
    var xStart: Channel?
    var xEnd: Channel?
    var yStart: Channel?
    var yEnd: Channel?
    /// Positions in points from the plot's edges (`BarMark(x:yStart:yEnd:)`'s CGFloats).
    var fixedXStart: CGFloat?
    var fixedXEnd: CGFloat?
    var fixedYStart: CGFloat?
    var fixedYEnd: CGFloat?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// `LineMark(series:)` and `AreaMark(series:)`.
    var series: Channel?
    /// `SectorMark`'s angle value and radii.
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0

    var style: AnyShapeStyle?
    var styleBy: Channel?
    var symbolBy: Channel?
    var symbol: AnyChartSymbolShape?
    var symbolSize: CGFloat?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var positionBy: Channel?
    var annotations: [MarkAnnotation] = []
    var zIndex: Double = 0
}

/// A view attached to a mark with `annotation(position:alignment:spacing:content:)`.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// The width or height of a mark: Swift Charts' `MarkDimension`.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable {
        case automatic
        case fixed(CGFloat)
        case inset(CGFloat)
        case ratio(CGFloat)
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// A dimension the chart chooses (bars: a share of their band).
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A constant dimension in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// The step of the scale less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A fraction of the step of the scale.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }

    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The dimension in points, for a scale whose step is `step` points and a default of
    /// `automatic` points.
    func resolved(step: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automatic
        case .fixed(let value): value
        case .inset(let value): max(step - value, 0)
        case .ratio(let value): step * value
        }
    }
}

/// How marks sharing a position are stacked: Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind

    /// Each mark starts where the previous one ended.
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stacked, then scaled so each stack reaches 1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stacked and centred on 0.
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Every mark starts at 0.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}

/// How a line or an area joins its points: Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind

    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A Catmull–Rom spline through the points.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    /// A cardinal spline through the points.
    public static let cardinal = InterpolationMethod(kind: .cardinal)
    /// A curve that keeps the points' monotonicity.
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps that change value at each point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change value halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that change value at the next point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)

    /// A Catmull–Rom spline (`alpha` is accepted; the centripetal spline is drawn).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal spline (`tension` is accepted and not applied).
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// Where an annotation is placed against its mark: Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Equatable, Sendable {
    /// The point of the mark's frame the annotation is placed at, and the annotation's anchor.
    let point: UnitPoint
    let anchor: UnitPoint
    /// Unit direction in which the spacing pushes the annotation away from the mark.
    let push: CGSize

    public static let automatic = AnnotationPosition(point: .top, anchor: .bottom, push: CGSize(width: 0, height: -1))
    public static let top = AnnotationPosition(point: .top, anchor: .bottom, push: CGSize(width: 0, height: -1))
    public static let bottom = AnnotationPosition(point: .bottom, anchor: .top, push: CGSize(width: 0, height: 1))
    public static let leading = AnnotationPosition(point: .leading, anchor: .trailing, push: CGSize(width: -1, height: 0))
    public static let trailing = AnnotationPosition(point: .trailing, anchor: .leading, push: CGSize(width: 1, height: 0))
    public static let topLeading = AnnotationPosition(point: .topLeading, anchor: .bottomTrailing, push: CGSize(width: -1, height: -1))
    public static let topTrailing = AnnotationPosition(point: .topTrailing, anchor: .bottomLeading, push: CGSize(width: 1, height: -1))
    public static let bottomLeading = AnnotationPosition(point: .bottomLeading, anchor: .topTrailing, push: CGSize(width: -1, height: 1))
    public static let bottomTrailing = AnnotationPosition(point: .bottomTrailing, anchor: .topLeading, push: CGSize(width: 1, height: 1))
    /// On the mark, placed by the annotation's alignment.
    public static let overlay = AnnotationPosition(point: .center, anchor: .center, push: .zero)
}
