#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Says which case each thread was on when the process dies of a signal (a Swift trap is
/// SIGILL or SIGTRAP, a stack overflow SIGSEGV), so that the case can be regenerated alone
/// with `--seed S --from INDEX --count 1` and cut down.
enum CrashReport {
    /// The case each thread is laying out, plus one; 0 before the first. Written by its
    /// thread, read only by the signal handler (a torn read would at worst print a wrong number).
    nonisolated(unsafe) static var current = UnsafeMutablePointer<Int>.allocate(capacity: 64)
    nonisolated(unsafe) static var threads = 0
    /// The handlers that were there before (Swift's backtracer), put back before re-raising so
    /// that the crash is still reported with its backtrace. Indexed by signal number.
    nonisolated(unsafe) static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    static func install(threads: Int) {
        precondition(threads <= 64)
        self.threads = threads
        current.initialize(repeating: 0, count: 64)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = { CrashReport.handle($0) }
            #else
            action.__sigaction_handler.sa_handler = { CrashReport.handle($0) }
            #endif
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Only what is safe in a signal handler: write(2) of bytes formatted on the stack.
    static func handle(_ signal: Int32) {
        say("\nrandom-trees: CRASHED (signal ")
        sayNumber(Int(signal))
        say("); cases being laid out:")
        for thread in 0..<threads where current[thread] > 0 {
            say(" ")
            sayNumber(current[thread] - 1)
        }
        say(" (regenerate one with --seed S --from INDEX --count 1)\n")
        sigaction(signal, previous + Int(signal), nil)
        raise(signal)
    }

    private static func say(_ text: StaticString) {
        _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
    }

    private static func sayNumber(_ value: Int) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var number = max(value, 0)
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(48 + number % 10)
                number /= 10
            } while number > 0 && start > 0
            _ = write(2, buffer.baseAddress! + start, buffer.count - start)
        }
    }
}
