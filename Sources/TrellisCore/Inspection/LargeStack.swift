/// Runs work on a thread with a large stack.
///
/// Layout recurses once per level of the view tree; a tree 10,000 modifiers deep would
/// overflow an ordinary thread's stack. The stack is only reserved address space: pages are
/// used as the recursion reaches them.
enum LargeStack {
    static let size = 1 << 30

    private final class Job: @unchecked Sendable {
        // Set by the caller, run once on the worker thread and released there before the
        // caller is woken, so the work never outlives the call.
        var work: (() -> Void)?
        let done = DispatchSemaphore(value: 0)
    }

    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let job = Job()
            job.work = { result = body() }
            let thread = Thread { [job] in
                job.work?()
                job.work = nil
                job.done.signal()
            }
            thread.stackSize = size
            thread.start()
            job.done.wait()
            return result!
        }
    }
}
