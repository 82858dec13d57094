/// What a laid-out view draws, in drawing order: the input of the PNG and SVG back ends.
///
/// Frames are snapped to the pixel grid of the display scale (each edge to the nearest pixel,
/// exact halves up), as SwiftUI does when it draws; layout itself is never rounded.
public struct DisplayList: Sendable {
    /// The size of the canvas, in points: the window, grown to hold the whole root view.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Where the window's origin is on the canvas (non-zero when the root overflows the window).
    public var origin: CGPoint
    /// The items, back to front.
    public var items: [DisplayItem]
}

/// One thing drawn.
public indirect enum DisplayItem: Sendable {
    /// A path filled with a colour.
    case fill(Path, Color.Resolved)
    /// A path filled with a gradient (in the same coordinates as the path).
    case gradientFill(Path, ResolvedGradient)
    /// A path stroked with a colour.
    case stroke(Path, Color.Resolved, StrokeStyle)
    /// Text laid out in a frame.
    case text(DisplayText)
    /// An image drawn into a frame.
    case image(Image.Source, frame: CGRect, isResizable: Bool)
    /// An SF Symbol (`Image(systemName:)`) drawn into a frame in a colour.
    case symbol(String, frame: CGRect, color: Color.Resolved)
    /// Items drawn with a transform, opacity and clip.
    case layer(DisplayLayer)
    /// A view's frame and size, for the debugging overlay.
    case frameOutline(CGRect, label: String)
}

/// Text to draw: what was measured, the frame it was given and its colour.
public struct DisplayText: Sendable {
    public var text: ResolvedText
    public var frame: CGRect
    /// The proposal the text was placed with (the drawing must wrap as the measurement did).
    public var proposal: ProposedViewSize
    /// The colour of the first run, and of every run without one of its own.
    public var color: Color.Resolved
    /// Each run's colour, when the runs differ (text joined with `+` from differently coloured
    /// texts); nil when every run is drawn in `color`.
    public var runColors: [Color.Resolved]?

    /// The colour of run `index`.
    public func color(ofRun index: Int) -> Color.Resolved {
        guard let runColors, runColors.indices.contains(index) else { return color }
        return runColors[index]
    }
}

/// A group of items drawn together with effects.
public struct DisplayLayer: Sendable {
    /// Applied to the items (translation, rotation, scale).
    public var transform: Transform2D = .identity
    /// A perspective projection of the items (`rotation3DEffect`), in the layer's coordinates:
    /// applied before `transform`. Nil for none.
    public var projection: ProjectionTransform?
    public var opacity: Double = 1
    /// A clip in the layer's own coordinates (before the transform).
    public var clip: Path?
    /// A shadow drawn under the items.
    public var shadow: DisplayShadow?
    /// Filters applied, in order, to the items' drawing (before the shadow is taken from it).
    public var filters: [DisplayFilter] = []
    /// What is already drawn under the layer, blurred within a path before the items are drawn
    /// (nil: left as it is).
    public var backdropBlur: DisplayBackdropBlur?
    /// How the drawing combines with what is already on the canvas.
    public var blendMode: BlendMode = .normal
    /// Drawn only where these items (in the layer's coordinates) are opaque.
    public var mask: [DisplayItem]?
    /// Whether the items' fills use the even-odd rule (`FillStyle(eoFill: true)`) rather than
    /// the non-zero winding rule.
    public var fillsEvenOdd = false
    public var items: [DisplayItem]
}

/// A blur of what lies under a layer, within `path` (in the layer's coordinates): a Gaussian of
/// standard deviation `radius / 2`, as `blur(radius:)`. Drawn in PNG; SVG has no backdrop to
/// read and draws the layer without it.
public struct DisplayBackdropBlur: Hashable, Sendable {
    public var path: Path
    public var radius: CGFloat
}

/// A blurred shadow of a layer's drawing: its shape in `color`, blurred by `radius` points (a
/// Gaussian of standard deviation `radius / 2`), moved by `offset`.
public struct DisplayShadow: Hashable, Sendable {
    public var color: Color.Resolved
    public var radius: CGFloat
    public var offset: CGSize
}

/// An affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct Transform2D: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ dx: CGFloat, _ dy: CGFloat) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A rotation by `angle` (clockwise on screen) or scale around `point`.
    static func around(_ point: CGPoint, _ inner: Transform2D) -> Transform2D {
        Transform2D.translation(-point.x, -point.y).concatenating(inner).concatenating(.translation(point.x, point.y))
    }

    /// The horizontal flip of `frame` onto itself.
    static func mirror(in frame: CGRect) -> Transform2D {
        Transform2D(a: -1, b: 0, c: 0, d: 1, tx: frame.minX + frame.maxX, ty: 0)
    }

    var affineTransform: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }

    public func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}

extension CGRect {
    /// This rectangle with each edge moved to the nearest pixel (an exact half up).
    func snapped(scale: CGFloat) -> CGRect {
        guard scale > 0, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return self }
        func snap(_ value: CGFloat) -> CGFloat { (value * scale + 0.5).rounded(.down) / scale }
        let left = snap(minX), top = snap(minY), right = snap(maxX), bottom = snap(maxY)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension ViewLayout {
    /// What the laid-out views draw, with the optional debugging overlay of every frame.
    ///
    /// - Parameter canvas: what the drawing covers: the window (the default) or the root view's
    ///   frame alone.
    public func displayList(debugFrames: Bool = false, canvas: RenderCanvas = .window) -> DisplayList {
        let scale = root.environment.displayScale > 0 ? root.environment.displayScale : 1
        let content: CGRect
        switch canvas {
        case .view:
            // SwiftUI's ImageRenderer: the picture is the view's frame; what it draws outside
            // (an offset, a shadow) is cut off there.
            content = root.frame
        case .window:
            let window =
                screen?.bounds
                ?? CGRect(origin: .zero, size: CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height))
            // The canvas grows to the content, as a playground shows an oversized view whole.
            content = window.union(root.globalFrame())
        }
        let origin = CGPoint(x: -content.minX, y: -content.minY)
        var items = DisplayListBuilder(scale: scale, debugFrames: debugFrames).items(for: root)
        if origin != .zero {
            items = [.layer(DisplayLayer(transform: .translation(origin.x, origin.y), items: items))]
        }
        return DisplayList(size: content.size, scale: scale, origin: origin, items: items)
    }
}

/// Turns placed nodes into display items (iteratively deep trees are drawn by recursion on the
/// large-stack thread).
private struct DisplayListBuilder {
    let scale: CGFloat
    let debugFrames: Bool

    func items(for root: LayoutNode) -> [DisplayItem] {
        CallerStack.run(levels: root.levels) { items(of: root) }
    }

    private func items(of node: LayoutNode) -> [DisplayItem] {
        guard node.isPlaced else { return [] }
        // A container shape is the shape of `ContainerRelativeShape`s drawn inside the node.
        for case .containerShape(let shape) in node.effects where !shape.isContainerRelative {
            let container = ContainerShapeFrame(shape: shape, frame: node.frame.snapped(scale: scale))
            return ContainerShapeFrame.$current.withValue(container) { containedItems(of: node) }
        }
        return containedItems(of: node)
    }

    private func containedItems(of node: LayoutNode) -> [DisplayItem] {
        // The node's frame relative to its parent's drawing: offsets are applied by layers.
        let frame = node.frame.snapped(scale: scale)
        var items: [DisplayItem] = []
        switch node {
        case let color as ColorNode:
            items.append(.fill(Rectangle().path(in: frame), color.color))
        case let shape as ShapeNode:
            items += shape.displayItems(in: frame)
        case let canvas as CanvasNode:
            items += canvas.drawing(in: frame)
        case is DividerNode:
            items.append(.fill(Rectangle().path(in: frame), DividerNode.color))
        case let text as TextNode:
            items += text.displayItems(in: frame)
        case let image as ImageNode:
            items += image.displayItems(in: frame)
        case let scroll as ScrollViewNode:
            for child in scroll.placedChildren { items += self.items(of: child) }
            if let clip = scroll.clipRect { items = [.layer(DisplayLayer(clip: Path(clip), items: items))] }
        case let overlay as OverlayNode:
            let primary = self.items(of: overlay.primary)
            let secondary = self.items(of: overlay.secondary)
            switch overlay.role {
            case .overlay: items += primary + secondary
            case .background: items += secondary + primary
            case .mask: items.append(.layer(DisplayLayer(mask: secondary, items: primary)))
            }
        default:
            let children = node.placedChildren.enumerated().sorted {
                $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset
            }
            for (_, child) in children { items += self.items(of: child) }
        }
        if debugFrames {
            items.append(.frameOutline(node.frame, label: "\(formatLength(node.frame.width)) × \(formatLength(node.frame.height))"))
        }
        return wrap(items, in: node.effects, frame: node.frame.snapped(scale: scale), of: node)
    }

    /// Wraps the items in the node's effects, innermost first.
    private func wrap(_ items: [DisplayItem], in effects: [RenderEffect], frame: CGRect, of node: LayoutNode) -> [DisplayItem] {
        var items = items
        for (index, effect) in effects.enumerated() {
            switch effect {
            case .visualEffect(let maker):
                // The view's geometry where it is placed, moved by the offsets outside this effect.
                let proxy = GeometryProxy(size: node.frame.size, globalFrame: node.globalFrame(afterEffects: index + 1), namedOrigins: [:])
                var made = maker.make(proxy)
                if node.environment.layoutDirection == .rightToLeft { made = made.flatMap { $0.mirroredForRightToLeft() } }
                items = wrap(items, in: made, frame: frame, of: node)
            case .offset(let delta):
                items = [.layer(DisplayLayer(transform: .translation(delta.width, delta.height), items: items))]
            case .opacity(let opacity):
                items = [.layer(DisplayLayer(opacity: opacity, items: items))]
            case .hidden:
                items = []
            case .clipped:
                items = [.layer(DisplayLayer(clip: Path(frame), items: items))]
            case .clipShape(let shape):
                items = [.layer(DisplayLayer(clip: shape.path(in: frame), items: items))]
            case .cornerRadius(let radius):
                items = [.layer(DisplayLayer(clip: Path(roundedRect: frame, cornerRadius: radius), items: items))]
            case .rotation(let angle, let anchor):
                let cosine = CGFloat(cos(angle.radians)), sine = CGFloat(sin(angle.radians))
                let rotation = Transform2D(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                items = [.layer(DisplayLayer(transform: .around(point, rotation), items: items))]
            case .scale(let factor, let anchor):
                let scaling = Transform2D(a: factor.width, b: 0, c: 0, d: factor.height, tx: 0, ty: 0)
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                items = [.layer(DisplayLayer(transform: .around(point, scaling), items: items))]
            case .shadow(let color, let radius, let offset):
                items = [.layer(DisplayLayer(shadow: DisplayShadow(color: color, radius: radius, offset: offset), items: items))]
            case .filter(let filter):
                items = [.layer(DisplayLayer(filters: [filter], items: items))]
            case .backdropBlur(let radius, let shape):
                items = [.layer(DisplayLayer(backdropBlur: DisplayBackdropBlur(path: shape.path(in: frame), radius: radius), items: items))]
            case .blendMode(let mode):
                items = [.layer(DisplayLayer(blendMode: mode, items: items))]
            case .transform(let transform):
                let local = Transform2D.translation(-frame.minX, -frame.minY).concatenating(transform)
                    .concatenating(.translation(frame.minX, frame.minY))
                items = [.layer(DisplayLayer(transform: local, items: items))]
            case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                let distance = perspective != 0 ? max(frame.width, frame.height) / perspective : .infinity
                let m = axis.projection(by: angle, anchor: point, anchorZ: anchorZ, distance: distance)
                if m.isAffine {
                    let affine = Transform2D(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m31, ty: m.m32)
                    items = [.layer(DisplayLayer(transform: affine, items: items))]
                } else {
                    items = [.layer(DisplayLayer(projection: m, items: items))]
                }
            case .mirror:
                items = [.layer(DisplayLayer(transform: .mirror(in: frame), items: items))]
            case .identifier, .help, .identity, .coordinateSpace, .containerShape:
                break
            }
        }
        return items
    }
}
