import Trellis

/// `PlaceholderTextMeasurer`, kept from its crash: it converts the proposed width (over the
/// character width) and height (over the line advance) to Int, which traps beyond ±9.2e18,
/// and hostile trees propose 1e20 and more (1e9 × 1e9 through two aspect ratios). A length
/// that large is replaced by one the measurer treats the same way, without the conversion:
/// `.infinity` for a huge positive one (no wrapping; no line limit), −1 for a huge negative
/// one (one character a line, 0 wide; one line). Each replacement is counted: each is a
/// crash of `PlaceholderTextMeasurer` as it is.
final class GuardedMeasurer: TextMeasuring, @unchecked Sendable {
    // One per thread: only its thread counts.
    private(set) var guardedCrashes = 0
    private let measurer = PlaceholderTextMeasurer()

    func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement {
        func safe(_ value: CGFloat?) -> CGFloat? {
            guard let value, value.isFinite, abs(value) > 1e15 else { return value }
            guardedCrashes += 1
            return value > 0 ? .infinity : -1
        }
        return measurer.measure(text, proposal: ProposedViewSize(width: safe(proposal.width), height: safe(proposal.height)))
    }
}
