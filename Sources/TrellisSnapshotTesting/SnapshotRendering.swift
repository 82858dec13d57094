import Foundation
import Trellis

/// How a strategy lays a view out and draws it: the settings `.image`, `.svg` and `.layout`
/// share, applied to an `ImageRenderer` on the main actor.
struct SnapshotRendering: Sendable {
    var layout: SnapshotLayout
    var scale: CGFloat
    var background: Color.Resolved?
    var svgTextMode: SVGRenderer.TextMode = .glyphOutlines

    init(layout: SnapshotLayout, scale: CGFloat, background: Color?) {
        self.layout = layout
        self.scale = scale
        self.background = background?.resolve(in: EnvironmentValues())
    }

    /// Why these settings cannot lay anything out, or nil when they can. Checked before
    /// rendering so a mistyped size fails with a sentence rather than an odd picture.
    var problem: String? {
        if !(scale > 0 && scale.isFinite) {
            return "The scale must be a finite number above 0, not \(scale)."
        }
        if case .fixed(let width, let height) = layout,
            !(width >= 0 && width.isFinite && height >= 0 && height.isFinite)
        {
            return "A .fixed layout needs finite sizes of 0 or more, not \(width) × \(height)."
        }
        return nil
    }

    /// The renderer for `view`, set up for these settings.
    @MainActor
    func renderer<V: View>(for view: V) -> ImageRenderer<V> {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        renderer.background = background
        renderer.svgTextMode = svgTextMode
        switch layout {
        case .device(let device, let orientation):
            renderer.device = device
            renderer.orientation = orientation
        case .sizeThatFits:
            renderer.proposedSize = .unspecified
        case .fixed(let width, let height):
            renderer.proposedSize = ProposedViewSize(width: width, height: height)
        }
        return renderer
    }

    /// `view` as a PNG file, or a ``RenderingFailure`` saying why none could be drawn.
    func png<V: View>(of view: V) -> Data {
        if let problem { return RenderingFailure.encode(problem) }
        // The view is only read on the main actor while this thread waits for it (see
        // `runOnMainActor`), so it is never used from two threads at once.
        nonisolated(unsafe) let view = view
        let png = runOnMainActor { renderer(for: view).pngData() }
        return png ?? RenderingFailure.encode(nothingDrawn)
    }

    /// `view` as an SVG document (or the problem with the settings, as a comment-like line).
    func svg<V: View>(of view: V) -> String {
        if let problem { return RenderingFailure.text(problem) }
        nonisolated(unsafe) let view = view
        return runOnMainActor { renderer(for: view).svg() }
    }

    /// `view`'s layout tree: one line per view with its kind, proposal, size and frame.
    func layoutTree<V: View>(of view: V) -> String {
        if let problem { return RenderingFailure.text(problem) }
        nonisolated(unsafe) let view = view
        return runOnMainActor { renderer(for: view).layout().description }
    }

    private var nothingDrawn: String {
        """
        The view drew nothing at layout \(layout.summary): it is 0 points wide or high there (an \
        empty view, or one whose size comes only from its container — try .fixed(width:height:) \
        or .device(…)), or larger than \(PNGRenderer.maximumPixelSide) pixels on a side at scale \
        \(scale).
        """
    }
}
