import SwiftSyntax

/// The modules a file imports, wherever the `import` is (also inside `#if`).
final class ImportedModules: SyntaxVisitor {
    /// The module of each `import`: its first path component (`MapKit` of
    /// `import struct MapKit.MKCoordinateRegion`), as a token so it can be rewritten in place.
    private(set) var modules: [TokenSyntax] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name { modules.append(module) }
        return .skipChildren
    }
}
