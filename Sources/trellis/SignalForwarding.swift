import Foundation

/// Passes Ctrl-C (and SIGTERM, SIGHUP) on to a child process group while it runs. The child
/// runs in a group of its own so that it can be stopped whole, but then the terminal's Ctrl-C
/// reaches only `trellis`: without this, `swift build` would go on alone in the background.
/// Once the child has ended, `trellis` ends by the same signal, as it would have unforwarded.
/// One child at a time.
enum SignalForwarding {
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    // Shared with the signal handler, which can capture nothing. `group` is written only while
    // no handler of this type is installed (`trellis serve`'s handler reads it: one word);
    // `received` only by the handler.
    /// The child's process group while it runs, else 0.
    nonisolated(unsafe) private(set) static var group: pid_t = 0
    /// Set by `trellis serve`, whose own handler (`ServeSignals`) stops the running child and
    /// ends at once: the child's group is only noted here.
    nonisolated(unsafe) static var handledElsewhere = false
    nonisolated(unsafe) private static var received: Int32 = 0
    nonisolated(unsafe) private static var previous: [(@convention(c) (Int32) -> Void)?] = []

    static func start(to group: pid_t) {
        Self.group = group
        guard !handledElsewhere else { return }
        received = 0
        previous = signals.map { number in
            signal(number) { number in
                SignalForwarding.received = number
                kill(-SignalForwarding.group, number)
            }
        }
    }

    /// Restores the signals' earlier actions, and ends the program by the signal that came, if
    /// one did (unless it was ignored before).
    static func stop() {
        guard !handledElsewhere else {
            group = 0
            return
        }
        for (number, action) in zip(signals, previous) { signal(number, action) }
        if received != 0 { raise(received) }
    }
}
