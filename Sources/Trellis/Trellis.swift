// Trellis: SwiftUI's layout system, anywhere Swift runs.
//
// `import Trellis` gives everything `import SwiftUI` gives for layout, plus `ViewLayout` to
// read the result.
@_exported import TrellisCore

extension ViewLayout {
    /// Lays `view` out in a window proposing `proposal` (390 × 844, an iPhone, by default).
    public convenience init<V: View>(
        _ view: V, in proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(view, in: proposal, environment: environment, textMeasurer: TextMeasurement.default)
    }
}

extension TextMeasurement {
    /// The measurer `import Trellis` uses. Until the shaping engine is connected this is the
    /// placeholder metric (see docs/divergences.md).
    static var `default`: any TextMeasuring { PlaceholderTextMeasurer() }
}
