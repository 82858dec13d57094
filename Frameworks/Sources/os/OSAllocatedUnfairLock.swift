/// A lock protecting a value: os' `OSAllocatedUnfairLock`, here an `NSLock`.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    /// A lock protecting `initialState`.
    public init(uncheckedState initialState: State) {
        storage = Storage(initialState)
    }

    /// A lock protecting `initialState`.
    public init(initialState: State) where State: Sendable {
        storage = Storage(initialState)
    }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state while holding the lock, without checking sendability.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Takes the lock.
    public func lock() { storage.lock.lock() }
    /// Releases the lock.
    public func unlock() { storage.lock.unlock() }
    /// Takes the lock if free; returns whether it did.
    public func lockIfAvailable() -> Bool { storage.lock.try() }
}

extension OSAllocatedUnfairLock where State == Void {
    /// A lock protecting nothing.
    public init() {
        storage = Storage(())
    }

    /// Runs `body` while holding the lock.
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body()
    }
}
