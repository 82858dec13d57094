import TrellisCore

/// A screen pushed on a navigation stack: a link's destination view, a value a
/// `navigationDestination(for:)` turns into one, or the destination a binding presents
/// (`navigationDestination(isPresented:)`, `(item:)`, a link's `isActive`), by the key of
/// its declaration.
enum PushedContent {
    case view(AnyView)
    case value(AnyHashable)
    case bound(ObjectIdentifier)
}

/// A screen on a navigation stack, above its root; `id` is its identity, so that a screen
/// pushed again starts from fresh state.
struct StackEntry {
    let id: AnyHashable
    let content: PushedContent
}

/// A screen pushed by a link (not by the stack's path binding): kept in the stack's state.
struct PushedScreen {
    let id: Int
    let content: PushedContent

    /// Whether the binding-driven declaration `key` pushed this screen.
    func isBound(to key: ObjectIdentifier) -> Bool {
        if case .bound(let bound) = content { return bound == key }
        return false
    }
}

/// The identity of an entry of a path binding: its position and value, so that replacing
/// the value at a position makes a new screen.
struct PathSlot: Hashable {
    let index: Int
    let value: AnyHashable
}

/// The identity under which the root screen's title is kept.
struct RootScreenID: Hashable {}

/// What a navigation stack keeps across updates beside its pushed screens: one object per
/// stack identity (held in its `@State`), filled again as each update resolves the screens.
final class NavigationStackModel {
    /// The ids given to screens pushed by links.
    var nextID = 0
    /// The destinations `navigationDestination(for:)` declared in this update, by value type.
    private(set) var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Each screen's title as its bar was last made, by screen id: a back button shows the
    /// title of the screen under it.
    var titles: [AnyHashable: Text] = [:]

    /// The destinations bindings present, by the key of their declaration: declared again as
    /// the screens are resolved, and kept after, so that a pop can reset the binding.
    private(set) var boundDestinations: [ObjectIdentifier: BoundDestination] = [:]

    /// Declares what the binding of the declaration `key` presents while it is set.
    func declare(_ key: ObjectIdentifier, _ destination: BoundDestination) {
        boundDestinations[key] = destination
    }

    /// Keeps the title a screen's bar shows.
    func keepTitle(_ title: Text?, of screen: AnyHashable) {
        titles[screen] = title
    }

    /// Forgets the destinations: the update about to resolve the screens declares them again.
    func beginUpdate() {
        destinations = [:]
    }

    /// Declares the view values of type `D` push (the outermost declaration wins).
    func register<D: Hashable>(_ type: D.Type, _ make: @escaping (D) -> AnyView) {
        let key = ObjectIdentifier(type)
        guard destinations[key] == nil else { return }
        destinations[key] = { value in (value.base as? D).map(make) ?? AnyView(EmptyView()) }
    }

    /// The view `value` pushes, if a destination for its type was declared.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

/// What a binding-driven destination shows and how its binding is reset when its screen is
/// popped (false, or nil), as SwiftUI resets it on Back.
struct BoundDestination {
    /// Whether the binding is set now (read when the stack lists its screens, before the
    /// declaring view resolves again).
    let isSet: () -> Bool
    /// Nil while the binding is not set.
    let make: () -> AnyView?
    let reset: () -> Void
}

/// The identity of a binding-driven destination's declaration: kept in the declaring view's
/// state, so that it lasts as long as the view.
final class BoundDestinationToken {}

/// A stack's path binding, whatever its element type.
struct NavigationPathAccess {
    let values: () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type.
    let append: (AnyHashable) -> Bool
    let removeLast: () -> Void
}

/// What the views on a navigation stack's screens reach it by: links push, destinations
/// register, a binding-driven destination's screen is popped when its binding is cleared.
struct NavigationContext: Equatable {
    let push: (PushedContent) -> Void
    /// Pops the screen a binding-driven declaration pushed, and those above it.
    let popBound: (ObjectIdentifier) -> Void
    let model: NavigationStackModel

    /// One stack's context, whatever update made it: its pushes go to the stack's kept state,
    /// so a view reading it need not be made again (see a `ViewHost`'s incremental updates).
    static func == (lhs: NavigationContext, rhs: NavigationContext) -> Bool { lhs.model === rhs.model }
}

enum NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack the view is on, if any.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
