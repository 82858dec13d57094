/// A `Text`: asks the text measurer; its first and last baselines are its explicit guides.
final class TextNode: LayoutNode {
    let text: Text
    let resolved: ResolvedText
    private let measurer: any TextMeasuring
    @exclusivity(unchecked) private var lastMeasurement: (proposal: ProposedViewSize, result: TextMeasurement)?

    init(text: Text, resolved: ResolvedText, measurer: any TextMeasuring, environment: EnvironmentReference) {
        self.text = text
        self.resolved = resolved
        self.measurer = measurer
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
        measurement(proposal).size
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
