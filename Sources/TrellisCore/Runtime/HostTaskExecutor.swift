import Foundation

/// The executor a ``ViewHost`` runs its views' tasks on (`task`, `task(id:)`): jobs are only
/// queued here, from any thread, and run when the host drains the queue, on the thread calling
/// the host, between its updates.
///
/// A test has no run loop to run a task's work "later", as SwiftUI's main actor does; a host
/// calls for it at points a test can name instead: each event and `updateIfNeeded()` run the
/// jobs that are ready, and ``ViewHost/settle()`` waits for the tasks to finish. The tasks'
/// nonisolated code runs here because each task prefers this executor
/// (`Task(executorPreference:)`); what they await on an actor runs on that actor, and the task
/// comes back here afterwards.
///
/// Sendable because jobs are enqueued from other threads (a sleep's timer, an actor the task
/// called); the queue and the counts are only touched under the lock.
final class HostTaskExecutor: @unchecked Sendable {
    private let lock = NSLock()
    private var ready: [UnownedJob] = []
    /// Tasks started and not yet finished (a task's last job says it finished).
    private var unfinished = 0
    /// A ``ViewHost/settle()`` waiting for a job to be queued or a task to finish.
    private var waiter: CheckedContinuation<Void, Never>?

    private func enqueue(unowned job: UnownedJob) {
        let waiter = lock.withLock {
            ready.append(job)
            return takeWaiter()
        }
        waiter?.resume()
    }

    /// Runs the queued jobs, and those they queue, until none is ready; says whether any ran.
    /// Jobs queued from elsewhere while this runs are run too.
    @discardableResult
    func runReadyJobs() -> Bool {
        var ranAny = false
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return false }
        while let job = lock.withLock({ ready.isEmpty ? nil : ready.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            ranAny = true
        }
        return ranAny
    }

    /// Whether a task started here has not finished yet.
    var hasUnfinishedTasks: Bool { lock.withLock { unfinished > 0 } }

    /// How many tasks started here have not finished yet.
    var unfinishedTaskCount: Int { lock.withLock { unfinished } }

    /// Whether a job is waiting to be run.
    var hasReadyJobs: Bool { lock.withLock { !ready.isEmpty } }

    func taskStarted() {
        lock.withLock { unfinished += 1 }
    }

    func taskFinished() {
        let waiter = lock.withLock {
            unfinished -= 1
            return takeWaiter()
        }
        waiter?.resume()
    }

    /// Suspends until a job is queued (at once when one already is) or no task is unfinished.
    func waitForWork() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = lock.withLock {
                guard ready.isEmpty, unfinished > 0 else { return true }
                // One host is driven from one place at a time: a second waiter replaces none.
                precondition(waiter == nil, "ViewHost.settle() awaited twice at once")
                waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Called under the lock.
    private func takeWaiter() -> CheckedContinuation<Void, Never>? {
        defer { waiter = nil }
        return waiter
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension HostTaskExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        enqueue(unowned: UnownedJob(job))
    }
}
