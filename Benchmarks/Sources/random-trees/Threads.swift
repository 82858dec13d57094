#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body(0)`, `body(1)`… on `count` threads with large stacks, and returns their results
/// in order. A random tree 10,000 levels deep is built and released by recursion (its view
/// value, its `RandomTree`), which an ordinary 8 MiB stack may not hold.
func onLargeStacks<T: Sendable>(count: Int, stackBytes: Int = 1 << 29, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    let results = ThreadResults<T>(count)
    var threads: [pthread_t] = []
    for index in 0..<count {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, stackBytes)
        let job = ThreadJob { results.values[index] = body(index) }
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<ThreadJob>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, Unmanaged.passRetained(job).toOpaque())
        pthread_attr_destroy(&attributes)
        precondition(status == 0, "pthread_create failed: \(status)")
        #if canImport(Darwin)
        threads.append(thread!)
        #else
        threads.append(thread)
        #endif
    }
    for thread in threads { pthread_join(thread, nil) }
    return results.values.map { $0! }
}

/// One thread's work, handed to pthread_create as its context.
private final class ThreadJob: @unchecked Sendable {
    // Run once by its one thread, which the caller joins.
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// The threads' results: each thread writes its own slot; the caller reads them after joining
/// every thread.
private final class ThreadResults<T>: @unchecked Sendable {
    var values: [T?]
    init(_ count: Int) { values = Array(repeating: nil, count: count) }
}
