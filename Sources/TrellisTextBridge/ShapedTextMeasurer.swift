public import TrellisCore
import TrellisText

/// Measures `Text` with real shaping: HarfBuzz and the bundled Inter font with SF Pro's
/// metrics, through the shared ``TextEngine`` (and its caches).
public struct ShapedTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement {
        let layout = TextEngine.shared.layout(
            Paragraph(text), width: proposal.width.map(Double.init), height: proposal.height.map(Double.init),
            displayScale: Double(text.displayScale))
        return TextMeasurement(
            size: CGSize(width: layout.size.width, height: layout.size.height),
            firstBaseline: CGFloat(layout.firstBaseline), lastBaseline: CGFloat(layout.lastBaseline))
    }

    public func lineBounds(_ text: ResolvedText, proposal: ProposedViewSize) -> [CGRect] {
        let layout = TextEngine.shared.layout(
            Paragraph(text), width: proposal.width.map(Double.init), height: proposal.height.map(Double.init),
            displayScale: Double(text.displayScale))
        return layout.lines.map { line in
            CGRect(x: line.x, y: line.top, width: line.width, height: line.ascent + line.descent)
        }
    }

    public func diagnostics(for text: ResolvedText) -> [String] {
        // Only custom fonts can be missing; the ideal size is cached for layout anyway.
        guard text.runs.contains(where: { $0.font.name != nil }) else { return [] }
        return TextEngine.shared.layout(Paragraph(text), width: nil, height: nil, displayScale: Double(text.displayScale)).diagnostics
    }
}
