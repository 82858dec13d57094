import Dispatch
import Foundation

/// Runs `body` on the main actor and waits for its result, from any thread.
///
/// `ImageRenderer` is main-actor isolated (as SwiftUI's is), but swift-snapshot-testing calls a
/// strategy's `snapshot` closure synchronously on whatever thread the assertion runs on: the
/// main thread for an XCTest method, the main queue for a `@MainActor` test, a cooperative
/// thread for a plain swift-testing `@Test`. Already on the main queue, the body runs in place
/// (the main actor's jobs run there, which `assumeIsolated` checks); elsewhere it is handed to
/// the main queue and the calling thread waits — as the assertion itself waits for its
/// snapshot. Blocking a test thread is harmless here: nothing on the main actor waits for it.
func runOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if isOnMainQueue {
        return MainActor.assumeIsolated(body)
    }
    return DispatchQueue.main.sync {
        MainActor.assumeIsolated(body)
    }
}

/// Whether the calling code runs on the main queue: the main thread outside any other queue,
/// or a block the main queue is running.
///
/// `Thread.isMainThread` is not enough: when a process has called `dispatchMain()`, as the
/// swift-testing runner does on Linux, the main thread sleeps and the main queue — and so the
/// main actor — is drained by a worker thread, where `DispatchQueue.main.sync` would deadlock.
private var isOnMainQueue: Bool {
    _ = markMainQueue
    return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Set on the main queue only: code running on it reads it back. Written once, before it is
/// read, and libdispatch synchronises queue-specific data itself.
private let mainQueueKey = DispatchSpecificKey<Bool>()
private let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
