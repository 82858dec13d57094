import Foundation

/// What `trellis serve` keeps: the file's previews built into a running program, rebuilt when
/// the file (or a file compiled with it) is saved, and the state every page is told.
///
/// A failed build leaves the last good program running, so the pages keep their pictures and
/// show the compiler's messages beside them.
actor ServeSession {
    /// The state the pages are sent (server-sent events) on every change.
    struct State: Encodable, Sendable {
        /// Counts the builds that produced a program: a page redraws when it grows.
        var generation = 0
        /// "building", "ready" or "failed".
        var status = "building"
        /// The previewed file's name.
        var file: String
        /// The compiler's messages (when failed), or why the program could not draw.
        var message: String?
        /// When the save that started this build was noticed, and when the build ended, in
        /// milliseconds since 1970, and how long the build took in seconds.
        var changedAt: Double?
        var builtAt: Double?
        var buildSeconds: Double?
    }

    private let preview: PreviewSession
    private let programArguments: [String]
    private let timeout: Double
    let events = ServeEvents()
    private var program: LiveProgram?
    private var state: State
    private var watcher: FileWatcher
    /// Where the running programs are linked, so another `trellis` run rebuilding the shared
    /// preview package cannot replace them.
    private let programFolder: URL

    init(preview: PreviewSession, programArguments: [String], timeout: Double) {
        self.preview = preview
        self.programArguments = programArguments
        self.timeout = timeout
        let userFile = URL(fileURLWithPath: preview.file).standardizedFileURL
        state = State(file: userFile.lastPathComponent)
        watcher = FileWatcher(paths: [userFile.path])
        programFolder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-serve-\(getpid())")
    }

    /// Builds the previews, then rebuilds them whenever a watched file changes, until cancelled.
    func watch() async {
        await rebuild(changedAt: nil)
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(200))
            guard watcher.changed() else { continue }
            let changedAt = Self.now()
            // An editor may write a file in several steps: wait until it has stood still.
            repeat { try? await Task.sleep(for: .milliseconds(60)) } while watcher.changed()
            await rebuild(changedAt: changedAt)
        }
    }

    /// Every preview, as the page asks for it (`request`: a `LivePreviewRequest` as JSON), with
    /// the generation of the program that drew them and its messages.
    func previews(_ request: String) async -> String {
        let generation = state.generation
        guard let program else {
            return Self.reply(generation: generation, messages: [state.message ?? "the previews are being built"], answer: nil)
        }
        let reply = await program.ask(request)
        return Self.reply(generation: generation, messages: reply.messages, answer: reply.answer)
    }

    /// Stops the running program (the server is ending).
    func stop() {
        program?.stop()
        program = nil
        try? FileManager.default.removeItem(at: programFolder)
    }

    private func rebuild(changedAt: Double?) async {
        state.status = "building"
        state.message = nil
        state.changedAt = changedAt
        await publish()
        let started = ContinuousClock.now
        let preview = self.preview
        let result = await Self.onThread { () -> Result<PreviewSession.Built, UserError> in
            do {
                return .success(try preview.build())
            } catch let error as UserError {
                return .failure(error)
            } catch {
                return .failure(UserError("\(error)"))
            }
        }
        state.buildSeconds = Self.seconds(ContinuousClock.now - started)
        state.builtAt = Self.now()
        switch result {
        case .failure(let error):
            Terminal.note("error: " + error.message)
            state.status = "failed"
            state.message = error.message
        case .success(let built):
            watcher = FileWatcher(paths: [built.userFile.path] + built.siblingPaths)
            do {
                let executable = try linkProgram(built.executable, generation: state.generation + 1)
                let next = LiveProgram(
                    executable: executable, arguments: programArguments + ["--source", built.userFile.path], timeout: timeout,
                    fileIDs: built.fileIDs)
                next.prepare()
                program?.stop()
                program = next
                state.generation += 1
                state.status = "ready"
                Terminal.note("Ready: \(state.file), build \(state.generation) (\(String(format: "%.1f", state.buildSeconds ?? 0)) s)")
            } catch {
                state.status = "failed"
                state.message = "\(error)"
            }
        }
        await publish()
    }

    /// A link to the built program, named for its generation (the previous one is removed).
    private func linkProgram(_ executable: URL, generation: Int) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: programFolder, withIntermediateDirectories: true)
        for old in (try? manager.contentsOfDirectory(atPath: programFolder.path)) ?? [] {
            try? manager.removeItem(at: programFolder.appendingPathComponent(old))
        }
        let target = programFolder.appendingPathComponent("\(PreviewPackage.productName)-\(generation)")
        if link(executable.path, target.path) != 0 { try manager.copyItem(at: executable, to: target) }
        return target
    }

    private func publish() async {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(state) else { return }
        await events.publish(String(decoding: data, as: UTF8.self))
    }

    /// Runs `work` (a build: minutes of waiting on `swift build`) on a thread of its own, not
    /// on one of the few threads async code shares.
    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }

    private struct ReplyHeader: Encodable {
        var generation: Int
        var messages: [String]
    }

    /// `{"generation": …, "messages": […], "answer": ANSWER}`, the program's answer spliced in
    /// as it came (it is JSON already).
    static func reply(generation: Int, messages: [String], answer: String?) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let header = (try? encoder.encode(ReplyHeader(generation: generation, messages: messages))).map { String(decoding: $0, as: UTF8.self) }
            ?? "{}"
        return String(header.dropLast()) + (header == "{}" ? "" : ",") + "\"answer\":" + (answer ?? "null") + "}"
    }

    static func now() -> Double { (Date().timeIntervalSince1970 * 1000).rounded() }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return ((Double(seconds) + Double(attoseconds) / 1e18) * 100).rounded() / 100
    }
}
