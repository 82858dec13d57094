import Foundation

/// A program run with its standard output and error read together, line by line, and stopped
/// when it runs past a deadline: it and every process it started, since it runs in a process
/// group of its own (a compiler job outliving a stopped `swift build` would keep the machine
/// busy).
struct ChildProcess {
    /// The program ran past its deadline and was stopped.
    struct TimedOut: Error {}

    let executable: URL
    let arguments: [String]
    /// Variables added to (or replacing) this process's environment for the program.
    var environment: [String: String] = [:]
    /// Whether the program writes its standard output straight to this process's (results the
    /// user reads, such as `trellis layout`'s), only its standard error coming back line by line.
    var passesStandardOutputThrough = false

    init(executable: URL, arguments: [String], environment: [String: String] = [:], passesStandardOutputThrough: Bool = false) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.passesStandardOutputThrough = passesStandardOutputThrough
    }

    /// How long a stopped program has to end by itself (SIGTERM) before it is killed (SIGKILL).
    static let gracePeriod: Duration = .seconds(2)

    /// Runs the program to its end, standard input empty, passing each line it writes to
    /// `onLine` as it comes.
    /// - Returns: its exit status, or 128 + the signal that ended it.
    /// - Throws: `TimedOut` once it has been stopped at `deadline`; `UserError` when it cannot
    ///   be started.
    func run(until deadline: ContinuousClock.Instant, onLine: (String) -> Void) throws -> Int32 {
        try run(deadline: { deadline }, onLine: onLine)
    }

    /// Runs the program as ``run(until:onLine:)`` does, with a deadline that may move: it is
    /// asked again after each line (a preview program gets a new one for each preview).
    func run(deadline: () -> ContinuousClock.Instant, onLine: (String) -> Void) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw UserError("could not run \(executable.lastPathComponent): \(Self.errorText(errno))") }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Only the program's copies (made by dup2, so kept on exec) reach it: a process started
        // meanwhile on another thread must not hold the pipe open.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(readEnd) }
        let pid: pid_t
        do {
            defer { close(writeEnd) }
            pid = try spawn(output: writeEnd)
        }

        SignalForwarding.start(to: pid)
        defer { SignalForwarding.stop() }
        var reader = LineReader(descriptor: readEnd)
        while reader.isOpen {
            guard let line = reader.next(until: deadline()) else {
                if ContinuousClock.now >= deadline() {
                    stop(group: pid, reader: &reader)
                    throw TimedOut()
                }
                continue
            }
            onLine(line)
        }
        // Output ends when the program closes it, which is usually when it exits; bounded all
        // the same, in case a process of the group keeps running with its output closed.
        while true {
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { return Self.exitCode(status) }
            if waited < 0 && errno != EINTR { return -1 }
            if ContinuousClock.now >= deadline() {
                stop(group: pid, reader: &reader)
                throw TimedOut()
            }
            usleep(20_000)
        }
    }

    /// Starts the program in a new process group whose id is its pid, with `output` as its
    /// standard output and error.
    private func spawn(output: Int32) throws -> pid_t {
        do {
            return try Spawn.inOwnGroup(
                executable, arguments: arguments, environment: environment, input: nil,
                output: passesStandardOutputThrough ? nil : output, error: output)
        } catch {
            throw UserError("could not run \(executable.lastPathComponent): \(error.reason)")
        }
    }

    /// Asks the whole group to end, then kills what is left of it. The leader is reaped only
    /// after the kill, so the group's id cannot be reused by an unrelated process meanwhile.
    private func stop(group pid: pid_t, reader: inout LineReader) {
        kill(-pid, SIGTERM)
        // The group has ended when the pipe closes (every member held it): no need to wait longer.
        let graceEnd = ContinuousClock.now + Self.gracePeriod
        while reader.isOpen, ContinuousClock.now < graceEnd { _ = reader.next(until: graceEnd) }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Lines read from a file descriptor, waiting no longer than a deadline for each.
struct LineReader {
    let descriptor: Int32
    private(set) var isOpen = true
    private var pending: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line (without its newline; the last one even without), or nil when none came
    /// by `deadline` or the output has ended.
    mutating func next(until deadline: ContinuousClock.Instant) -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                defer { pending.removeSubrange(...newline) }
                return String(decoding: pending[..<newline], as: UTF8.self)
            }
            guard isOpen else {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return String(decoding: pending, as: UTF8.self)
            }
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return nil }
            // Waits in slices of at most a second, so a far deadline cannot overflow the timeout.
            let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(1000, max(1, milliseconds))))
            if ready < 0 && errno != EINTR { isOpen = false }
            guard ready > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                pending += buffer[..<count]
            } else if count == 0 || errno != EINTR {
                isOpen = false
            }
        }
    }
}
