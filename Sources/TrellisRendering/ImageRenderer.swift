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
/// frames land on the same pixel grid as they would on such a screen. The picture is the size
/// the view chooses for the proposal, smaller or larger than it, as SwiftUI's is (``canvas``
/// draws the whole proposal instead).
///
/// SwiftUI's renderer is main-actor isolated, as its views are; Trellis's views are not, so code
/// that renders in a view's `onAppear` (as apps make thumbnails) would not compile if the
/// renderer were. Rendering here is safe on any thread.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// How the content is laid out and drawn; the properties below are its parts.
    public var settings = RenderSettings()

    /// The size proposed to the content (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize {
        get { settings.proposedSize }
        set { settings.proposedSize = newValue }
    }
    /// Pixels per point (1 by default, as in SwiftUI).
    public var scale: CGFloat {
        get { settings.scale }
        set { settings.scale = newValue }
    }
    /// Outline every view's frame and label it with its size (a debugging overlay).
    public var showsFrameOutlines: Bool {
        get { settings.showsFrameOutlines }
        set { settings.showsFrameOutlines = newValue }
    }
    /// The environment the content is laid out in: set `environment.imageDirectories` to the
    /// folders `Image("name")` is found in. Its `displayScale` is set from ``scale``.
    public var environment: EnvironmentValues {
        get { settings.environment }
        set { settings.environment = newValue }
    }
    /// How the SVG output writes text (glyph outlines by default).
    public var svgTextMode: SVGRenderer.TextMode {
        get { settings.svgTextMode }
        set { settings.svgTextMode = newValue }
    }
    /// Painted under the content; nil (the default) leaves the picture transparent.
    public var background: Color.Resolved? {
        get { settings.background }
        set { settings.background = newValue }
    }
    /// A device to lay the content out on, as an app's window does (the content in the safe
    /// area, the picture the size of the screen); when set, ``proposedSize`` is not used.
    /// A Trellis addition.
    public var device: Device? {
        get { settings.device }
        set { settings.device = newValue }
    }
    /// How ``device`` is held.
    public var orientation: InterfaceOrientation {
        get { settings.orientation }
        set { settings.orientation = newValue }
    }
    /// What the picture covers: the view's frame (`.view`, the default, as in SwiftUI) or the
    /// proposal's size with the view centred in it (`.window`, as a fixed-size preview canvas).
    /// A Trellis addition.
    public var canvas: RenderCanvas {
        get { settings.canvas }
        set { settings.canvas = newValue }
    }

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

    /// The content as a CoreGraphics bitmap (its pixels at ``scale``); nil when it is empty or
    /// too large to draw.
    public var cgImage: CGImage? {
        guard let image = rgbaImage(), let png = image.pngData() else { return nil }
        return CGImage(_pngData: png, width: image.width, height: image.height)
    }

    /// The content as an SVG document.
    public func svg() -> String {
        render().svg()
    }

    private func render() -> RenderedView {
        settings.render(content)
    }
}
