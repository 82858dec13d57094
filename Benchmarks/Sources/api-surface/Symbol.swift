/// One public declaration the surface report counts: a type, an initialiser of a type, or a
/// `View` modifier. Symbols compare by kind and name only; what was introduced when and whether
/// it is deprecated rides along.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case type
        case initializer = "init"
        case modifier
    }

    var kind: Kind
    /// `VStack`, `Text.Case`, `VStack.init(alignment:spacing:content:)`, `View.padding(_:_:)`.
    var name: String
    /// The iOS version that introduced it (`"13.0"`), when the interface says.
    var introduced: String?
    var deprecated: Bool
    /// For types: the declaration keyword (`struct`, `protocol`…) and what the type conforms to
    /// among the protocols the report groups by (`view`, `shape`, `layout`, `style`…).
    var roles: Set<String>

    init(kind: Kind, name: String, introduced: String? = nil, deprecated: Bool = false, roles: Set<String> = []) {
        self.kind = kind
        self.name = name
        self.introduced = introduced
        self.deprecated = deprecated
        self.roles = roles
    }

    /// What identifies the symbol: its kind and name.
    var key: String { "\(kind.rawValue) \(name)" }

    /// The type a symbol belongs to: the type itself, an initialiser's type, `View`.
    var owner: String {
        switch kind {
        case .type: return name
        case .modifier: return "View"
        case .initializer:
            guard let range = name.range(of: ".init(") ?? name.range(of: ".init?(") else { return name }
            return String(name[..<range.lowerBound])
        }
    }

    /// The name without its owner: `padding(_:_:)`, `init(alignment:spacing:content:)`.
    var member: String {
        guard kind != .type else { return name }
        let prefix = owner + "."
        return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    }

    /// The base name of a modifier or initialiser: `padding`, `init`.
    var baseName: String {
        let member = member
        return String(member[..<(member.firstIndex(of: "(") ?? member.endIndex)])
    }

    /// Whether the symbol was introduced in iOS `major` or earlier (symbols with no version are).
    func isAvailable(inIOS major: Int) -> Bool {
        guard let introduced, let first = introduced.split(separator: ".").first, let version = Int(first) else { return true }
        return version <= major
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        (lhs.kind.rawValue, lhs.name) < (rhs.kind.rawValue, rhs.name)
    }
}

extension Symbol {
    /// The symbol as one line of a symbol list: kind, name, introduced version (or `-`) and
    /// flags (`deprecated` and the roles), separated by tabs.
    var line: String {
        let flags = (deprecated ? ["deprecated"] : []) + roles.sorted()
        return [kind.rawValue, name, introduced ?? "-", flags.isEmpty ? "-" : flags.joined(separator: ",")]
            .joined(separator: "\t")
    }

    /// Reads a line written by `line`; nil for comments, blank lines and lines of another shape.
    init?(line: Substring) {
        guard !line.hasPrefix("#") else { return nil }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 4, let kind = Kind(rawValue: String(fields[0])) else { return nil }
        let flags = fields[3] == "-" ? [] : fields[3].split(separator: ",").map(String.init)
        self.init(
            kind: kind, name: String(fields[1]), introduced: fields[2] == "-" ? nil : String(fields[2]),
            deprecated: flags.contains("deprecated"), roles: Set(flags.filter { $0 != "deprecated" }))
    }
}
