import Foundation

/// `trellis serve FILE --port 0` (or a folder), started for a test: the program built beside the tests, its
/// messages read on a thread of their own.
final class ServeProcess: @unchecked Sendable {
    // @unchecked: `lines` is shared with the reading thread behind `lock`.
    private let process = Process()
    private let lock = NSLock()
    private var lines: [String] = []

    init(file: URL) throws {
        let trellis = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
        guard FileManager.default.isExecutableFile(atPath: trellis.path) else {
            throw HeadlessChromium.Failure(description: "build the trellis program first (swift build)")
        }
        process.executableURL = trellis
        process.arguments = ["serve", file.path, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                pending.append(data)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    FileHandle.standardError.write(Data(("serve> " + line + "\n").utf8))
                    lock.withLock { lines.append(line) }
                }
            }
        }
    }

    /// The page's address, once the server says it is listening.
    func waitForURL(timeout: Double) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found = lock.withLock { lines.lazy.compactMap { $0.firstMatch(of: /at (http:\/\/127\.0\.0\.1:\d+\/)/)?.output.1 }.first }
            if let found { return String(found) }
            guard process.isRunning else { break }
            usleep(50_000)
        }
        throw HeadlessChromium.Failure(description: "trellis serve did not start: \(lock.withLock { lines }.joined(separator: "\n"))")
    }

    /// The preview programs it runs (their links are in its own temporary folder).
    func previewPrograms() -> [pid_t] {
        let marker = "trellis-serve-\(process.processIdentifier)/"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry),
                let command = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8), command.contains(marker)
            else { return nil }
            return pid
        }
    }

    /// Whether process `pid` has ended (gone, or a zombie no one has reaped: a container may
    /// have no init to reap orphans).
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// Ctrl-C.
    func interrupt() {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
    }

    /// Its exit status, or nil if it is still running after `timeout` seconds.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        return process.isRunning ? nil : process.terminationStatus
    }
}
