import Foundation

/// Ctrl-C (and SIGTERM, SIGHUP) for `trellis serve`: the preview program it keeps running is
/// killed, a build in progress is asked to stop (SIGTERM to its group), and the server ends at
/// once with status 0.
enum ServeSignals {
    /// The running preview program's process group (0: none). Shared with the handler, which
    /// can capture nothing; a word written on one thread and read by the handler.
    nonisolated(unsafe) static var programGroup: pid_t = 0

    static func install() {
        SignalForwarding.handledElsewhere = true
        for number in SignalForwarding.signals {
            signal(number) { _ in
                // Only async-signal-safe calls here: kill, write, _exit.
                if ServeSignals.programGroup > 0 { kill(-ServeSignals.programGroup, SIGKILL) }
                if SignalForwarding.group > 0 { kill(-SignalForwarding.group, SIGTERM) }
                let message: StaticString = "\ntrellis serve: stopped\n"
                _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                _exit(0)
            }
        }
    }
}
