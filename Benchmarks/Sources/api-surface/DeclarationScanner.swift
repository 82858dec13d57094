import SwiftParser
import SwiftSyntax

/// Finds the public types, initialisers and `View` modifiers a source file declares: SwiftUI's
/// module interfaces, or Trellis's own sources. The two read the same way but for a few
/// differences, the `Dialect`.
struct DeclarationScanner {
    struct Dialect: Sendable {
        /// Module names that qualify the module's own types (`SwiftUICore.View`); an extension of
        /// a type qualified by another module is not the module's API.
        var modules: [String]
        /// Whether an extension of an unqualified type is the module's (Trellis's sources never
        /// qualify; interfaces always do).
        var unqualifiedExtensionsAreOwn: Bool
        /// Whether every clause of an `#if` counts (Trellis) or only the first (interfaces repeat
        /// a declaration in an `#else` for older compilers).
        var everyIfClause: Bool
        /// Whether type aliases inside types count as types. SwiftUI's are mostly protocols'
        /// associated types (`Body`, `Value`, `AnimatableData`), which no code names; Trellis's
        /// stand for SwiftUI's nested types (`ButtonStyleConfiguration.Label`).
        var nestedTypeAliases: Bool

        /// SwiftUI's interfaces: `SwiftUI.swiftinterface` and `SwiftUICore.swiftinterface`.
        static let swiftUIInterface = Dialect(
            modules: ["SwiftUI", "SwiftUICore"], unqualifiedExtensionsAreOwn: false, everyIfClause: false,
            nestedTypeAliases: false)
        /// Trellis's sources.
        static let trellisSources = Dialect(
            modules: ["SwiftUI", "Trellis", "TrellisCore", "TrellisControls", "TrellisUIKit"],
            unqualifiedExtensionsAreOwn: true, everyIfClause: true, nestedTypeAliases: true)
    }

    let dialect: Dialect
    private var symbols: [String: Symbol] = [:]
    /// What each type or protocol conforms to, from its declaration and its extensions.
    private var conformances: [String: Set<String>] = [:]

    init(dialect: Dialect) { self.dialect = dialect }

    /// Reads the declarations of one source file.
    mutating func scan(_ source: String) {
        let file = Parser.parse(source: source)
        visit(file.statements, Context())
    }

    /// Everything found, types given the roles their conformances make.
    var found: [Symbol] {
        symbols.values.map { symbol in
            guard symbol.kind == .type else { return symbol }
            var symbol = symbol
            symbol.roles.formUnion(Roles.of(protocols: allConformances(of: symbol.name)))
            return symbol
        }.sorted()
    }

    // MARK: - Walking

    private struct Context {
        /// The type the declarations are members of (`["Text", "Case"]`); nil at the top level
        /// and in extensions of other modules' types.
        var owner: [String]? = []
        var availability = Availability()
        /// In a `public extension`: members without an access modifier are public.
        var membersPublic = false
    }

    private mutating func visit(_ items: CodeBlockItemListSyntax, _ context: Context) {
        for item in items {
            if let decl = item.item.as(DeclSyntax.self) { visit(decl, context) }
        }
    }

    private mutating func visit(_ members: MemberBlockItemListSyntax, _ context: Context) {
        for member in members { visit(member.decl, context) }
    }

    private mutating func visit(_ decl: DeclSyntax, _ context: Context) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in dialect.everyIfClause ? Array(ifConfig.clauses) : Array(ifConfig.clauses.prefix(1)) {
                switch clause.elements {
                case .statements(let items)?: visit(items, context)
                case .decls(let members)?: visit(members, context)
                default: break
                }
            }
        } else if let type = decl.asProtocol(DeclGroupSyntax.self), !(type is ExtensionDeclSyntax) {
            visitType(type, context)
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            visitExtension(ext, context)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            let availability = Availability(alias.attributes).inside(context.availability)
            guard let owner = context.owner, owner.isEmpty || dialect.nestedTypeAliases, isPublic(alias.modifiers, context),
                !availability.unavailable, !alias.name.text.hasPrefix("_")
            else { return }
            record(Symbol(kind: .type, name: (owner + [alias.name.text]).joined(separator: "."), roles: ["typealias"]), availability)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            let availability = Availability(initializer.attributes).inside(context.availability)
            guard let owner = context.owner, !owner.isEmpty, isPublic(initializer.modifiers, context),
                !availability.unavailable, !hasSPI(initializer.attributes),
                !hasUnderscoredLabel(initializer.signature.parameterClause)
            else { return }
            let name = owner.joined(separator: ".") + ".init(" + labels(initializer.signature.parameterClause) + ")"
            record(Symbol(kind: .initializer, name: name), availability)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let availability = Availability(function.attributes).inside(context.availability)
            guard context.owner == ["View"], isPublic(function.modifiers, context), !availability.unavailable,
                !function.modifiers.contains(where: { $0.name.text == "static" }),
                !function.name.text.hasPrefix("_"), !hasSPI(function.attributes)
            else { return }
            guard !hasUnderscoredLabel(function.signature.parameterClause) else { return }
            let name = "View." + function.name.text + "(" + labels(function.signature.parameterClause) + ")"
            record(Symbol(kind: .modifier, name: name), availability)
        }
    }

    private mutating func visitType(_ type: some DeclGroupSyntax, _ context: Context) {
        guard let owner = context.owner, let (keyword, name) = Self.keywordAndName(of: type) else { return }
        guard !owner.contains(where: { $0.hasPrefix("_") }) else { return }
        let availability = Availability(type.attributes).inside(context.availability)
        let path = owner + [name]
        let qualified = path.joined(separator: ".")
        conformances[qualified, default: []].formUnion(inherited(type.inheritanceClause))
        guard isPublic(type.modifiers, context), !availability.unavailable, !name.hasPrefix("_"),
            !hasSPI(type.attributes)
        else { return }
        record(Symbol(kind: .type, name: qualified, roles: [keyword]), availability)
        guard keyword != "protocol" else { return }
        visit(type.memberBlock.members, Context(owner: path, availability: availability))
    }

    private mutating func visitExtension(_ ext: ExtensionDeclSyntax, _ context: Context) {
        guard let path = ownPath(ext.extendedType), !path.contains(where: { $0.hasPrefix("_") }) else { return }
        conformances[path.joined(separator: "."), default: []].formUnion(inherited(ext.inheritanceClause))
        let availability = Availability(ext.attributes).inside(context.availability)
        guard !availability.unavailable, !hasSPI(ext.attributes) else { return }
        let membersPublic = ext.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
        visit(ext.memberBlock.members, Context(owner: path, availability: availability, membersPublic: membersPublic))
    }

    // MARK: - Pieces

    private mutating func record(_ symbol: Symbol, _ availability: Availability) {
        var symbol = symbol
        symbol.introduced = availability.introduced
        symbol.deprecated = availability.deprecated
        if let known = symbols[symbol.key] {
            // Overloads with the same labels are one symbol: deprecated only if every one is,
            // introduced with the first.
            symbol.deprecated = symbol.deprecated && known.deprecated
            symbol.introduced = Self.earlier(symbol.introduced, known.introduced)
            symbol.roles.formUnion(known.roles)
        }
        symbols[symbol.key] = symbol
    }

    private func isPublic(_ modifiers: DeclModifierListSyntax, _ context: Context) -> Bool {
        for modifier in modifiers {
            switch modifier.name.text {
            case "public", "open": return true
            case "private", "fileprivate", "internal", "package": return false
            default: continue
            }
        }
        return context.membersPublic
    }

    private func hasSPI(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription.hasPrefix("_spi")
        }
    }

    /// Whether a label starts with an underscore: SwiftUI's internal entry points
    /// (`init(_internalSystemName:)`) and old ones kept with a leading `_v0: Void = ()`.
    private func hasUnderscoredLabel(_ parameters: FunctionParameterClauseSyntax) -> Bool {
        parameters.parameters.contains { $0.firstName.text.hasPrefix("_") && $0.firstName.text != "_" }
    }

    /// The argument labels of a parameter list, each followed by a colon: `_:alignment:`.
    private func labels(_ parameters: FunctionParameterClauseSyntax) -> String {
        parameters.parameters.map { $0.firstName.text + ":" }.joined()
    }

    /// The names a type conforms to, without their modules: `View`, `Sendable`.
    private func inherited(_ clause: InheritanceClauseSyntax?) -> Set<String> {
        guard let clause else { return [] }
        return Set(clause.inheritedTypes.map { inherited in
            let text = inherited.type.trimmedDescription.replacingOccurrences(of: "@unchecked ", with: "")
            let unparameterised = text.split(separator: "<").first.map(String.init) ?? text
            return unparameterised.split(separator: ".").last.map(String.init) ?? unparameterised
        })
    }

    /// The path of an extended type if it is the module's own (`SwiftUICore.Text.Case` →
    /// `["Text", "Case"]`), nil for another module's.
    private func ownPath(_ type: TypeSyntax) -> [String]? {
        let text = type.trimmedDescription
        let unparameterised = text.split(separator: "<").first.map(String.init) ?? text
        let components = unparameterised.split(separator: ".").map(String.init)
        if components.count > 1, dialect.modules.contains(components[0]) { return Array(components.dropFirst()) }
        return dialect.unqualifiedExtensionsAreOwn ? components : nil
    }

    private func allConformances(of name: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = Array(conformances[name] ?? [])
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending.append(contentsOf: conformances[next] ?? [])
        }
        return seen
    }

    private static func keywordAndName(of type: some DeclGroupSyntax) -> (String, String)? {
        if let decl = type.as(StructDeclSyntax.self) { return ("struct", decl.name.text) }
        if let decl = type.as(EnumDeclSyntax.self) { return ("enum", decl.name.text) }
        if let decl = type.as(ClassDeclSyntax.self) { return ("class", decl.name.text) }
        if let decl = type.as(ActorDeclSyntax.self) { return ("actor", decl.name.text) }
        if let decl = type.as(ProtocolDeclSyntax.self) { return ("protocol", decl.name.text) }
        return nil
    }

    private static func earlier(_ a: String?, _ b: String?) -> String? {
        guard let a, let b else { return a ?? b }
        let parts = { (v: String) in v.split(separator: ".").map { Int($0) ?? 0 } }
        return parts(a).lexicographicallyPrecedes(parts(b)) ? a : b
    }
}
