/// A stand-in text metric until real shaping is connected: every character is half the font
/// size wide, lines are SF Pro's line height, words wrap greedily. Sizes round up to the pixel
/// grid. Used only where no real text engine is given; never mistaken for real measurements.
public struct PlaceholderTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement {
        let size = text.runs.first?.font.size ?? 17
        let characterWidth = size / 2
        let ascent = size * 1950 / 2048
        let lineHeight = size * 2444 / 2048
        let advance = text.runs.first?.font.lineAdvance ?? lineHeight
        if proposal.width == 0 && proposal.height == 0 {
            return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0)
        }
        var lines: [Int] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ").map(\.count)
            guard let maxWidth = proposal.width, maxWidth.isFinite else {
                lines.append(paragraph.count)
                continue
            }
            let maxCharacters = max(Self.count(maxWidth / characterWidth), 1)
            var current = 0
            for word in words {
                var word = word
                while word > maxCharacters {
                    if current > 0 { lines.append(current); current = 0 }
                    lines.append(maxCharacters)
                    word -= maxCharacters
                }
                if current == 0 {
                    current = word
                } else if current + 1 + word <= maxCharacters {
                    current += 1 + word
                } else {
                    lines.append(current)
                    current = word
                }
            }
            lines.append(current)
        }
        var count = lines.count
        if let limit = text.lineLimit { count = min(count, max(limit, 1)) }
        if let height = proposal.height, height.isFinite {
            let fitting = height < lineHeight ? 1 : 1 + Self.count(((height - lineHeight) / (advance + text.lineSpacing)).rounded(.down))
            count = min(count, max(fitting, 1))
        }
        let widest = lines.prefix(count).max() ?? 0
        var width = CGFloat(widest) * characterWidth
        if let maxWidth = proposal.width, maxWidth.isFinite { width = min(width, max(maxWidth, 0)) }
        let height = lineHeight + CGFloat(count - 1) * (advance + text.lineSpacing)
        let scale = text.displayScale > 0 ? text.displayScale : 1
        func roundUp(_ value: CGFloat) -> CGFloat { (value * scale - 1e-9).rounded(.up) / scale }
        return TextMeasurement(
            size: CGSize(width: roundUp(width), height: roundUp(height)), firstBaseline: ascent,
            lastBaseline: CGFloat(count - 1) * (advance + text.lineSpacing) + ascent)
    }

    /// A count of characters or lines from a quotient that may lie beyond `Int`'s range (a
    /// proposal of 1e300, or −1.8e308): no text has more than 2^53 of either.
    private static func count(_ quotient: CGFloat) -> Int {
        Int(min(max(quotient, -0x1p53), 0x1p53))
    }
}
