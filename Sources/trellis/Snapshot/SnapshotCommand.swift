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
            per picture; with several variants, <Preview>.<variant…>.png, e.g. \
            Card_Previews.iPhone-16.dark.png). The variants come from the options and from a \
            checked-in .trellis-snapshots.json (docs/snapshot-testing.md). A folder's files are compiled once, together, as an app's are. The run \
            fails, naming each, on a picture that differs from its reference, a preview without \
            a reference, a reference whose preview no longer exists, a file that does not \
            compile, and a preview that crashes or hangs; the others are still checked. The new \
            pictures, their references and a picture of their differences are kept in --report.
            """)

    @Argument(help: "Swift files or folders (an app's sources, a module's), or a package (each of its targets with previews); the current folder if none.")
    var paths: [String] = []

    @Flag(name: .long, help: "Record the pictures as the references instead of checking them.")
    var record = false

    @Option(name: .long, help: "The share of pixels that must match (0…1), as swift-snapshot-testing's precision (1 unless the configuration says).")
    var precision: Double?

    @Option(name: .long, help: "How close a pixel must be to match (0…1; 0.98 tolerates ΔE 2), as swift-snapshot-testing's perceptualPrecision (1 unless the configuration says).")
    var perceptualPrecision: Double?

    @Option(name: .long, help: "The folder for the review page and the pictures of failures.")
    var report: String = "snapshot-report"

    @Option(name: .long, help: ArgumentHelp("Also write the results as JUnit XML to this file, for CI systems.", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: "Pixels per point (the display scale; 3 unless the configuration says).")
    var scale: Double?

    @Option(name: .long, help: ArgumentHelp("A device to preview on (`trellis devices` lists them; add \" landscape\" to hold it sideways); repeatable: each is a variant.", valueName: "name"))
    var device: [String] = []

    @Option(name: .long, help: ArgumentHelp("light or dark; repeatable: each is a variant.", valueName: "scheme"))
    var colorScheme: [CanvasOptions.Scheme] = []

    @Option(name: .long, help: ArgumentHelp("A Dynamic Type size, as SwiftUI names it; repeatable: each is a variant.", valueName: "size"))
    var dynamicType: [CanvasOptions.TypeSize] = []

    @Option(name: .long, help: ArgumentHelp("A locale (en, pt-BR, ar; the pseudo-locales en-XA and ar-XB); repeatable: each is a variant.", valueName: "identifier"))
    var locale: [String] = []

    @Option(name: .long, help: ArgumentHelp("leftToRight or rightToLeft (as the locale is written unless said); repeatable.", valueName: "direction"))
    var layoutDirection: [SnapshotSettings.Direction] = []

    @Option(name: .long, help: ArgumentHelp("An iOS version whose design to draw: 18 or 26; repeatable: each is a variant.", valueName: "version"))
    var os: [Int] = []

    @Option(name: .long, help: ArgumentHelp("The configuration file (by default the nearest .trellis-snapshots.json).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Check only this machine's share of the pictures, i of n (the same pictures every run).", valueName: "i/n"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("How many preview programs draw at once (the number of cores unless said).", valueName: "count"))
    var jobs: Int?

    @Option(name: .long, help: "Also compile the Swift files in this folder (the app's models and helpers); repeatable.")
    var include: [String] = []

    @Option(name: .long, help: ArgumentHelp("Stop a preview still being drawn after this many seconds.", valueName: "seconds"))
    var timeout: Double = 60

    func validate() throws {
        for (name, value) in [("--precision", precision), ("--perceptual-precision", perceptualPrecision)] {
            if let value, !(0...1).contains(value) { throw ValidationError("\(name) must be a number from 0 to 1.") }
        }
        if let scale { guard scale > 0, scale.isFinite, scale <= 10 else { throw ValidationError("--scale must be a number above 0 and at most 10.") } }
        if let jobs, jobs < 1 || jobs > 256 { throw ValidationError("--jobs must be a number from 1 to 256.") }
        if let shard { _ = try SnapshotSettings.shard(shard) }
        do {
            try SnapshotSettings.checkDevices(device, source: "--device")
            try SnapshotSettings.checkLocales(locale, source: "--locale")
            try SnapshotSettings.checkOSVersions(os, source: "--os")
        } catch let error as UserError {
            throw ValidationError(error.message)
        }
        try TimeLimit.check(timeout, option: "--timeout")
    }

    func run() throws {
        let reportFolder = URL(fileURLWithPath: report).standardizedFileURL
        try SnapshotSettings.prepareReportFolder(reportFolder)
        var outcomes: [SnapshotOutcome] = []
        var targets: [String] = []
        do {
            for path in paths.isEmpty ? ["."] : paths { targets += try SnapshotTargets.expand(path) }
        } catch let error as UserError {
            Terminal.write("error: \(error.message)\n")
            throw ExitCode.failure
        }
        for path in targets {
            do {
                let settings = try SnapshotSettings(command: self, path: path)
                var run = SnapshotRun(path: path, reportFolder: reportFolder)
                run.record = record
                run.precision = settings.precision
                run.perceptualPrecision = settings.perceptualPrecision
                run.drawingArguments = ["--scale", String(settings.scale)]
                run.matrix = settings.matrix
                run.configuration = settings.configuration
                run.shard = try shard.map(SnapshotSettings.shard)
                run.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
                let (include, timeout) = (include, timeout)
                run.configure = { session in
                    session.includes = include
                    session.timeout = timeout
                }
                if let file = settings.configurationFile { Terminal.note("Variants from \(file.path): \(settings.matrix.variants.count)") }
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
        if failures > 0 { parts.append("\(failures) failed (review: \(report)/index.html)") }
        return "Snapshots: " + parts.joined(separator: ", ")
    }
}
