/// A view that draws with immediate-mode calls: SwiftUI's `Canvas`.
///
/// It takes the space it is offered (10 on unspecified axes), like a shape; when it is drawn,
/// `renderer` is called once with a ``GraphicsContext`` and the canvas's size.
public struct Canvas<Symbols: View>: _PrimitiveView {
    /// Views the renderer can draw by tag (not drawn in Trellis yet).
    public var symbols: Symbols
    /// Draws the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (accepted).
    public var isOpaque: Bool
    /// The colour mode of the drawing (accepted).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas draws off the main thread (accepted).
    public var rendersAsynchronously: Bool

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public func _resolve(into resolver: _ViewResolver) {
        resolver.emit(CanvasNode(
            renderer: renderer, textMeasurer: resolver.session.textMeasurer, imageProvider: resolver.session.imageProvider,
            environment: resolver.sharedEnvironment))
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// A `Canvas`: sized like a shape, drawn by its renderer.
final class CanvasNode: LayoutNode {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    private let textMeasurer: any TextMeasuring
    private let imageProvider: any ImageProviding

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, textMeasurer: any TextMeasuring, imageProvider: any ImageProviding,
         environment: EnvironmentReference) {
        self.renderer = renderer
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
        super.init(environment: environment)
        isTriviallySized = true
        subnodesKeepNoAnswers = true
    }

    override var kindName: String { "Canvas" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// What the renderer draws in `frame`, in the frame's coordinates moved to `frame`'s origin.
    func drawing(in frame: CGRect) -> [DisplayItem] {
        let recording = CanvasRecording()
        var context = GraphicsContext(
            recording: recording, size: frame.size, environment: environment, textMeasurer: textMeasurer, imageProvider: imageProvider)
        renderer(&context, frame.size)
        guard !recording.items.isEmpty else { return [] }
        return [.layer(DisplayLayer(transform: .translation(frame.minX, frame.minY), items: recording.items))]
    }
}
