#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs work on a thread with a large stack.
///
/// Layout recurses once per level of the view tree; a tree 10,000 modifiers deep would
/// overflow an ordinary thread's stack. The stack is only reserved address space: pages are
/// used as the recursion reaches them.
enum LargeStack {
    static let size = 1 << 30

    private final class Job: @unchecked Sendable {
        // Set by the caller and run once on the worker thread, which the caller joins, so the
        // work never outlives the call.
        var work: (() -> Void)?

        init(work: @escaping () -> Void) {
            self.work = work
        }

        func run() {
            work?()
            work = nil
        }
    }

    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let job = Job { result = body() }
            runOnLargeStack(job)
            return result!
        }
    }

    #if canImport(Glibc) || canImport(Musl)
    /// Runs the job on a POSIX thread and joins it: once joined, the thread's CPU time is in
    /// the process's (a thread still finishing when its caller resumes may not be counted
    /// yet, which made CPU-time benchmarks of small layouts read near zero).
    private static func runOnLargeStack(_ job: Job) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            LargeStack.layoutThreadMain(context)
            return nil
        }, context)
        guard status == 0 else {
            // No thread to be had: run here, as deep as this thread's stack allows.
            Unmanaged<Job>.fromOpaque(context).release()
            job.run()
            return
        }
        pthread_join(thread, nil)
    }

    /// Where the layout thread starts (a named function, so that profilers can collect from
    /// it: `Benchmarks/callgrind.sh`).
    @inline(never)
    static func layoutThreadMain(_ context: UnsafeMutableRawPointer?) {
        guard let context else { return }
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
    }
    #else
    private static func runOnLargeStack(_ job: Job) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            job.run()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
    }
    #endif
}
