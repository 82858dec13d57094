import ArgumentParser
import Foundation
import Synchronization

/// One `trellis preview` or `trellis layout` run: read the file, find its previews, build them
/// with Trellis and run the built program.
struct PreviewSession {
    let file: String
    /// The preview program's command and options (`render --out …`, `layout --json`).
    let runnerArguments: [String]
    /// "Rendering" or "Laying out", for progress; "drawn" or "laid out", for messages.
    let step: String
    let participle: String
    var views: [String] = []
    var includes: [String] = []
    /// Seconds for all the builds of the run.
    var timeLimit: Double = 600
    /// Seconds for each preview.
    var timeout: Double = 60
    /// Told how far each build has got ("45/120"), for `trellis serve`'s page.
    var onBuildProgress: (@Sendable (String) -> Void)?
    /// Where pictures are written (checked before building), for `trellis preview`.
    var outputFolder: URL?
    /// Whether a run after a crashed one draws again the previews already drawn (JSON).
    var redrawsFinishedPreviews = false

    init(file: String, runnerArguments: [String], step: String, participle: String) {
        self.file = file
        self.runnerArguments = runnerArguments
        self.step = step
        self.participle = participle
    }

    func run() throws {
        do {
            try runUnchecked()
        } catch let error as UserError {
            Terminal.endLine()
            Terminal.write("error: \(error.message)\n")
            throw ExitCode.failure
        }
    }

    func runUnchecked() throws {
        if let outputFolder { try OutputFolder.check(outputFolder) }
        let built = try build()
        Terminal.note(step + "…")
        let outcome = try run(built)
        if !built.previewFiles.isEmpty {
            Terminal.endLine()
            Terminal.write(FolderPreviews.report(built.previewFiles, failures: outcome.failures, in: built.userFile.deletingLastPathComponent()) + "\n")
        }
        guard outcome.failures.isEmpty else { throw UserError(Self.summary(outcome, participle: participle)) }
        let leftOut = built.previewFiles.values.filter { $0.leftOut != nil }.count
        if leftOut > 0 { throw UserError("\(leftOut) file\(leftOut == 1 ? "" : "s") with previews did not compile with Trellis") }
    }

    /// Runs `built`'s program from a folder laid out as the app's bundle (one per previewed
    /// file), drawing or laying out its previews.
    func run(_ built: Built) throws -> PreviewProgram.Outcome {
        let executable = try programInBundle(built)
        var program = PreviewProgram(executable: executable, arguments: runnerArguments + ["--source", built.userFile.path])
        program.timeout = timeout
        program.redrawsFinishedPreviews = redrawsFinishedPreviews
        program.outputFolder = outputFolder
        program.participle = participle
        program.fileIDs = built.fileIDs
        return try program.run()
    }

    /// Runs `built`'s program `jobs` times at once, each drawing its share of the pictures
    /// (`--worker j/jobs`), and puts together what became of them.
    func run(_ built: Built, jobs: Int) throws -> PreviewProgram.Outcome {
        guard jobs > 1 else { return try run(built) }
        let executable = try programInBundle(built)
        let (arguments, timeout, redraws, outputFolder, participle, fileIDs) = (
            runnerArguments + ["--source", built.userFile.path], timeout, redrawsFinishedPreviews, outputFolder, participle, built.fileIDs
        )
        let results = Mutex<[Int: Result<PreviewProgram.Outcome, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            var program = PreviewProgram(executable: executable, arguments: arguments + ["--worker", "\(worker + 1)/\(jobs)"])
            program.timeout = timeout
            program.redrawsFinishedPreviews = redraws
            program.outputFolder = outputFolder
            program.participle = participle
            program.fileIDs = fileIDs
            let result = Result { try program.run() }
            results.withLock { $0[worker] = result }
        }
        var outcome = PreviewProgram.Outcome(failures: [], previewCount: 0)
        for (_, result) in results.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            let part = try result.get()
            outcome.failures += part.failures
            outcome.previewCount += part.previewCount
        }
        return outcome
    }

    /// `built`'s program, placed in the folder laid out as the app's bundle.
    func programInBundle(_ built: Built) throws -> URL {
        let bundleFolder = PreviewPackage.cacheRoot().appendingPathComponent("bundles/" + PreviewPackage.hash(built.userFile.path))
        let executable = try AppBundle.placeProgram(built.executable, in: bundleFolder, as: PreviewPackage.productName)
        try built.bundle.install(in: bundleFolder, program: PreviewPackage.productName)
        return executable
    }

    /// The file's previews, compiled into a program.
    struct Built {
        /// The user's file.
        let userFile: URL
        /// The files of the app compiled with it.
        let siblingPaths: [String]
        /// The preview program.
        let executable: URL
        /// The `#fileID`s of the package's copies (`TrellisPreviews/Card.swift`) → the user's paths.
        let fileIDs: [String: String]
        /// The package's files as built (their names in it), for ``build(after:)``.
        let packageFiles: Set<String>
        /// Whether the build reused SwiftPM's plan of the build before.
        let reusedPlan: Bool
        /// Previewing a folder: each of its files with previews → the names of its providers
        /// (empty for a file left out, with the reason).
        let previewFiles: [String: FolderPreviews.File]
        /// The app's bundle, for `Bundle.main`: its resources and Info.plist.
        let bundle: AppBundle
    }

    /// The previews of the user's file, and the file as compiled.
    private func scanUserFile(_ userFile: URL) throws -> PreviewScan {
        guard let data = FileManager.default.contents(atPath: userFile.path) else { throw UserError("cannot read \(file)") }
        guard let source = String(data: data, encoding: .utf8) else { throw UserError("\(file) is not UTF-8 text") }
        var scan = try PreviewScanner.scan(source, fileName: userFile.lastPathComponent)
        if !views.isEmpty { scan = try PreviewScanner.drawing(views, instead: scan) }
        for note in scan.notes { Terminal.note("note: \(note)") }
        guard !scan.providers.isEmpty else {
            throw UserError(
                "no previews found in \(userFile.lastPathComponent): add a type conforming to PreviewProvider, e.g.\n"
                    + "    struct ContentView_Previews: PreviewProvider {\n        static var previews: some View { ContentView() }\n    }")
        }
        let names = scan.providers.map(\.name).joined(separator: ", ")
        Terminal.note("Found \(scan.providers.count == 1 ? "1 preview provider" : "\(scan.providers.count) preview providers"): \(names)")
        return scan
    }

    /// Reads the file, finds its previews and builds them with Trellis (leaving out the files of
    /// the app that do not compile here).
    ///
    /// - Parameter previous: the last build of this session: when the package's files are the
    ///   same, SwiftPM reuses its build plan (`trellis serve` rebuilding on a save).
    func build(after previous: Built? = nil) throws -> Built {
        let given = URL(fileURLWithPath: file).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: given.path, isDirectory: &isDirectory) else {
            throw UserError("no such file: \(file)")
        }
        // A folder: every preview of its files, compiled together (the files are the app).
        let folderMode = isDirectory.boolValue
        let userFile = folderMode ? given.appendingPathComponent(FolderPreviews.programFile) : given
        let includes = folderMode && self.includes.isEmpty ? [given.path] : self.includes
        let scan = folderMode ? FolderPreviews.scan(of: given) : try scanUserFile(userFile)
        var leftOut: [String: String] = [:]

        let package = PreviewPackage(trellisPackage: try trellisPackage())
        let lock = try FileLock(package.directory.appendingPathComponent(".lock"))
        defer { withExtendedLifetime(lock) {} }
        let sources = try AppSources.collect(for: userFile, includes: includes, keepingPreviews: folderMode, trellisPackage: try trellisPackage())
        var siblings = sources.siblings
        leftOut = sources.leftOut
        if folderMode { try FolderPreviews.announce(siblings, in: given) }
        var reusedPlan = false
        // One limit for all the builds of this run (a build without failing siblings follows one with them).
        let deadline = ContinuousClock.now + .seconds(timeLimit)
        while true {
            try package.write(userFile: userFile, scan: scan, siblings: siblings, modules: sources.modules)
            var build = SwiftBuild(package: package, userFile: userFile, copyName: package.copyName(for: userFile))
            build.onProgress = onBuildProgress
            build.siblingCopies = Dictionary(uniqueKeysWithValues: siblings.map { (package.copyPath(of: $0), $0.path) })
            build.deadline = deadline
            build.timeLimit = timeLimit
            // The plan is reused only for the files it was made for, in this session and in the package.
            let files = Self.packageFiles(package.copyName(for: userFile), siblings)
            build.reusesBuildPlan = previous?.packageFiles == files && package.lastBuiltFiles() == files
            reusedPlan = build.reusesBuildPlan
            package.recordBuiltFiles(nil)
            do {
                try build.run()
                package.recordBuiltFiles(files)
                break
            } catch let failure as SwiftBuild.SiblingFailure {
                // Files of the app that do not compile here are left out, and the preview tried without them.
                let names = siblings.filter { failure.copyPaths.contains(package.copyPath(of: $0)) }.map { URL(fileURLWithPath: $0.path).lastPathComponent }
                let firstErrors = failure.message.split(separator: "\n").dropFirst().prefix(4).joined(separator: "\n")
                Terminal.note("note: left out \(names.joined(separator: ", ")): \(names.count == 1 ? "it does" : "they do") not compile with Trellis\n"
                    + firstErrors)
                for sibling in siblings where failure.copyPaths.contains(package.copyPath(of: sibling)) {
                    leftOut[sibling.path] = "did not compile" + (FolderPreviews.firstError(in: sibling.path, of: failure.message).map { ": " + $0 } ?? "")
                }
                siblings.removeAll { failure.copyPaths.contains(package.copyPath(of: $0)) }
            }
        }

        // The build compiled the copy taken above; a file deleted or renamed meanwhile is
        // still previewed as it was, but say so (its asset catalogs may be gone with it).
        if !folderMode, !FileManager.default.fileExists(atPath: userFile.path) {
            Terminal.note("note: \(file) was deleted or moved during the build; previewing it as it was when the run started")
        }
        let copyID = PreviewPackage.productName + "/" + package.copyName(for: userFile)
        let fileIDs = Dictionary(
            uniqueKeysWithValues: [(copyID, userFile.path)] + siblings.map { (($0.module ?? PreviewPackage.productName) + "/" + $0.copyName, $0.path) })
        return Built(
            userFile: userFile, siblingPaths: siblings.map(\.path), executable: package.executable, fileIDs: fileIDs,
            packageFiles: Self.packageFiles(package.copyName(for: userFile), siblings), reusedPlan: reusedPlan,
            previewFiles: folderMode ? FolderPreviews.files(of: siblings, leftOut: leftOut) : [:],
            bundle: AppBundle(appFolders: SiblingFiles.appFolders(for: userFile, includes: includes), projectSearchStart: userFile.deletingLastPathComponent()))
    }

    /// Builds `built`'s package again, changing nothing: SwiftPM plans a build made with a new
    /// plan once more the next time, so this takes that time now, before the next save.
    func settleBuildPlan(of built: Built) {
        guard let package = try? PreviewPackage(trellisPackage: trellisPackage()),
            let lock = try? FileLock(package.directory.appendingPathComponent(".lock"), waiting: { _ in })
        else { return }
        defer { withExtendedLifetime(lock) {} }
        guard package.lastBuiltFiles() == built.packageFiles else { return }
        SwiftBuild.settle(package)
    }

    /// The names of the files the package compiles: the user's file, its siblings, the program.
    static func packageFiles(_ copyName: String, _ siblings: [SiblingCopy]) -> Set<String> {
        Set([copyName, "main.swift"] + siblings.map(\.copyName))
    }

    /// The last line of a run in which some previews failed.
    static func summary(_ outcome: PreviewProgram.Outcome, participle: String) -> String {
        let names = outcome.failures.compactMap(\.name).joined(separator: ", ")
        let failed = outcome.failures.count
        let others = outcome.previewCount - failed
        guard others > 0 else { return failed == 1 ? "the preview failed (\(names))" : "all \(failed) previews failed (\(names))" }
        return "\(failed) of \(outcome.previewCount) previews failed (\(names)); the other \(others == 1 ? "one was" : "\(others) were") \(participle)"
    }

    /// The Trellis package the previews are built against: $TRELLIS_PACKAGE_PATH, or the package
    /// this command was built from.
    private func trellisPackage() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["TRELLIS_PACKAGE_PATH"], !path.isEmpty {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
                throw UserError("TRELLIS_PACKAGE_PATH (\(path)) is not a Swift package")
            }
            return url
        }
        // This file is <package>/Sources/trellis/PreviewSession.swift.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/TrellisCore").path) else {
            throw UserError("cannot find the Trellis package this command was built from; set TRELLIS_PACKAGE_PATH to its folder")
        }
        return package
    }
}
