// iOS 17's layered shape drawing: `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`. Each
// fill or stroke of a shape view is a new shape view with the earlier one as its background, as
// SwiftUI builds them, so the layers are drawn in the order written and the layout is the
// shape's (a background is offered its view's size, and a shape takes what it is offered).

/// A view that draws a shape and lets further fills and strokes be layered on it: SwiftUI's
/// `ShapeView`.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape filled over an earlier drawing of it: what `ShapeView.fill` makes.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, _PrimitiveView {
    public var shape: Content
    /// The style the shape is filled with.
    public var style: Style
    /// The rule deciding which points the fill covers.
    public var fillStyle: FillStyle
    /// What is drawn beneath the fill.
    public var background: Background

    /// `shape` filled with `style` by the rule of `fillStyle`, over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public func _resolve(into resolver: _ViewResolver) {
        _ShapeView(shape: shape, style: style, drawing: .fill(fillStyle))._layered(over: background, into: resolver)
    }
}

/// A shape's outline stroked, over an earlier drawing of it: what `stroke(_:lineWidth:)` makes.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, _PrimitiveView {
    public var shape: Content
    /// The style the outline is stroked with.
    public var style: Style
    /// The line's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the line's edges are smoothed (always drawn smoothed here).
    public var isAntialiased: Bool
    /// What is drawn beneath the stroke.
    public var background: Background

    /// `shape`'s outline stroked with `style` in `strokeStyle`, over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public func _resolve(into resolver: _ViewResolver) {
        _ShapeView(shape: shape, style: style, drawing: .stroke(strokeStyle, inset: false))._layered(over: background, into: resolver)
    }
}

/// A shape's outline stroked inside its bounds, over an earlier drawing of it: what
/// `strokeBorder(_:lineWidth:)` makes.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, _PrimitiveView {
    public var shape: Content
    /// The style the border is stroked with.
    public var style: Style
    /// The line's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the line's edges are smoothed (always drawn smoothed here).
    public var isAntialiased: Bool
    /// What is drawn beneath the border.
    public var background: Background

    /// `shape`'s outline stroked with `style` in `strokeStyle` inside its bounds, over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public func _resolve(into resolver: _ViewResolver) {
        _ShapeView(shape: shape, style: style, drawing: .stroke(strokeStyle, inset: true))._layered(over: background, into: resolver)
    }
}

extension _ShapeView {
    /// Resolves this drawing with `background` beneath it; a shape drawn first (no background)
    /// is one node, as it was before shape views could be layered.
    func _layered<Background: View>(over background: Background, into resolver: _ViewResolver) {
        if Background.self == EmptyView.self {
            _resolve(into: resolver)
        } else {
            self.background(background)._resolve(into: resolver)
        }
    }
}

extension ShapeView {
    /// This shape filled with `content`, over what this view draws.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// This shape's outline stroked with `content` in `style`, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This shape's outline stroked with `content`, `lineWidth` wide, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// This shape's outline stroked with `content` in `style` inside its bounds, over what this
    /// view draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self>
    {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This shape's outline stroked with `content`, `lineWidth` wide, inside its bounds, over
    /// what this view draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
