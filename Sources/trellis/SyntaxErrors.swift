import SwiftSyntax

/// Where Swift's parser first had to recover from a syntax error. The parser never fails: it
/// fills in missing tokens and sets aside unexpected ones, so previews before (and often after)
/// the error are still found; the compiler reports the error itself later.
enum SyntaxErrors {
    /// The position of the first error in `tree`, or nil when it parsed cleanly.
    static func firstPosition(in tree: SourceFileSyntax) -> AbsolutePosition? {
        var node = Syntax(tree)
        guard node.hasError else { return nil }
        while true {
            if let token = node.as(TokenSyntax.self), token.presence == .missing {
                // A missing token has no text of its own: point at what stands in its place,
                // as the compiler does.
                return token.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia ?? token.position
            }
            if node.is(UnexpectedNodesSyntax.self) || node.is(TokenSyntax.self) { return node.positionAfterSkippingLeadingTrivia }
            guard let child = node.children(viewMode: .all).first(where: \.hasError) else { return node.positionAfterSkippingLeadingTrivia }
            node = child
        }
    }

    /// "line:column" (1-based; columns in UTF-8 bytes, as the compiler counts) of the first
    /// error in `tree`.
    static func firstLocation(in tree: SourceFileSyntax, fileName: String) -> (line: Int, column: Int)? {
        guard let position = firstPosition(in: tree) else { return nil }
        let location = SourceLocationConverter(fileName: fileName, tree: tree).location(for: position)
        return (location.line, location.column)
    }
}
