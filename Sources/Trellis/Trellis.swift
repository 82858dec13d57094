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
