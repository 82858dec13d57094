import SwiftParser
import SwiftSyntax

/// A top-level `#Preview("Name", traits: …) { body }` as `trellis` compiles it: a preview
/// provider written over the macro's own lines, its body a view builder
/// (`_previewBody { body }`) and its traits the matching preview modifiers.
struct PreviewMacro {
    /// The name given as the first argument, if it is a plain string.
    let displayName: String?
    /// The preview modifiers its traits stand for, e.g. `.previewLayout(.sizeThatFits)`.
    let modifiers: String
    /// Traits with no Trellis counterpart, as written.
    let unsupportedTraits: [String]
    /// UTF-8 offsets of `#Preview(…) {`, replaced by the provider's opening.
    let header: Range<Int>
    /// UTF-8 offsets of the body's closing `}` (of the last closure, for a widget preview).
    let closingBrace: Range<Int>
    /// A widget preview's family (`#Preview(as: .systemSmall) { Widget() } timeline: { … }`),
    /// as written; nil for a view's preview.
    let widgetFamily: String?

    /// Nil when the macro has no `{ … }` body (or the parser had to invent one of its braces).
    init?(_ node: some FreestandingMacroExpansionSyntax) {
        guard let body = node.trailingClosure, body.leftBrace.presence == .present, body.rightBrace.presence == .present else {
            return nil
        }
        header = node.pound.positionAfterSkippingLeadingTrivia.utf8Offset..<body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        // A widget's preview: its entries follow in a `timeline:` closure (other widget and Live
        // Activity forms, `timelineProvider:` and `contentStates:`, are not drawn yet).
        let family = node.arguments.first { $0.label?.text == "as" }?.expression.trimmedDescription
        let timeline = node.additionalTrailingClosures.first { $0.label.text == "timeline" }?.closure
        if family != nil {
            guard let timeline, timeline.rightBrace.presence == .present, node.additionalTrailingClosures.count == 1 else { return nil }
            widgetFamily = family
            closingBrace = timeline.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset..<timeline.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        } else {
            widgetFamily = nil
            closingBrace = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset..<body.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        }

        let first = node.arguments.first
        displayName = first?.label == nil ? first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue : nil

        // `traits:` is variadic: the unlabelled arguments after it are traits too.
        var traits: [ExprSyntax] = []
        var inTraits = false
        for argument in node.arguments {
            if let label = argument.label { inTraits = label.text == "traits" }
            if inTraits { traits.append(argument.expression) }
        }
        var layout: String?
        var orientation: String?
        var applied = ""
        var unsupported: [String] = []
        for trait in traits {
            switch Self.modifier(for: trait) {
            case .layout(let modifier): layout = layout ?? modifier
            case .orientation(let modifier): orientation = orientation ?? modifier
            case .applied(let modifier): applied += modifier
            case .nothing: break
            case .unsupported: unsupported.append(trait.trimmedDescription)
            }
        }
        // Traits that change the view apply first: the layout and orientation are read around it.
        modifiers = applied + (layout ?? "") + (orientation ?? "")
        unsupportedTraits = unsupported
    }

    /// What one trait becomes.
    private enum Modifier {
        case layout(String), orientation(String), applied(String), nothing, unsupported
    }

    /// `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, `.defaultLayout` and the four
    /// orientations (also written `PreviewTrait.…`); `.modifier(_:)` and traits an app names
    /// itself are applied to the view when it is drawn.
    private static func modifier(for trait: ExprSyntax) -> Modifier {
        let call = trait.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? trait).as(MemberAccessExprSyntax.self) else { return .unsupported }
        let name = member.declName.baseName.text
        if let call, name == "modifier", call.arguments.count == 1, call.arguments.first?.label == nil {
            // `.modifier(SampleData())`: applied when the preview is drawn.
            return .applied("._previewTrait(\(trait.trimmedDescription))")
        }
        if let call {
            // `.fixedLayout(width: 300, height: 200)`
            guard name == "fixedLayout", call.arguments.map({ $0.label?.text }) == ["width", "height"] else { return .unsupported }
            let values = call.arguments.map(\.expression.trimmedDescription)
            return .layout(".previewLayout(.fixed(width: \(values[0]), height: \(values[1])))")
        }
        switch name {
        case "sizeThatFitsLayout": return .layout(".previewLayout(.sizeThatFits)")
        case "defaultLayout": return .nothing
        case "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight": return .orientation(".previewInterfaceOrientation(.\(name))")
        // SwiftUI has no other view trait of this form: a name of the app's own
        // (`static var sampleData: Self = .modifier(SampleData())`), applied when drawn.
        default: return .applied("._previewTrait(\(trait.trimmedDescription))")
        }
    }
}
