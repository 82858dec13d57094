import Foundation

/// Debian's `chromium`, headless, driven over the DevTools protocol through a pipe
/// (`--remote-debugging-pipe`: commands in on descriptor 3, answers out on descriptor 4, each
/// message JSON ended by a NUL byte), so the test needs no WebSocket client or Node.
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The browser's path, if it is installed.
    static var executable: URL? {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        return nil
    }

    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private var pending: [UInt8] = []
    private var nextID = 1
    private var sessionID: String?
    private let profile: URL

    init(width: Int, height: Int) throws {
        guard let executable = Self.executable else { throw Failure(description: "chromium is not installed") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [-1, -1]
        var fromBrowser: [Int32] = [-1, -1]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed") }
        for end in toBrowser + fromBrowser { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        let arguments = [
            executable.path, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
            "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, executable.path, &actions, nil, argv, environment)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard failure == 0 else { throw Failure(description: "could not start chromium: \(String(cString: strerror(failure)))") }
        self.pid = pid
        commands = toBrowser[1]
        answers = fromBrowser[0]
        signal(SIGPIPE, SIG_IGN)
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no page: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        sessionID = attached["sessionId"] as? String
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit {
        close(commands)
        close(answers)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a DevTools command to the page and returns its result.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], timeout: Double = 30) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let sessionID { message["sessionId"] = sessionID }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        let written = data.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
        guard written == data.count else { throw Failure(description: "chromium is gone") }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try nextMessage(until: deadline)
            guard reply["id"] as? Int == id else { continue }  // events, and other answers
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func nextMessage(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Data(pending[..<end])
                pending.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: message)) as? [String: Any] ?? [:]
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure(description: "chromium did not answer in time") }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(remaining, 1) * 1000)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(answers, &buffer, buffer.count)
            guard count > 0 else { throw Failure(description: "chromium closed its pipe") }
            pending += buffer[..<count]
        }
    }

    /// The value of a JavaScript expression in the page (awaited if it is a promise).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page, looking every 50 ms.
    func wait(for expression: String, timeout: Double) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate("!!(\(expression))") as? Bool == true { return }
            usleep(50_000)
        }
        throw Failure(description: "timed out after \(timeout) s waiting for \(expression)")
    }

    func navigate(to url: String) throws {
        try send("Page.navigate", ["url": url])
    }

    func mouse(_ type: String, x: Double, y: Double, button: String = "none") throws {
        try send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": button, "clickCount": button == "none" ? 0 : 1])
    }

    func screenshot(to url: URL) throws {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        try data.write(to: url)
    }
}
