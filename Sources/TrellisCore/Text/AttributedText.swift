import Foundation

extension Text {
    /// Text from an attributed string: each run of attributes is a run of the text, drawn with
    /// its SwiftUI attributes (font, foreground colour, kerning, tracking, baseline offset,
    /// underline and strikethrough styles) and Markdown's inline presentation (bold, italic,
    /// monospaced code, `~~strikethrough~~`); links are drawn in the tint. Background colours are
    /// accepted and not drawn.
    // Disfavoured: Foundation on Linux makes `AttributedString` a string literal, and a literal
    // (`Text("Hello")`) must stay a localisable key, as it is in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = attributedContent.runs.map { run in
            var textRun = Run(string: String(attributedContent[run.range].characters))
            textRun.font = run.font
            textRun.color = run.foregroundColor
            if let kerning = run.kern { textRun.kerning = kerning }
            if let tracking = run.tracking { textRun.tracking = tracking }
            if let offset = run.baselineOffset { textRun.baselineOffset = offset }
            let intent = run.inlinePresentationIntent ?? []
            if intent.contains(.stronglyEmphasized) { textRun.weight = .bold }
            if intent.contains(.emphasized) { textRun.isItalic = true }
            if intent.contains(.code) { textRun.font = (textRun.font ?? .body).monospaced() }
            textRun.underline = run.underlineStyle
            textRun.strikethrough = run.strikethroughStyle ?? (intent.contains(.strikethrough) ? .single : nil)
            // A link is drawn in the tint unless the run has a colour of its own.
            if run.link != nil, textRun.color == nil { textRun.style = AnyShapeStyle(TintShapeStyle()) }
            return textRun
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}
