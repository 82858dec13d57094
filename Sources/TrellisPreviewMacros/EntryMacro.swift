import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues`, `Transaction`,
/// `ContainerValues` or `FocusedValues`: SwiftUI's macro, which makes the key the subscript
/// reads (`__Key_name`, its default the initial value) and the property's accessors.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first
        let extended = container?.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        switch extended {
        case "FocusedValues":
            return ["private struct __Key_\(raw: entry.name): FocusedValueKey { typealias Value = \(raw: entry.focusedValueType) }"]
        default:
            let key = ["Transaction": "TransactionKey", "ContainerValues": "ContainerValueKey"][extended ?? ""] ?? "EnvironmentKey"
            return [
                """
                private struct __Key_\(raw: entry.name): \(raw: key) {
                    static var defaultValue: \(raw: entry.type) { \(raw: entry.defaultValue) }
                }
                """,
            ]
        }
    }
}

/// What `@Entry` reads from the property it is attached to.
private struct Entry {
    let name: String
    let type: String
    let defaultValue: String

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw EntryError("@Entry applies to a property: `@Entry var name: Type = value`") }
        guard let type = binding.typeAnnotation?.type.trimmedDescription else {
            throw EntryError("@Entry needs the property's type: `@Entry var \(identifier.identifier.text): Type = value`")
        }
        name = identifier.identifier.text
        self.type = type
        if let value = binding.initializer?.value.trimmedDescription {
            defaultValue = value
        } else if type.hasSuffix("?") || type.hasPrefix("Optional<") {
            defaultValue = "nil"
        } else {
            throw EntryError("@Entry needs a default value: `@Entry var \(name): \(type) = value`")
        }
    }

    /// The value type of a focused value's key: the property's type without its optional.
    var focusedValueType: String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return type
    }
}

private struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
