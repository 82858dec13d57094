import Foundation

/// A thread-safe dictionary that forgets everything once it holds more than `capacity` entries:
/// crude, but cheap, and enough to bound memory.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked: `storage` is only touched while holding `lock`.
    private let lock = NSLock()
    private var storage: [Key: Value] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    subscript(key: Key) -> Value? {
        lock.withLock { storage[key] }
    }

    func insert(_ value: Value, for key: Key) {
        lock.withLock {
            if storage.count >= capacity { storage.removeAll(keepingCapacity: true) }
            storage[key] = value
        }
    }

    var count: Int { lock.withLock { storage.count } }

    func removeAll() {
        lock.withLock { storage.removeAll() }
    }
}
