import Foundation

/// The preview program `trellis serve` keeps running (its `serve` command): asked for every
/// preview over its standard input, it answers with one line of JSON on its standard output,
/// and keeps its layouts between requests, so a resized canvas is laid out from their caches.
///
/// A preview that crashes the program, or is still being drawn when its time runs out, is
/// reported, and the program is started again without it, as `trellis preview` does.
final class LiveProgram: @unchecked Sendable {
    // @unchecked: the running program is touched on `queue` only; what its standard error says
    // is shared with the thread reading it behind `lock`.
    private let queue = DispatchQueue(label: "trellis.serve.program")
    private let lock = NSLock()

    let executable: URL
    let arguments: [String]
    /// The seconds each preview may take.
    let timeout: Double
    /// Turns crash reports' copies' names back into the user's paths.
    let fileIDs: [String: String]

    private var running: Running?
    private var skipped: [String] = []
    /// Written by the standard-error reader, under `lock`.
    private var current: String?
    private var lastMarker = ContinuousClock.now
    private var errorLines: [String] = []

    private struct Running {
        let pid: pid_t
        let input: Int32
        var output: LineReader
        /// Signalled when the program's standard error has closed (all of a crash report read).
        let errorsRead: DispatchSemaphore
    }

    init(executable: URL, arguments: [String], timeout: Double, fileIDs: [String: String]) {
        self.executable = executable
        self.arguments = arguments
        self.timeout = timeout
        self.fileIDs = fileIDs
    }

    /// What the program answered, and what went wrong on the way.
    struct Reply: Sendable {
        /// The answer's JSON (one line), nil when the program could not give one.
        var answer: String?
        /// The program's warnings, and the previews that crashed or hung (they are left out).
        var messages: [String]
    }

    /// Asks the program for `request` (one line of JSON), starting it if it is not running.
    func ask(_ request: String) async -> Reply {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.askNow(request)) }
        }
    }

    /// Starts the program now, so that it has made its previews by the time the first request
    /// comes.
    func prepare() {
        queue.async { if self.running == nil { try? self.start() } }
    }

    /// Stops the program (at the end of the session, or when a new build replaces it).
    func stop() {
        queue.sync { _ = stopNow() }
    }

    /// The process group of the running program, for the Ctrl-C handler (0: none).
    var processGroup: pid_t { queue.sync { running?.pid ?? 0 } }

    private func askNow(_ request: String) -> Reply {
        var messages: [String] = []
        // Each failure leaves a preview out; a failure naming no new preview ends the attempts.
        while true {
            do {
                if running == nil { try start() }
            } catch {
                return Reply(answer: nil, messages: messages + ["error: \(error)"])
            }
            let outcome = exchange(request)
            messages += outcome.messages
            if let answer = outcome.answer { return Reply(answer: answer, messages: messages) }
            guard let failure = outcome.failure else { return Reply(answer: nil, messages: messages) }
            messages.append("error: " + failure.message(participle: "drawn"))
            guard let name = failure.name, !skipped.contains(name) else {
                return Reply(answer: nil, messages: messages)
            }
            skipped.append(name)
        }
    }

    private struct Exchange {
        var answer: String?
        var failure: PreviewFailure?
        var messages: [String] = []
    }

    /// Writes the request, and reads the answer, watching the time each preview takes.
    private func exchange(_ request: String) -> Exchange {
        guard var program = running else { return Exchange() }
        lock.withLock { lastMarker = .now }
        let line = Data((request + "\n").utf8)
        let written = line.withUnsafeBytes { write(program.input, $0.baseAddress, $0.count) }
        var answer: String?
        if written == line.count {
            while program.output.isOpen, answer == nil {
                let deadline = lock.withLock { lastMarker } + .seconds(timeout)
                answer = program.output.next(until: deadline)
                if answer == nil, ContinuousClock.now >= lock.withLock({ lastMarker }) + .seconds(timeout) { break }
            }
        }
        running = program
        if let answer { return Exchange(answer: answer, messages: takeErrorLines().lines.filter { $0.hasPrefix("warning: ") }) }
        // No answer: the program crashed, or ran out of time and is stopped here.
        let timedOut = program.output.isOpen && written == line.count
        let status = stopNow()
        _ = program.errorsRead.wait(timeout: .now() + 2)
        let (name, lines) = takeErrorLines()
        var crashReporter = PreviewProgram(executable: executable, arguments: arguments)
        crashReporter.fileIDs = fileIDs
        let cause: PreviewFailure.Cause =
            timedOut ? .timedOut(seconds: timeout) : .crashed(signal: status > 128 ? status - 128 : status, message: crashReporter.crashReport(lines))
        return Exchange(failure: PreviewFailure(name: name, cause: cause), messages: lines.filter { $0.hasPrefix("warning: ") })
    }

    /// The preview being drawn, and the lines of standard error since the last call.
    private func takeErrorLines() -> (name: String?, lines: [String]) {
        lock.withLock {
            defer { errorLines = [] }
            return (current, errorLines)
        }
    }

    /// Starts the program, its standard input and output piped here, its standard error read by
    /// a thread of its own, in a process group of its own (stopped whole).
    private func start() throws {
        var inputEnds: [Int32] = [-1, -1]
        var outputEnds: [Int32] = [-1, -1]
        var errorEnds: [Int32] = [-1, -1]
        guard pipe(&inputEnds) == 0, pipe(&outputEnds) == 0, pipe(&errorEnds) == 0 else {
            throw UserError("could not start the preview program: \(String(cString: strerror(errno)))")
        }
        for end in inputEnds + outputEnds + errorEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            // The program's ends are its own once it has started (or failed to).
            defer { [inputEnds[0], outputEnds[1], errorEnds[1]].forEach { close($0) } }
            do {
                pid = try Spawn.inOwnGroup(
                    executable, arguments: arguments + skipped.flatMap { ["--skip", $0] }, environment: ["SWIFT_BACKTRACE": "enable=no"],
                    input: inputEnds[0], output: outputEnds[1], error: errorEnds[1])
            } catch {
                [inputEnds[1], outputEnds[0], errorEnds[0]].forEach { close($0) }
                throw UserError("could not run the preview program: \(error.reason)")
            }
        }
        // A closed page's request must not end `trellis` by SIGPIPE when the program has died.
        signal(SIGPIPE, SIG_IGN)
        lock.withLock {
            current = nil
            errorLines = []
        }
        let errorsRead = DispatchSemaphore(value: 0)
        running = Running(pid: pid, input: inputEnds[1], output: LineReader(descriptor: outputEnds[0]), errorsRead: errorsRead)
        ServeSignals.programGroup = pid
        let errorOutput = errorEnds[0]
        Thread.detachNewThread { [self] in
            readErrors(errorOutput)
            errorsRead.signal()
        }
    }

    /// Reads the program's standard error until it closes: the preview markers, and the lines
    /// that may be a warning or a crash report.
    private func readErrors(_ descriptor: Int32) {
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        while reader.isOpen {
            guard let line = reader.next(until: .now + .seconds(3600)) else { continue }
            lock.withLock {
                if line.hasPrefix(PreviewProgram.previewMarker) {
                    current = String(line.dropFirst(PreviewProgram.previewMarker.count))
                    lastMarker = .now
                } else if line.hasPrefix(PreviewProgram.providerMarker) {
                    current = String(line.dropFirst(PreviewProgram.providerMarker.count))
                    lastMarker = .now
                } else {
                    errorLines.append(line)
                }
            }
        }
    }

    /// Stops the running program and its group; its exit status (128 + signal when killed).
    @discardableResult
    private func stopNow() -> Int32 {
        guard let program = running else { return 0 }
        running = nil
        // The next program may have started already (a new build's): leave its group.
        if ServeSignals.programGroup == program.pid { ServeSignals.programGroup = 0 }
        close(program.input)
        var status: Int32 = 0
        // Ended by itself (a crash), or ends now.
        if waitpid(program.pid, &status, WNOHANG) != program.pid {
            kill(-program.pid, SIGKILL)
            while waitpid(program.pid, &status, 0) < 0 && errno == EINTR {}
        }
        close(program.output.descriptor)
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
