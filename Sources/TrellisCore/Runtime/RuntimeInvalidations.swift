import Foundation

/// Invalidations that arrive from outside an update, possibly from another thread: an
/// `@Observable` model a body read changed (Observation calls back where the model was
/// written), an `ObservableObject` a view holds will change, or something asked for an update
/// without a body to invalidate (a scroll view outside any body scrolled).
final class RuntimeInvalidations: @unchecked Sendable {
    private let lock = NSLock()
    private var identities: Set<ViewIdentity> = []
    private var updateRequested = false
    /// The bodies holding each observed object (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`), which its change invalidates.
    private var holders: [ObjectIdentifier: Set<ViewIdentity>] = [:]

    func invalidate(_ identity: ViewIdentity) {
        lock.withLock { _ = identities.insert(identity) }
    }

    /// Asks for an update in which no body is invalidated: the tree is resolved and laid out
    /// again, reusing every body.
    func requestUpdate() {
        lock.withLock { updateRequested = true }
    }

    func hold(_ object: ObjectIdentifier, by identity: ViewIdentity?) {
        guard let identity else { return }
        lock.withLock { _ = holders[object, default: []].insert(identity) }
    }

    /// `object` will change: the bodies holding it are invalidated (an update is asked for when
    /// none is known).
    func objectWillChange(_ object: ObjectIdentifier) {
        lock.withLock {
            if let held = holders[object], !held.isEmpty {
                identities.formUnion(held)
            } else {
                updateRequested = true
            }
        }
    }

    var isPending: Bool { lock.withLock { updateRequested || !identities.isEmpty } }

    /// The invalidated bodies, forgotten here.
    func take() -> Set<ViewIdentity> {
        lock.withLock {
            defer {
                identities = []
                updateRequested = false
            }
            return identities
        }
    }

    /// Forgets the holders that are no longer in the tree.
    func keepHolders(in live: Set<ViewIdentity>) {
        lock.withLock {
            holders = holders.compactMapValues { held in
                let kept = held.intersection(live)
                return kept.isEmpty ? nil : kept
            }
        }
    }
}

/// A view identity handed to Observation's change callback, which may run on another thread:
/// it is only inserted into ``RuntimeInvalidations`` there, under its lock.
struct SendableIdentity: @unchecked Sendable {
    let identity: ViewIdentity
}
