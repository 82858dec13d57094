/// A 2D shape, which is also a view that fills the space it is offered with the foreground style.
public protocol Shape: Sendable, View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size of the shape for `proposal` (by default the proposal, 10 on unspecified axes).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether the shape's path is mirrored horizontally in a layout direction (by default
    /// `.mirrors`: in a right-to-left layout).
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// The shape's outline stroked with `content`, centred on the outline; a shape view other
    /// fills and strokes can be layered on (`.stroke(.red).fill(.blue)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline stroked with `content` in `style`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline stroked with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(StrokeStyle(lineWidth: lineWidth), inset: false))
    }

    /// The shape's outline stroked with the foreground style in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(style, inset: false))
    }
}

/// A shape that can be inset, so it can be stroked inside its bounds.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape's outline stroked with `content`, inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline stroked with `content` in `style`, inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView>
    {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
}

/// The characteristics of a stroke.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How the ends of a stroked line are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// How the joins of a stroked path are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// The rule that decides which points a filled path covers.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    private let base: any Shape

    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape {
            base = erased.base
        } else {
            base = shape
        }
    }

    /// A rectangle, without the cost of a dynamic cast (every `Color` is one).
    static let rectangle = AnyShape(Rectangle())

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }

    /// The name of the wrapped shape's type.
    var typeName: String { String(describing: type(of: base)) }
}

/// A shape drawn with a style: what `fill`, `stroke` and `strokeBorder` make.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: _PrimitiveView {
    /// How the shape is drawn.
    enum Drawing {
        case fill(FillStyle)
        /// A stroke centred on the outline, or inside it (`inset`, for `strokeBorder`).
        case stroke(StrokeStyle, inset: Bool)
    }

    public var shape: Content
    public var style: Style
    var drawing: Drawing

    init(shape: Content, style: Style, drawing: Drawing) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
    }

    /// The shape filled with `style` by the rule of `fillStyle`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.init(shape: shape, style: style, drawing: .fill(fillStyle))
    }

    /// How the shape is filled (a stroke's is the default fill style).
    public var fillStyle: FillStyle {
        get {
            if case .fill(let fillStyle) = drawing { return fillStyle }
            return FillStyle()
        }
        set {
            if case .fill = drawing { drawing = .fill(newValue) }
        }
    }

    public func _resolve(into resolver: _ViewResolver) {
        let nodeDrawing: ShapeNode.Drawing
        switch drawing {
        case .fill(let fillStyle): nodeDrawing = .fill(AnyShapeStyle(style), evenOdd: fillStyle.isEOFilled)
        case .stroke(let strokeStyle, let inset): nodeDrawing = .stroke(AnyShapeStyle(style), strokeStyle, inset: inset)
        }
        // A border stroke is drawn centred on the outline of the shape inset by half its width.
        var drawnShape = AnyShape(shape)
        if case .stroke(let strokeStyle, true) = drawing, let insettable = shape as? any InsettableShape {
            drawnShape = AnyShape(insettable.inset(by: strokeStyle.lineWidth / 2))
        }
        resolver.emit(ShapeNode(
            shape: AnyShape(shape), drawnShape: drawnShape, drawing: nodeDrawing, kind: String(describing: Content.self),
            environment: resolver.sharedEnvironment))
    }
}
