// The bridge between the layout core's view of text (`ResolvedText`) and the shaping engine's
// (`Paragraph`). Both the measurer and the renderer use it, so text is drawn exactly as it was
// measured.
public import TrellisCore
public import TrellisText

extension Paragraph {
    /// The engine's paragraph for text resolved by the layout core.
    public init(_ text: ResolvedText) {
        self.init(
            runs: text.runs.map { run in
                TextRun(run.string, font: FontSpec(run.font), tracking: Double(run.tracking), kerning: Double(run.kerning))
            },
            lineLimit: text.lineLimit,
            truncationMode: TrellisText.TruncationMode(text.truncationMode),
            alignment: TrellisText.TextAlignment(text.alignment),
            lineSpacing: Double(text.lineSpacing),
            lineAdvance: text.runs.first?.font.lineAdvance.map(Double.init),
            minimumScaleFactor: Double(text.minimumScaleFactor),
            layoutDirection: text.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}

extension FontSpec {
    /// The engine's font for a font resolved by the layout core: the system font (Inter standing
    /// in for SF Pro) unless a custom font is named.
    public init(_ font: TrellisCore.ResolvedFont) {
        self.init(
            family: font.name.map { .named($0) } ?? .system, size: Double(font.size),
            weight: FontWeight(rawValue: FontWeight.nearestValue(to: font.weight.value)) ?? .regular,
            isItalic: font.isItalic)
    }
}

extension FontWeight {
    /// The 100…900 step nearest to `value`.
    static func nearestValue(to value: Int) -> Int {
        min(max(((value + 50) / 100) * 100, 100), 900)
    }
}

extension TrellisText.TruncationMode {
    init(_ mode: Text.TruncationMode) {
        switch mode {
        case .head: self = .head
        case .middle: self = .middle
        case .tail: self = .tail
        }
    }
}

extension TrellisText.TextAlignment {
    init(_ alignment: TrellisCore.TextAlignment) {
        switch alignment {
        case .leading: self = .leading
        case .center: self = .center
        case .trailing: self = .trailing
        }
    }
}
