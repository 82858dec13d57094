import Foundation
import Trellis

/// How a strategy lays a view out and draws it: the settings `.image`, `.svg` and `.layout`
/// share, applied through `RenderSettings` on the calling thread.
struct SnapshotRendering: Sendable {
    var layout: SnapshotLayout
    var scale: CGFloat
    var background: Color.Resolved?
    var svgTextMode: SVGRenderer.TextMode = .glyphOutlines
    /// The Dynamic Type size the view's text styles take.
    var dynamicTypeSize: DynamicTypeSize = .large
    /// The environment's colour scheme (Trellis draws light colours; views that read
    /// `colorScheme` see it).
    var colorScheme: ColorScheme = .light
    /// The iOS design the system colours and controls are drawn in.
    var designVersion: DesignVersion = .standard

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

    /// The render settings for these strategy settings.
    var settings: RenderSettings {
        var settings = RenderSettings()
        settings.scale = scale
        settings.background = background
        settings.svgTextMode = svgTextMode
        settings.environment.dynamicTypeSize = dynamicTypeSize
        settings.environment.colorScheme = colorScheme
        settings.environment.designVersion = designVersion
        switch layout {
        case .device(let device, let orientation):
            settings.device = device
            settings.orientation = orientation
        case .sizeThatFits:
            settings.proposedSize = .unspecified
        case .fixed(let width, let height):
            // swift-snapshot-testing's fixed layout is a window of that size, the view centred.
            settings.proposedSize = ProposedViewSize(width: width, height: height)
            settings.canvas = .window
        }
        return settings
    }

    // Rendering runs on the assertion's own thread: `RenderSettings` needs no actor, so tests
    // running in parallel draw in parallel, on every core.

    /// `view` as a PNG file, or a ``RenderingFailure`` saying why none could be drawn.
    func png<V: View>(of view: V) -> Data {
        if let problem { return RenderingFailure.encode(problem) }
        return settings.render(view).pngData() ?? RenderingFailure.encode(nothingDrawn)
    }

    /// `view` as an SVG document (or the problem with the settings, as a comment-like line).
    func svg<V: View>(of view: V) -> String {
        if let problem { return RenderingFailure.text(problem) }
        return settings.render(view).svg()
    }

    /// `view`'s layout tree: one line per view with its kind, proposal, size and frame.
    func layoutTree<V: View>(of view: V) -> String {
        if let problem { return RenderingFailure.text(problem) }
        return settings.render(view).layout.description
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
