@testable import TrellisText

/// One engine for the whole test run (its caches are part of what is tested).
let engine = TextEngine.shared

/// SF Pro's one-line height at 17 pt: 2444/2048 × 17.
let bodyLineHeight = 2444.0 / 2048.0 * 17
let bodyAscent = 1950.0 / 2048.0 * 17

/// A body-style paragraph (17 pt, line advance 22).
func body(_ string: String, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail) -> Paragraph {
    Paragraph(string, font: .body, lineLimit: lineLimit, truncationMode: truncationMode, lineAdvance: TextStyle.body.leading)
}

func layout(_ paragraph: Paragraph, width: Double? = nil, height: Double? = nil, scale: Double = 3) -> TextLayout {
    engine.layout(paragraph, width: width, height: height, displayScale: scale)
}

/// `value` rounded up to thirds of a point, as the engine reports sizes at 3×.
func thirds(_ value: Double) -> Double { (value * 3).rounded(.up) / 3 }
