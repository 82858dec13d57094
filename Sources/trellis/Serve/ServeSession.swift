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
        /// The previewed file's name (its path in the folder, when serving a folder).
        var file: String
        /// The files the page can switch between (a folder's files with previews), and which
        /// one is shown.
        var files: [String]
        var fileIndex: Int
        /// The compiler's messages (when failed), or why the program could not draw.
        var message: String?
        /// How far the build has got, as `swift build` counts its steps ("45/120").
        var progress: String?
        /// When the save that started this build was noticed, and when the build ended, in
        /// milliseconds since 1970, and how long the build took in seconds.
        var changedAt: Double?
        var builtAt: Double?
        var buildSeconds: Double?
    }

    /// How each file is built (its `file` is replaced by the file shown).
    private let template: PreviewSession
    /// The folder served, if a folder was given; else nil, and `files` is the one file.
    private let folder: URL?
    private var files: [URL]
    private var current = 0
    /// A file picked on the page, to build at the next look.
    private var switchRequested = false
    private let programArguments: [String]
    private let timeout: Double
    let events = ServeEvents()
    private var program: LiveProgram?
    /// The last successful build, whose plan a build of the same files reuses.
    private var lastBuild: PreviewSession.Built?
    /// When the pages were last told the build's progress.
    private var lastProgress = ContinuousClock.now
    private var state: State
    private var watcher: FileWatcher
    /// Where the running programs are linked, so another `trellis` run rebuilding the shared
    /// preview package cannot replace them.
    private let programFolder: URL

    /// - Parameters:
    ///   - files: the file given, or the files with previews of `folder`.
    init(template: PreviewSession, files: [URL], folder: URL?, programArguments: [String], timeout: Double) {
        self.template = template
        self.files = files
        self.folder = folder
        self.programArguments = programArguments
        self.timeout = timeout
        state = State(file: "", files: [], fileIndex: 0)
        watcher = FileWatcher(paths: files.prefix(1).map(\.path))
        programFolder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-serve-\(getpid())")
        Self.removeAbandonedProgramFolders()
    }

    /// The program folders of sessions that ended without cleaning up (Ctrl-C ends at once).
    private static func removeAbandonedProgramFolders() {
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix("trellis-serve-") {
            guard let pid = pid_t(name.dropFirst("trellis-serve-".count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    /// Builds the previews, then rebuilds them whenever a watched file changes, until cancelled.
    func watch() async {
        await rebuild(changedAt: nil)
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(200))
            if switchRequested {
                switchRequested = false
                await rebuild(changedAt: Self.now())
                continue
            }
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

    /// Shows file `index` of ``State/files`` instead: it is built and watched from now on.
    /// - Returns: false when there is no such file.
    func select(_ index: Int) -> Bool {
        guard files.indices.contains(index) else { return false }
        if index != current {
            current = index
            watcher = FileWatcher(paths: [files[index].path])
            switchRequested = true
        }
        return true
    }

    /// Stops the running program (the server is ending).
    func stop() {
        program?.stop()
        program = nil
        try? FileManager.default.removeItem(at: programFolder)
    }

    /// How the file shown is built.
    private var preview: PreviewSession {
        var session = PreviewSession(file: files[current].path, runnerArguments: [], step: template.step, participle: template.participle)
        session.views = template.views
        session.includes = template.includes
        session.timeLimit = template.timeLimit
        session.onBuildProgress = { [weak self] counter in
            guard let self else { return }
            Task { await self.progressed(counter) }
        }
        return session
    }

    /// The build's step counter, passed on to the pages (at most a few times a second).
    private func progressed(_ counter: String) async {
        guard state.status == "building", ContinuousClock.now - lastProgress > .milliseconds(250) else { return }
        lastProgress = .now
        state.progress = counter
        await publish()
    }

    /// The folder's files with previews, looked for again (files come and go), the one shown kept.
    private func refreshFiles() {
        guard let folder else { return }
        let shown = files[current]
        let found = PreviewFolder.previewFiles(in: folder)
        guard !found.isEmpty else { return }
        files = found.contains(shown) ? found : [shown] + found
        current = files.firstIndex(of: shown) ?? 0
    }

    private func rebuild(changedAt: Double?) async {
        refreshFiles()
        state.files = files.map { file in folder.map { PreviewFolder.relativePath(of: file, in: $0) } ?? file.lastPathComponent }
        state.fileIndex = current
        state.file = state.files[current]
        state.status = "building"
        state.progress = nil
        state.message = nil
        state.changedAt = changedAt
        await publish()
        let started = ContinuousClock.now
        let preview = self.preview
        let previous = lastBuild
        let result = await Self.onThread { () -> Result<PreviewSession.Built, UserError> in
            do {
                return .success(try preview.build(after: previous))
            } catch let error as UserError {
                return .failure(error)
            } catch {
                return .failure(UserError("\(error)"))
            }
        }
        state.buildSeconds = Self.seconds(ContinuousClock.now - started)
        state.builtAt = Self.now()
        // Another file picked during the build: this build's program is not the one wanted.
        if switchRequested { return }
        switch result {
        case .failure(let error):
            Terminal.note("error: " + error.message)
            state.status = "failed"
            state.message = error.message
        case .success(let built):
            lastBuild = built
            watcher = FileWatcher(paths: [built.userFile.path] + built.siblingPaths)
            do {
                let executable = try linkProgram(built.executable, bundle: built.bundle, generation: state.generation + 1)
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
        // A build with a new plan: SwiftPM plans once more on the next build; do it now, while
        // the page is being looked at, so the next save takes seconds (about 3 s, not 10).
        if state.status == "ready", let built = lastBuild, !built.reusedPlan {
            let preview = self.preview
            await Self.onThread { preview.settleBuildPlan(of: built) }
        }
    }

    /// A link to the built program, named for its generation (the previous one is removed).
    private func linkProgram(_ executable: URL, bundle: AppBundle, generation: Int) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: programFolder, withIntermediateDirectories: true)
        for old in (try? manager.contentsOfDirectory(atPath: programFolder.path)) ?? [] {
            try? manager.removeItem(at: programFolder.appendingPathComponent(old))
        }
        let target = programFolder.appendingPathComponent("\(PreviewPackage.productName)-\(generation)")
        if link(executable.path, target.path) != 0 { try manager.copyItem(at: executable, to: target) }
        try bundle.install(in: programFolder, program: target.lastPathComponent)
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
