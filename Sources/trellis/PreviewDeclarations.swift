import SwiftSyntax

/// What a preview file declares that `trellis` reads or rewrites, in the order it appears,
/// found in the tree Swift's own parser makes of the file (so code in comments and strings is
/// never mistaken for a declaration).
final class PreviewDeclarations: SyntaxVisitor {
    /// A type conforming to `PreviewProvider`, or an extension adding the conformance.
    struct Provider {
        var typeName: String
        var isTopLevel: Bool
        /// Its `private` and `fileprivate` modifiers: the generated program is another file.
        var hiddenBy: [TokenSyntax]
    }

    /// A declaration of interest, in the file's order.
    enum Item {
        case provider(Provider)
        case previewMacro(any FreestandingMacroExpansionSyntax, isTopLevel: Bool)
    }

    private(set) var items: [Item] = []
    /// `@main` attributes.
    private(set) var mainAttributes: [AttributeSyntax] = []
    /// `@Previewable` attributes.
    private(set) var previewableAttributes: [AttributeSyntax] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteProvider(node.name.text, node.inheritanceClause, node.modifiers, node)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        noteProvider(node.name.text, node.inheritanceClause, node.modifiers, node)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        noteProvider(node.name.text, node.inheritanceClause, node.modifiers, node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension that adds a conformance cannot be private: no modifiers to drop.
        noteProvider(node.extendedType.trimmedDescription, node.inheritanceClause, [], node)
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        notePreviewMacro(node)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        notePreviewMacro(node)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        switch node.attributeName.as(IdentifierTypeSyntax.self)?.name.text {
        case "main": mainAttributes.append(node)
        case "Previewable": previewableAttributes.append(node)
        default: break
        }
        return .visitChildren
    }

    private func noteProvider(
        _ name: String, _ inheritance: InheritanceClauseSyntax?, _ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        if let inheritance, inheritance.inheritedTypes.contains(where: { Self.isPreviewProvider($0.type) }) {
            let hiddenBy = modifiers.map(\.name).filter { ["private", "fileprivate"].contains($0.text) }
            items.append(.provider(Provider(typeName: name, isTopLevel: Self.isTopLevel(node), hiddenBy: hiddenBy)))
        }
        return .visitChildren
    }

    private func notePreviewMacro(_ node: some FreestandingMacroExpansionSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            items.append(.previewMacro(node, isTopLevel: Self.isTopLevel(node)))
        }
        return .visitChildren
    }

    /// `PreviewProvider`, `SwiftUI.PreviewProvider` or `Trellis.PreviewProvider`, attributes
    /// (`@preconcurrency`) aside.
    static func isPreviewProvider(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return isPreviewProvider(attributed.baseType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "PreviewProvider" }
        if let member = type.as(MemberTypeSyntax.self), let module = member.baseType.as(IdentifierTypeSyntax.self) {
            return member.name.text == "PreviewProvider" && ["SwiftUI", "Trellis"].contains(module.name.text)
        }
        return false
    }

    /// Whether `node` is declared at the top level of the file, where the generated program can
    /// name it: directly, or in a top-level `#if` (compiled when its condition holds).
    static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(SourceFileSyntax.self) { return true }
            guard parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self) || parent.is(IfConfigClauseSyntax.self)
                    || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self)
            else { return false }
            current = parent.parent
        }
        return false
    }
}
