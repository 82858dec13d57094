import Foundation

/// Builds the preview package with the machine's Swift toolchain, showing progress, and turns a
/// failure into the compiler's messages about the user's file.
struct SwiftBuild {
    let package: PreviewPackage
    /// The user's file and the name of its copy in the package, to point messages back at it.
    let userFile: URL
    let copyName: String
    /// The sibling files compiled with it (and the files of the app's own modules): their
    /// copies' paths in the package → their paths.
    var siblingCopies: [String: String] = [:]
    /// When to stop the build, and how many seconds that was when it was set (for the message).
    var deadline: ContinuousClock.Instant = .now + .seconds(600)
    var timeLimit: Double = 600

    /// Whether SwiftPM may reuse its build plan from the last build: only when the package's
    /// files are the ones it was planned with (`trellis serve`, saving the same file again).
    /// Planning again costs about ten seconds on two cores, most of a small rebuild.
    var reusesBuildPlan = false
    /// Told how far the build has got ("45/120"), as the terminal is.
    var onProgress: (@Sendable (String) -> Void)?

    /// Expressions taking longer than this to type-check are named to the user.
    static let slowExpressionMilliseconds = 2000

    /// A build that failed in sibling files only: they are left out and the build tried again.
    struct SiblingFailure: Error {
        /// The copies' paths of the siblings with errors.
        let copyPaths: Set<String>
        /// The compiler's messages about them, with their own paths.
        let message: String
    }

    /// `swift` on the PATH.
    static func swiftExecutable() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw UserError("`swift` was not found on the PATH: install a Swift toolchain (6.0 or later) from swift.org.")
    }

    func run() throws {
        let firstBuild = !FileManager.default.fileExists(atPath: package.executable.path)
        let step = firstBuild ? "Building Trellis and your previews (the first time takes a minute or two)" : "Compiling"
        Terminal.progress(step + "…")

        // The build plan is made afresh unless the caller knows the files are the same: a reused
        // plan misses source files added to a local dependency (Trellis itself, when updated or
        // edited) or to the package, and fails on the old file list. Removing the plan, rather
        // than building with `--disable-build-manifest-caching`, leaves a new plan for the next
        // build to reuse (a plan made with caching disabled is not reused).
        if !reusesBuildPlan { removeBuildPlan() }
        var lines = try build(step: step, firstBuild: firstBuild)
        // After Trellis changed a declaration's signature, SwiftPM can keep objects of modules
        // that call it (the framework stand-ins, the app's files) compiled against the old one:
        // the link fails. Once, build those again from scratch.
        if lines.status != 0, Self.isStaleLink(lines.output) {
            Terminal.note("note: objects of an earlier build were stale (Trellis changed since); compiling everything again")
            removeCompiledObjects()
            lines = try build(step: step, firstBuild: true)
        }
        for message in slowExpressionMessages(lines.output) { Terminal.note("note: " + message) }
        guard lines.status == 0 else {
            let failing = failingSiblings(lines.output)
            if !failing.isEmpty, !userFileHasErrors(lines.output) {
                throw SiblingFailure(copyPaths: failing, message: failureMessage(lines.output))
            }
            throw UserError(failureMessage(lines.output))
        }
    }

    /// One `swift build` of the package: its exit status and its lines.
    private func build(step: String, firstBuild: Bool) throws -> (status: Int32, output: [String]) {
        let process = ChildProcess(
            executable: try Self.swiftExecutable(),
            arguments: ["build", "--package-path", package.directory.path, "--product", PreviewPackage.productName])
        var lines: [String] = []
        let status: Int32
        do {
            status = try process.run(until: deadline) { line in
                lines.append(line)
                if let counter = Self.progressCounter(line) {
                    Terminal.update("\(step)… \(counter)")
                    onProgress?(counter)
                }
            }
        } catch is ChildProcess.TimedOut {
            Terminal.endLine()
            throw UserError(timeLimitMessage(lines, firstBuild: firstBuild))
        }
        Terminal.endLine()
        return (status, lines)
    }

    /// Whether a failed build's output is a link that found objects compiled against another
    /// version of a module (undefined references, and no compiler errors).
    static func isStaleLink(_ lines: [String]) -> Bool {
        lines.contains { $0.contains("undefined reference to '$s") } && !lines.contains { $0.contains(".swift:") && $0.contains(": error: ") && !$0.contains("undefined reference") }
    }

    /// Removes what the package's builds compiled (keeping its dependencies' checkouts), so the
    /// next build compiles everything.
    private func removeCompiledObjects() {
        let build = package.directory.appendingPathComponent(".build")
        let manager = FileManager.default
        for entry in (try? manager.contentsOfDirectory(atPath: build.path)) ?? []
        where !["checkouts", "repositories", "workspace-state.json", "artifacts", "prebuilts"].contains(entry) {
            try? manager.removeItem(at: build.appendingPathComponent(entry))
        }
    }

    /// Runs `swift build` on `package` with its plan, quietly (see `PreviewSession.settleBuildPlan`).
    static func settle(_ package: PreviewPackage) {
        guard let swift = try? swiftExecutable() else { return }
        let process = ChildProcess(
            executable: swift, arguments: ["build", "--package-path", package.directory.path, "--product", PreviewPackage.productName])
        _ = try? process.run(until: .now + .seconds(600)) { _ in }
    }

    /// Removes SwiftPM's cached build plan (`debug.yaml` and the build description), so the next
    /// build plans again; what was compiled stays.
    private func removeBuildPlan() {
        let build = package.directory.appendingPathComponent(".build")
        let manager = FileManager.default
        try? manager.removeItem(at: build.appendingPathComponent("debug.yaml"))
        for folder in (try? manager.contentsOfDirectory(atPath: build.path)) ?? [] {
            try? manager.removeItem(at: build.appendingPathComponent(folder).appendingPathComponent("debug/description.json"))
        }
    }

    /// The slow expressions the compiler reported in the user's file and its siblings, pointing
    /// at those files.
    func slowExpressionMessages(_ lines: [String]) -> [String] {
        SlowExpression.all(in: lines).compactMap { expression in userPath(of: expression.path).map(expression.message(path:)) }
    }

    /// Why the build was stopped, the slow expressions seen until then, and what to do.
    func timeLimitMessage(_ lines: [String], firstBuild: Bool) -> String {
        let seconds = timeLimit == timeLimit.rounded() ? String(Int(timeLimit)) : String(timeLimit)
        var text = "compiling \(userFile.lastPathComponent) took longer than \(seconds) s"
        if firstBuild { text += " (this first build also compiles Trellis itself)" }
        text += ", and was stopped."
        let slow = slowExpressionMessages(lines)
        if !slow.isEmpty { text += "\n" + slow.joined(separator: "\n") }
        text += "\nGive it longer with --time-limit SECONDS"
        text += slow.isEmpty ? "." : ", or split the expressions named above."
        return text
    }

    /// The user's file or sibling the compiler's `path` is a copy of; nil for the generated
    /// program and Trellis itself.
    func userPath(of path: String) -> String? {
        let directory = package.sourcesDirectory
        if path == directory.appendingPathComponent(copyName).path { return userFile.path }
        return siblingCopies[path]
    }

    /// "45/120" from "[45/120] Compiling …".
    static func progressCounter(_ line: String) -> String? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let counter = line[line.index(after: line.startIndex)..<close]
        return counter.contains("/") ? String(counter) : nil
    }

    /// The paths of errors the compiler reported.
    private func errorPaths(_ lines: [String]) -> [String] {
        let header = try! Regex(#"^(/[^:]+):\d+:\d+: error: "#)
        return lines.compactMap { $0.firstMatch(of: header).flatMap { $0.output[1].substring.map(String.init) } }
    }

    /// The copies' paths of the siblings the compiler reported errors in.
    func failingSiblings(_ lines: [String]) -> Set<String> {
        Set(errorPaths(lines).filter { siblingCopies[$0] != nil })
    }

    /// Whether the compiler reported errors in the user's file (or the generated program).
    private func userFileHasErrors(_ lines: [String]) -> Bool {
        let own = [copyName, "main.swift"]
        return errorPaths(lines).contains { own.contains(URL(fileURLWithPath: $0).lastPathComponent) }
    }

    /// The compiler's messages, with the copies' paths replaced by the files', each shown once.
    func failureMessage(_ lines: [String]) -> String {
        let copyPath = package.sourcesDirectory.appendingPathComponent(copyName).path
        let mainPath = package.sourcesDirectory.appendingPathComponent("main.swift").path
        let siblingPaths = siblingCopies
        let diagnosticHeader = try! Regex(#"^(/[^:]+):(\d+):(\d+): (error|warning|note): "#)

        var blocks: [[String]] = []
        var seen: Set<String> = []
        var current: [String]?
        var otherErrors: [String] = []
        for line in lines {
            if let match = line.firstMatch(of: diagnosticHeader) {
                if let block = current { blocks.append(block) }
                current = nil
                let path = String(match.output[1].substring ?? "")
                let kind = match.output[4].substring ?? ""
                guard kind != "warning",
                      path == copyPath || path == mainPath || siblingPaths[path] != nil || !path.hasPrefix(package.directory.path)
                else { continue }
                guard seen.insert(line).inserted else { continue }
                current = [line]
            } else if Self.progressCounter(line) != nil || line.hasPrefix("Building for") || line.hasPrefix("Fetching")
                        || line.hasPrefix("Computing") || line.hasPrefix("Creating working copy") || line.hasPrefix("Working copy")
                        || line.hasPrefix("Fetched") || line.hasPrefix("Computed") {
                if let block = current { blocks.append(block) }
                current = nil
            } else if current != nil {
                current?.append(line)
            } else if line.hasPrefix("error:"), !line.contains("command failed"), !line.contains("fatalError") {
                otherErrors.append(line)
            }
        }
        if let block = current { blocks.append(block) }

        var text = blocks.flatMap { $0 }.joined(separator: "\n")
        text = text.replacingOccurrences(of: copyPath, with: userFile.path)
        for (copy, original) in siblingPaths { text = text.replacingOccurrences(of: copy, with: original) }
        if text.contains(mainPath) {
            text = text.replacingOccurrences(of: mainPath, with: "(the generated preview program)")
            text += "\nThe generated program could not use a preview provider: is it declared at the top level of the file, and does it conform to PreviewProvider?"
        }
        if text.isEmpty { text = (otherErrors.isEmpty ? lines.suffix(20) : otherErrors[...]).joined(separator: "\n") }
        return "\(userFile.lastPathComponent) did not compile with Trellis:\n" + text
    }
}
