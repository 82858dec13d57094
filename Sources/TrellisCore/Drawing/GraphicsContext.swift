/// A drawing destination for `Canvas`: SwiftUI's `GraphicsContext`.
///
/// Each drawing operation becomes display items, drawn with the context's state at the time of
/// the call (transform, opacity, blend mode, filters and clip), so a canvas is drawn by the
/// same back ends as every other view: PNG through Cairo, SVG as text.
public struct GraphicsContext {
    /// Where the operations go; shared by copies of the context, as SwiftUI's copies draw to
    /// the same canvas.
    let recording: CanvasRecording
    let textMeasurer: any TextMeasuring
    let imageProvider: any ImageProviding
    /// The canvas's size, for `clipBoundingRect`.
    let canvasSize: CGSize

    /// The environment of the canvas.
    public private(set) var environment: EnvironmentValues
    /// The opacity of what is drawn next (multiplied into each operation).
    public var opacity: Double = 1
    /// How what is drawn next combines with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// The transform from the coordinates of what is drawn next to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// Clips in the canvas's coordinates, outermost first.
    var clips: [CanvasClip] = []
    var filters: [DisplayFilter] = []
    var shadow: DisplayShadow?

    init(recording: CanvasRecording, size: CGSize, environment: EnvironmentValues, textMeasurer: any TextMeasuring,
         imageProvider: any ImageProviding) {
        self.recording = recording
        self.canvasSize = size
        self.environment = environment
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
    }

    // MARK: - Transforms

    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Moves what is drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Rotates what is drawn next around the origin (clockwise on screen for positive angles).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: - Clipping

    /// The bounding box of the current clip, in the current coordinates.
    public var clipBoundingRect: CGRect {
        var bounds = CGRect(origin: .zero, size: canvasSize)
        for case .path(let path) in clips { bounds = bounds.intersection(path.boundingRect) }
        return bounds.applying(transform.inverted())
    }

    /// Clips what is drawn next to `path` (in the current coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(.path(path.applying(transform)))
    }

    /// Clips what is drawn next to where `content` draws, scaled by `opacity`.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = freshLayer()
        try content(&layer)
        clips.append(.mask(layer.recording.items, opacity: opacity))
    }

    // MARK: - Filters

    /// Applies `filter` to what is drawn next.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        switch filter.kind {
        case .display(let displayFilter): filters.append(displayFilter)
        case .shadow(let displayShadow): shadow = displayShadow
        case .none: break
        }
    }

    // MARK: - Layers

    /// Draws `content` into a new layer, then the layer into this context with its opacity,
    /// blend mode, filters and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = freshLayer()
        try content(&layer)
        record(layer.recording.items, transform: .identity)
    }

    /// A context drawing into a new recording, in the current coordinates, without effects.
    private func freshLayer() -> GraphicsContext {
        var layer = GraphicsContext(
            recording: CanvasRecording(), size: canvasSize, environment: environment, textMeasurer: textMeasurer,
            imageProvider: imageProvider)
        layer.transform = transform
        return layer
    }

    // MARK: - Shapes

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let item = shading.fillItem(for: path, in: environment)
        record([style.isEOFilled ? .layer(DisplayLayer(fillsEvenOdd: true, items: [item])) : item], transform: transform)
    }

    /// Strokes `path` with `shading` in `style` (a gradient stroke is drawn in its average colour).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record([.stroke(path, shading.color(in: environment, over: path.boundingRect), style)], transform: transform)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: - Recording

    /// Appends `items`, drawn through `transform` and the context's effects and clips.
    func record(_ items: [DisplayItem], transform: CGAffineTransform) {
        guard !items.isEmpty else { return }
        var layer = DisplayLayer(
            transform: Transform2D(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty),
            opacity: min(max(opacity, 0), 1), shadow: shadow, filters: filters, blendMode: blendMode.drawn, items: items)
        if layer.transform == .identity, layer.opacity == 1, layer.shadow == nil, layer.filters.isEmpty, layer.blendMode == .normal,
           items.count == 1, clips.isEmpty {
            recording.items += items
            return
        }
        layer.mask = nil
        var wrapped = DisplayItem.layer(layer)
        for clip in clips.reversed() {
            switch clip {
            case .path(let path):
                wrapped = .layer(DisplayLayer(clip: path, items: [wrapped]))
            case .mask(let maskItems, let maskOpacity):
                let mask: [DisplayItem] = maskOpacity < 1 ? [.layer(DisplayLayer(opacity: maskOpacity, items: maskItems))] : maskItems
                wrapped = .layer(DisplayLayer(mask: mask, items: [wrapped]))
            }
        }
        recording.items.append(wrapped)
    }
}

/// The items a canvas has drawn so far.
final class CanvasRecording {
    var items: [DisplayItem] = []
}

/// A clip of a graphics context: a path, or the drawing of a layer used as a mask.
enum CanvasClip {
    case path(Path)
    case mask([DisplayItem], opacity: Double)
}
