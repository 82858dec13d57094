#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The calling thread's stack, so that a tree is laid out on the calling thread when that
/// has room, and only a deep one pays for a thread of its own (``LargeStack``, about 50 µs).
enum CallerStack {
    /// Where the stack is now: the address of a local.
    @inline(__always)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The bytes of stack left below this point on the calling thread, or `nil` when that
    /// cannot be known.
    static func remaining() -> Int? {
        #if os(Linux)
        guard let low = lowestAddress() else { return nil }
        let here = currentAddress()
        guard here > low else { return nil }
        return Int(here - low)
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// Each thread's lowest stack address, found once per thread: for the main thread glibc
    /// reads `/proc/self/maps` to answer, a quarter of a millisecond.
    private static let lowestAddressKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    private static func lowestAddress() -> UInt? {
        guard let key = lowestAddressKey else { return nil }
        if let known = pthread_getspecific(key) { return UInt(bitPattern: known) }
        var attributes = pthread_attr_t()
        guard threadAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
        pthread_setspecific(key, base)
        return UInt(bitPattern: base)
    }
    #endif
}

#if os(Linux)
// glibc and musl export it, but Swift's Glibc module only declares it under _GNU_SOURCE.
@_silgen_name("pthread_getattr_np")
private func threadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

extension CallerStack {
    /// Stack left free below layout for what it calls (text shaping, the C libraries).
    static let margin = 256 * 1024

    /// Stack one level of nodes may take while it is laid out, generously: measured, 0.6 to
    /// 1.5 KB in release builds and up to 3 KB in debug builds.
    #if DEBUG
    static let bytesPerLevel = 8 * 1024
    #else
    static let bytesPerLevel = 2 * 1024
    #endif

    /// The bytes of this thread's stack that resolving and laying out may use, or `nil` when
    /// that is too little to bother (or cannot be known): then a ``LargeStack`` does it.
    static func budget() -> Int? {
        guard let remaining = remaining(), remaining > 2 * margin else { return nil }
        return remaining - margin
    }

    /// Whether laying out a tree of `levels` levels fits in `budget` bytes of stack.
    static func fits(levels: UInt16, budget: Int) -> Bool {
        Int(levels) * bytesPerLevel <= budget
    }

    /// Runs `body`, which recurses once per level of a tree of `levels` levels, here when this
    /// thread's stack has room for it, else on a ``LargeStack``.
    static func run<T>(levels: UInt16, _ body: () -> T) -> T {
        if let budget = budget(), fits(levels: levels, budget: budget) { return body() }
        return LargeStack.run(body)
    }
}
