import ArgumentParser
import Foundation

/// One `trellis preview` or `trellis layout` run: read the file, find its previews, build them
/// with Trellis and run the built program.
enum PreviewSession {
    /// `PreviewRendering.previewMarker`: the runner names each preview it draws on such a line.
    static let previewMarker = "trellis-preview: "

    static func run(
        file: String, runnerArguments: [String], step: String, views: [String] = [], includes: [String] = [], timeLimit: Double = 600
    ) throws {
        do {
            try runUnchecked(file: file, runnerArguments: runnerArguments, step: step, views: views, includes: includes, timeLimit: timeLimit)
        } catch let error as UserError {
            Terminal.endLine()
            Terminal.write("error: \(error.message)\n")
            throw ExitCode.failure
        }
    }

    private static func runUnchecked(
        file: String, runnerArguments: [String], step: String, views: [String], includes: [String], timeLimit: Double
    ) throws {
        let userFile = URL(fileURLWithPath: file).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: userFile.path, isDirectory: &isDirectory) else {
            throw UserError("no such file: \(file)")
        }
        guard !isDirectory.boolValue else { throw UserError("\(file) is a folder; give the Swift file with the previews") }
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

        let package = PreviewPackage(trellisPackage: try trellisPackage())
        let lock = try FileLock(package.directory.appendingPathComponent(".lock"))
        defer { withExtendedLifetime(lock) {} }
        var siblings = try siblings(of: userFile, includes: includes)
        // One limit for all the builds of this run (a build without failing siblings follows one with them).
        let deadline = ContinuousClock.now + .seconds(timeLimit)
        while true {
            try package.write(userFile: userFile, scan: scan, siblings: siblings)
            var build = SwiftBuild(package: package, userFile: userFile, copyName: package.copyName(for: userFile))
            build.siblingCopies = Dictionary(uniqueKeysWithValues: siblings.map { ($0.copyName, $0.path) })
            build.deadline = deadline
            build.timeLimit = timeLimit
            do {
                try build.run()
                break
            } catch let failure as SwiftBuild.SiblingFailure {
                // Files of the app that do not compile here are left out, and the preview tried without them.
                let names = siblings.filter { failure.copyNames.contains($0.copyName) }.map { URL(fileURLWithPath: $0.path).lastPathComponent }
                let firstErrors = failure.message.split(separator: "\n").dropFirst().prefix(4).joined(separator: "\n")
                Terminal.note("note: left out \(names.joined(separator: ", ")): \(names.count == 1 ? "it does" : "they do") not compile with Trellis\n"
                    + firstErrors)
                siblings.removeAll { failure.copyNames.contains($0.copyName) }
            }
        }

        Terminal.progress(step + "…")
        try runProgram(package.executable, arguments: runnerArguments + ["--source", userFile.path])
    }

    /// The sibling files of `userFile`, as compiled: their imports read as Trellis, their
    /// previews renamed so they cannot clash (they are not drawn). Files importing modules only
    /// Apple has are left out, with a note.
    private static func siblings(of userFile: URL, includes: [String]) throws -> [SiblingCopy] {
        var result: [SiblingCopy] = []
        var leftOut: [String] = []
        for (index, file) in SiblingFiles.find(for: userFile, includes: includes).enumerated() {
            guard let data = FileManager.default.contents(atPath: file.path), let source = String(data: data, encoding: .utf8) else {
                continue
            }
            let foreign = SiblingFiles.uncompilableImports(in: source)
            guard foreign.isEmpty else {
                leftOut.append("\(file.lastPathComponent) (imports \(foreign.joined(separator: ", ")))")
                continue
            }
            let scan = try PreviewScanner.scan(source, fileName: file.lastPathComponent, providerPrefix: "TrellisSiblingPreview\(index + 1)")
            result.append(SiblingCopy(copyName: "Sibling\(index + 1)-\(file.lastPathComponent)", path: file.path, source: scan.compiledSource))
        }
        if !result.isEmpty {
            Terminal.note("note: compiling with \(result.count) other file\(result.count == 1 ? "" : "s") of the app")
        }
        if !leftOut.isEmpty { Terminal.note("note: left out \(leftOut.joined(separator: ", ")): only Apple has those modules") }
        return result
    }

    /// Runs the built program: its output is the command's; a crash is reported without a
    /// backtrace.
    private static func runProgram(_ executable: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw UserError("could not run the preview program: \(error.localizedDescription)")
        }
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        Terminal.endLine()
        var current: String?
        var messages: [Substring] = []
        let frame = try Regex(#"^\d+\s+\S+\s+0x[0-9a-fA-F]+"#)
        for line in String(decoding: errorData, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix(previewMarker) {
                current = String(line.dropFirst(previewMarker.count))
                continue
            }
            // The runtime's crash report, minus the backtrace.
            if line.contains("SWIFT_BACKTRACE") || line.hasPrefix("Current stack trace") || line.hasPrefix("💣")
                || line.hasPrefix("Stack dump") || line.contains(frame) {
                continue
            }
            messages.append(line)
        }
        if !messages.isEmpty { Terminal.write(messages.joined(separator: "\n") + "\n") }
        if process.terminationReason == .uncaughtSignal {
            let culprit = current.map { "the preview \($0)" } ?? "a preview"
            throw UserError("\(culprit) crashed while it was drawn (signal \(process.terminationStatus)); see the message above")
        }
        if process.terminationStatus != 0 { throw ExitCode.failure }
    }

    /// The Trellis package the previews are built against: $TRELLIS_PACKAGE_PATH, or the package
    /// this command was built from.
    private static func trellisPackage() throws -> URL {
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
