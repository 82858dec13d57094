// Trellis: SwiftUI's layout system, anywhere Swift runs.
//
// `import Trellis` gives everything `import SwiftUI` gives for layout, plus `ViewLayout` to
// read the result, with real text measurement wired in.
@_exported import TrellisCore
@_exported import TrellisControls
@_exported import TrellisUIKit
internal import TrellisTextBridge
internal import TrellisImages

extension ViewLayout {
    /// Lays `view` out in a window proposing `proposal` (390 × 844, an iPhone, by default),
    /// measuring text with HarfBuzz and the bundled Inter font (SF Pro's metrics) and finding
    /// images in `environment.imageDirectories`.
    public convenience init<V: View>(
        _ view: V, in proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(view, in: proposal, environment: environment, textMeasurer: ShapedTextMeasurer(), imageProvider: FileImageProvider())
    }
}

extension ViewLayout {
    /// Lays `view` out on `device` held in `orientation`, as an app's window does: the root
    /// view in the safe area, views that ignore it reaching the screen's edges. Text and images
    /// are measured as by ``init(_:in:environment:)``.
    public convenience init<V: View>(
        _ view: V, on device: Device, orientation: InterfaceOrientation = .portrait,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(
            view, on: device.screen(in: orientation), environment: environment, textMeasurer: ShapedTextMeasurer(),
            imageProvider: FileImageProvider())
    }
}

extension ViewHost {
    /// Hosts `view` in a window proposing `proposal` (390 × 844, an iPhone, by default),
    /// measuring text and finding images as ``ViewLayout/init(_:in:environment:)`` does.
    public convenience init<V: View>(
        _ view: V, in proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(view, in: proposal, environment: environment, textMeasurer: ShapedTextMeasurer(), imageProvider: FileImageProvider())
    }

    /// Hosts `view` on `device` held in `orientation`, in its safe area as an app's window does.
    public convenience init<V: View>(
        _ view: V, on device: Device, orientation: InterfaceOrientation = .portrait,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(
            view, on: device, orientation: orientation, environment: environment, textMeasurer: ShapedTextMeasurer(),
            imageProvider: FileImageProvider())
    }
}
