public import Foundation
public import TrellisCore
internal import TrellisTextBridge

/// How a view is laid out and drawn: what ``ImageRenderer`` does, without its main-actor
/// isolation, so many views can be rendered at once (one task per view; the shared font and
/// glyph caches are locked).
///
/// ```swift
/// var settings = RenderSettings()
/// settings.device = .iPhone16
/// settings.scale = 3
/// let png = settings.render(ContentView()).pngData()
/// ```
public struct RenderSettings {
    /// The size proposed to the view (`.unspecified`: its ideal size); unused with a ``device``.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point; also the view's `displayScale`.
    public var scale: CGFloat = 1
    /// Outline every view's frame and label it with its size.
    public var showsFrameOutlines = false
    /// The environment the view is laid out in.
    public var environment = EnvironmentValues()
    /// How SVG output writes text.
    public var svgTextMode: SVGRenderer.TextMode = .glyphOutlines
    /// Painted under the view; nil leaves the picture transparent.
    public var background: Color.Resolved?
    /// A device to lay the view out on, as an app's window does.
    public var device: Device?
    /// How ``device`` is held.
    public var orientation: InterfaceOrientation = .portrait
    /// What the picture covers without a ``device``: the view's own frame (`.view`, the default,
    /// as SwiftUI's `ImageRenderer`) or the proposal's size with the view centred in it
    /// (`.window`, as a preview canvas of a fixed size). With a device it is the screen.
    public var canvas: RenderCanvas = .view

    /// The iOS design the system colours and controls are drawn in: the environment's
    /// `designVersion`.
    public var designVersion: DesignVersion {
        get { environment.designVersion }
        set { environment.designVersion = newValue }
    }

    public init() {}

    /// `view` laid out, with what it draws.
    public func render<V: View>(_ view: V) -> RenderedView {
        var environment = environment
        environment.displayScale = scale > 0 && scale.isFinite ? scale : 1
        let provider = LocatingImageProvider()
        let layout =
            if let device {
                ViewLayout(
                    view, on: device.screen(in: orientation), environment: environment,
                    textMeasurer: ShapedTextMeasurer(), imageProvider: provider)
            } else {
                ViewLayout(
                    view, in: proposedSize, environment: environment, textMeasurer: ShapedTextMeasurer(),
                    imageProvider: provider)
            }
        return RenderedView(
            layout: layout, displayList: layout.displayList(debugFrames: showsFrameOutlines, canvas: device == nil ? canvas : .window),
            images: ImageFiles(directories: environment.imageDirectories, located: provider.locatedFiles),
            background: background, svgTextMode: svgTextMode)
    }
}

/// A view laid out and ready to draw, to PNG or SVG.
public struct RenderedView {
    /// The layout, to read frames from.
    public let layout: ViewLayout
    /// What the view draws.
    public let displayList: DisplayList
    let images: ImageFiles
    let background: Color.Resolved?
    let svgTextMode: SVGRenderer.TextMode

    /// The picture as a PNG file; nil when it is empty (0 × 0) or too large to draw.
    public func pngData() -> Data? {
        PNGRenderer(images: images, background: background).pngData(displayList)
    }

    /// The picture's pixels (what ``pngData()`` encodes).
    public func rgbaImage() -> RGBAImage? {
        PNGRenderer(images: images, background: background).image(displayList)
    }

    /// The picture as an SVG document.
    public func svg() -> String {
        SVGRenderer(textMode: svgTextMode, images: images, background: background).svg(displayList)
    }
}
