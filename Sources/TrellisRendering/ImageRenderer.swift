public import Foundation
public import TrellisCore

/// Renders a view to a picture: SwiftUI's `ImageRenderer`, giving PNG data or SVG text.
///
/// ```swift
/// let renderer = ImageRenderer(content: Card())
/// renderer.scale = 2
/// let png = renderer.pngData()   // a PNG of the card at twice its size in points
/// let svg = renderer.svg()       // the same drawing as SVG text
/// ```
///
/// As in SwiftUI, the content is proposed ``proposedSize`` (`.unspecified` by default: the
/// view's ideal size) and drawn at ``scale`` pixels per point (1 by default, SwiftUI's default
/// too — not the screen's scale). The scale is also the content's `displayScale`, so text and
/// frames land on the same pixel grid as they would on such a screen. A view larger than the
/// proposal is drawn whole: the canvas grows to hold it.
@MainActor
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size proposed to the content (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point (1 by default, as in SwiftUI).
    public var scale: CGFloat = 1
    /// Outline every view's frame and label it with its size (a debugging overlay).
    public var showsFrameOutlines = false
    /// The environment the content is laid out in: set `environment.imageDirectories` to the
    /// folders `Image("name")` is found in. Its `displayScale` is set from ``scale``.
    public var environment = EnvironmentValues()
    /// How the SVG output writes text (glyph outlines by default).
    public var svgTextMode: SVGRenderer.TextMode = .glyphOutlines
    /// Painted under the content; nil (the default) leaves the picture transparent.
    public var background: Color.Resolved?
    /// A device to lay the content out on, as an app's window does (the content in the safe
    /// area, the picture the size of the screen); when set, ``proposedSize`` is not used.
    /// A Trellis addition.
    public var device: Device?
    /// How ``device`` is held.
    public var orientation: InterfaceOrientation = .portrait

    public init(content view: Content) {
        content = view
    }

    /// The content laid out as it will be drawn.
    public func layout() -> ViewLayout {
        render().layout
    }

    /// What the content draws.
    public func displayList() -> DisplayList {
        render().displayList
    }

    /// The content as a PNG file; nil when it is empty (0 × 0) or too large to draw.
    public func pngData() -> Data? {
        render().pngData()
    }

    /// The content's pixels (what ``pngData()`` encodes).
    public func rgbaImage() -> RGBAImage? {
        render().rgbaImage()
    }

    /// The content as an SVG document.
    public func svg() -> String {
        render().svg()
    }

    /// This renderer's settings, for the renderer that works on any thread.
    public var settings: RenderSettings {
        var settings = RenderSettings()
        settings.proposedSize = proposedSize
        settings.scale = scale
        settings.showsFrameOutlines = showsFrameOutlines
        settings.environment = environment
        settings.svgTextMode = svgTextMode
        settings.background = background
        settings.device = device
        settings.orientation = orientation
        return settings
    }

    private func render() -> RenderedView {
        settings.render(content)
    }
}
