import ArgumentParser
import Foundation
import TrellisCore

/// `trellis snapshot [PATH…]`: every preview of the given files or app folders, recorded as
/// reference pictures beside the sources (`--record`) or checked against them.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Check every preview of a folder (or files) against its reference picture, or record the references.",
        discussion: """
            References live beside the sources, in __Snapshots__/<File>/<Preview>.png (one file \
            per picture). A folder's files are compiled once, together, as an app's are. The run \
            fails, naming each, on a picture that differs from its reference, a preview without \
            a reference, a reference whose preview no longer exists, a file that does not \
            compile, and a preview that crashes or hangs; the others are still checked. The new \
            pictures, their references and a picture of their differences are kept in --report.
            """)

    @Argument(help: "Swift files or folders (an app's sources); the current folder if none.")
    var paths: [String] = []

    @Flag(name: .long, help: "Record the pictures as the references instead of checking them.")
    var record = false

    @Option(name: .long, help: "The share of pixels that must match (0…1), as swift-snapshot-testing's precision.")
    var precision: Double = 1

    @Option(name: .long, help: "How close a pixel must be to match (0…1; 0.98 tolerates ΔE 2), as swift-snapshot-testing's perceptualPrecision.")
    var perceptualPrecision: Double = 1

    @Option(name: .long, help: "The folder for the pictures of failures.")
    var report: String = "snapshot-report"

    @Option(name: .long, help: ArgumentHelp("Also write the results as JUnit XML to this file, for CI systems.", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: "Pixels per point (the display scale).")
    var scale: Double = 3

    @Option(name: .long, help: "The device to preview on (`trellis devices` lists them).")
    var device: String?

    @Option(name: .long, help: "Also compile the Swift files in this folder (the app's models and helpers); repeatable.")
    var include: [String] = []

    @Option(name: .long, help: ArgumentHelp("Stop a preview still being drawn after this many seconds.", valueName: "seconds"))
    var timeout: Double = 60

    @OptionGroup var canvas: CanvasOptions

    func validate() throws {
        for (name, value) in [("--precision", precision), ("--perceptual-precision", perceptualPrecision)] where !(0...1).contains(value) {
            throw ValidationError("\(name) must be a number from 0 to 1.")
        }
        guard scale > 0, scale.isFinite, scale <= 10 else { throw ValidationError("--scale must be a number above 0 and at most 10.") }
        if let device, Device.named(device) == nil { throw ValidationError("No device called \(device). `trellis devices` lists them.") }
        try TimeLimit.check(timeout, option: "--timeout")
    }

    func run() throws {
        let reportFolder = URL(fileURLWithPath: report).standardizedFileURL
        var outcomes: [SnapshotOutcome] = []
        let drawing = ["--scale", String(scale)] + (device.map { ["--device", $0] } ?? []) + canvas.runnerArguments
        for path in paths.isEmpty ? ["."] : paths {
            var run = SnapshotRun(path: path, reportFolder: reportFolder)
            run.record = record
            run.precision = precision
            run.perceptualPrecision = perceptualPrecision
            run.drawingArguments = drawing
            let (include, timeout) = (include, timeout)
            run.configure = { session in
                session.includes = include
                session.timeout = timeout
            }
            do {
                outcomes += try run.run()
            } catch let error as UserError {
                Terminal.endLine()
                Terminal.write("error: \(error.message)\n")
                throw ExitCode.failure
            }
        }
        Terminal.endLine()
        let folder = FileManager.default.currentDirectoryPath
        let failures = outcomes.filter(\.isFailure)
        for outcome in outcomes where outcome.isFailure || record { Terminal.write(outcome.line(relativeTo: folder) + "\n") }
        Terminal.write(Self.summary(outcomes, record: record, report: report) + "\n")
        if let junit {
            do {
                try Data(SnapshotJUnit.document(outcomes, relativeTo: folder).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
            } catch {
                Terminal.write("error: cannot write \(junit): \(error.localizedDescription)\n")
                throw ExitCode.failure
            }
        }
        // The review page and results.json, also when all passed (SnapshotReport.swift).
        try SnapshotReport.writeForCommand(outcomes, to: reportFolder, named: report, relativeTo: folder, title: SnapshotReport.title(checking: paths))
        if !failures.isEmpty { throw ExitCode.failure }
    }

    /// The last line: how many pictures matched, were recorded or failed.
    static func summary(_ outcomes: [SnapshotOutcome], record: Bool, report: String) -> String {
        let failures = outcomes.filter(\.isFailure).count
        let matched = outcomes.filter { $0.kind == .matched }.count
        let recorded = outcomes.filter { $0.kind == .recorded }.count
        var parts = record ? ["\(recorded) recorded", "\(matched) unchanged"] : ["\(matched) matched"]
        if failures > 0 { parts.append("\(failures) failed (pictures in \(report)/)") }
        return "Snapshots: " + parts.joined(separator: ", ")
    }
}
