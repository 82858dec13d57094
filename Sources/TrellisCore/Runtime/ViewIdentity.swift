/// Where a view is in the tree, as SwiftUI identifies it: the path of structural positions from
/// the root (each custom view's type, a `TupleView` child's index, an `if`'s branch, a `ForEach`
/// element's id, an `.id(_:)` value, an `AnyView`'s type). State is kept per identity: the same
/// view at the same position keeps its state across updates, and a view whose identity changes
/// starts again from its initial values.
///
/// Only a ``ViewRuntime`` computes identities; plain layout never makes one.
struct ViewIdentity: Hashable, CustomStringConvertible {
    let components: [IdentityComponent]
    /// The components' hash, computed once: an update looks every body's identity up several
    /// times, and a path is tens of components long.
    private let hash: Int

    init(components: [IdentityComponent]) {
        self.components = components
        hash = components.hashValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        lhs.hash == rhs.hash && lhs.components == rhs.components
    }

    var description: String { components.map(\.description).joined(separator: "/") }
}

/// One step of a ``ViewIdentity``.
enum IdentityComponent: Hashable, CustomStringConvertible {
    /// A custom view's or custom modifier's body (its type): a different type at the same place
    /// is a different view.
    case body(ObjectIdentifier)
    /// The child at this index of a `TupleView`.
    case child(Int)
    /// The `true` or `false` branch of an `if`/`else` (`_ConditionalContent`).
    case branch(Bool)
    /// The element of a `ForEach` with this id.
    case element(AnyHashable)
    /// An explicit `.id(_:)`.
    case explicit(AnyHashable)
    /// The type an `AnyView` wraps: erasing a different type replaces the view.
    case erased(ObjectIdentifier)

    var description: String {
        switch self {
        case .body(let type): return "body(\(Self.shortName(type)))"
        case .child(let index): return "\(index)"
        case .branch(let branch): return branch ? "if" : "else"
        case .element(let id): return "element(\(id))"
        case .explicit(let id): return "id(\(id))"
        case .erased(let type): return "any(\(Self.shortName(type)))"
        }
    }

    private static func shortName(_ type: ObjectIdentifier) -> String {
        String(UInt(bitPattern: type.hashValue), radix: 36)
    }
}
