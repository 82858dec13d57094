/// What the lifecycle modifiers (`onAppear`, `onDisappear`, `onChange(of:)`) registered during
/// an update, compared with the last update's to find the actions that are due: a view appears
/// when its registration is new, disappears when its registration is gone, and a watched value
/// changes when it differs from the one registered last time.
///
/// A registration is keyed by the identity path where its modifier was resolved and by how
/// many registrations of its kind came before it at that path, so that two `onAppear`s on one
/// view are two registrations.
final class LifecycleRegistry {
    enum Kind: Hashable {
        /// `activity`: something started while the view is present (a task, a subscription).
        case appear, disappear, change, activity
    }

    /// What a modifier registers.
    enum Registration {
        /// An action run once when its view appears or disappears.
        case action(() -> Void)
        /// A watched value: `isEqual` compares another registration's value with it, `fire`
        /// runs the action with the old value (and the new one it captured).
        case change(value: Any, isEqual: (Any) -> Bool, fire: (_ old: Any) -> Void, initial: Bool)
        /// Something kept running while its view is present (`task`, `onReceive`): `start`
        /// starts it and returns what stops it. It is started again, the old one stopped, when
        /// `value` (a `task(id:)`'s id) differs from the last registration's (`isEqual`).
        case activity(value: Any, isEqual: (Any) -> Bool, start: () -> ActivityStop)
    }

    /// Stops a running activity (cancels a task, a subscription).
    typealias ActivityStop = () -> Void

    struct Key: Hashable {
        let kind: Kind
        let path: [IdentityComponent]
        let occurrence: Int
    }

    private var current: [Key: Registration] = [:]
    private var order: [Key] = []
    private var previous: [Key: Registration] = [:]
    private var previousOrder: [Key] = []
    private var occurrences: [Key: Int] = [:]
    /// What stops each running activity, by the key it was registered under.
    private var running: [Key: ActivityStop] = [:]

    func beginUpdate() {
        previous = current
        previousOrder = order
        current = [:]
        order = []
        occurrences = [:]
    }

    /// Forgets this update's registrations, keeping the last update's.
    func restartUpdate() {
        current = [:]
        order = []
        occurrences = [:]
    }

    /// How many covered screens enclose what is being resolved (see ``covered(_:)``).
    private var coveredDepth = 0

    /// Resolves `body` as content that is kept but not on screen (a navigation stack's covered
    /// screens): its views do not count as appeared, so covering them runs their `onDisappear`
    /// and uncovering them their `onAppear`, as SwiftUI does; `onChange` still watches.
    func covered<T>(_ body: () -> T) -> T {
        coveredDepth += 1
        defer { coveredDepth -= 1 }
        return body()
    }

    func register(_ kind: Kind, at path: [IdentityComponent], _ registration: Registration) {
        // Whatever is tied to being on screen (appearing, disappearing) waits for the uncovering.
        if coveredDepth > 0 && kind != .change { return }
        let slot = Key(kind: kind, path: path, occurrence: 0)
        let occurrence = occurrences[slot, default: 0]
        occurrences[slot] = occurrence + 1
        let key = Key(kind: kind, path: path, occurrence: occurrence)
        // Content resolved twice at one place (an implicit stack's children) registers once.
        if current[key] == nil { order.append(key) }
        current[key] = registration
    }

    /// Forgets the occurrence counts, so that the same content resolved again at the same
    /// place finds its registrations again instead of adding new ones.
    func resolvingAgain() {
        occurrences = [:]
    }

    /// The actions due, in order: watched values that changed, views that disappeared, views
    /// that appeared (SwiftUI runs `onChange` during the update, appearances after it).
    func endUpdate() -> [() -> Void] {
        var due: [() -> Void] = []
        for key in order {
            guard case .change(let value, _, let fire, let initial) = current[key] else { continue }
            if let old = previous[key] {
                if case .change(let oldValue, let isEqual, _, _) = old, !isEqual(value) { due.append { fire(oldValue) } }
            } else if initial {
                due.append { fire(value) }
            }
        }
        for key in previousOrder where key.kind == .disappear && current[key] == nil {
            if case .action(let action) = previous[key] { due.append(action) }
        }
        for key in previousOrder where key.kind == .activity && current[key] == nil {
            due.append { [weak self] in self?.stop(key) }
        }
        for key in order where key.kind == .appear && previous[key] == nil {
            if case .action(let action) = current[key] { due.append(action) }
        }
        // Tasks start after the appearances, as SwiftUI's start after the view appeared; a
        // changed id stops the old task first.
        for key in order {
            guard case .activity(let value, _, let start) = current[key] else { continue }
            if let old = previous[key] {
                guard case .activity(_, let isEqual, _) = old, !isEqual(value) else { continue }
            }
            due.append { [weak self] in
                self?.stop(key)
                let stop = start()
                self?.running[key] = stop
            }
        }
        return due
    }

    /// Stops the activity registered under `key`, if it runs.
    private func stop(_ key: Key) {
        running.removeValue(forKey: key)?()
    }

    /// Stops every running activity (the host is going away).
    func stopAll() {
        let stops = running.values
        running = [:]
        for stop in stops { stop() }
    }
}
