/// A `Text`: asks the text measurer; its first and last baselines are its explicit guides.
final class TextNode: LayoutNode {
    let text: Text
    let resolved: ResolvedText
    private let measurer: any TextMeasuring
    @exclusivity(unchecked) private var lastMeasurement: (proposal: ProposedViewSize, result: TextMeasurement)?

    /// With `lineLimit(_:reservesSpace: true)`: the lines the text is at least as tall as.
    private let reservedLines: Int?

    init(text: Text, resolved: ResolvedText, measurer: any TextMeasuring, environment: EnvironmentReference, reservedLines: Int? = nil) {
        self.text = text
        self.resolved = resolved
        self.measurer = measurer
        self.reservedLines = reservedLines
        super.init(environment: environment)
        explicitGuides = .other
        spacing = ViewSpacing(text: measurer.spacingMetrics(for: resolved))
    }

    override var kindName: String { "Text" }
    override var detail: String { "\"\(resolved.string.prefix(40))\"" }

    func measurement(_ proposal: ProposedViewSize) -> TextMeasurement {
        if let last = lastMeasurement, last.proposal == proposal { return last.result }
        let result = measurer.measure(resolved, proposal: proposal)
        lastMeasurement = (proposal, result)
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        var size = measurement(proposal).size
        if let reservedLines, reservedLines > 1 { size.height = max(size.height, reservedHeight(lines: reservedLines)) }
        return size
    }

    /// The height of `lines` lines in the text's first font, spaced as the text is: what
    /// `lineLimit(_:reservesSpace: true)` keeps room for.
    private func reservedHeight(lines: Int) -> CGFloat {
        guard let font = resolved.runs.first?.font else { return 0 }
        var filler = resolved
        filler.runs = [ResolvedText.Run(string: Array(repeating: "X", count: lines).joined(separator: "\n"), font: font)]
        filler.lineLimit = lines
        return measurer.measure(filler, proposal: .unspecified).size.height
    }

    /// The bounds of the lines shown where the text was placed, relative to its origin.
    func lineBounds() -> [CGRect] {
        measurer.lineBounds(resolved, proposal: placedProposal)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        switch key.merge {
        case .firstBaseline: measurement(proposal).firstBaseline
        case .lastBaseline: measurement(proposal).lastBaseline
        default: nil
        }
    }
}
