import ArgumentParser
import Foundation

/// `trellis merge-reports REPORT… --into FOLDER`: the `--report` folders of a snapshot run split
/// across CI machines, as one review page. A command of its own rather than `trellis snapshot
/// merge-reports`: `snapshot` takes paths, and ArgumentParser gives a command's paths every word
/// before it looks for a subcommand's name.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the report folders of `trellis snapshot` runs (a sharded run's shards) into one review page.",
        discussion: """
            Reads each folder's results.json, copies the pictures it names into --into at the same \
            paths, and writes the merged index.html and results.json there. Exits with status 1 \
            when any merged picture failed, as `trellis snapshot` does.
            """)

    @Argument(help: ArgumentHelp("The report folders (`trellis snapshot --report`), each with its results.json.", valueName: "report"))
    var reports: [String]

    @Option(name: .long, help: ArgumentHelp("The folder for the merged report.", valueName: "folder"))
    var into: String

    @Option(name: .long, help: ArgumentHelp("Also write the merged results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    func validate() throws {
        if reports.isEmpty { throw ValidationError("Name at least one report folder.") }
    }

    func run() throws {
        let folder = FileManager.default.currentDirectoryPath
        let merged: SnapshotReportMerge.Merged
        do {
            merged = try SnapshotReportMerge.merge(
                reports.map { URL(fileURLWithPath: $0) }, into: URL(fileURLWithPath: into), relativeTo: folder,
                title: "Snapshots merged from \(reports.count) report\(reports.count == 1 ? "" : "s")")
        } catch let error as UserError {
            Terminal.write("error: \(error.message)\n")
            throw ExitCode.failure
        } catch {
            Terminal.write("error: cannot merge into \(into): \(error.localizedDescription)\n")
            throw ExitCode.failure
        }
        for warning in merged.warnings { Terminal.write("warning: \(warning)\n") }
        let outcomes = merged.outcomes
        for outcome in outcomes where outcome.isFailure { Terminal.write(outcome.line(relativeTo: folder) + "\n") }
        let recorded = outcomes.contains { $0.kind == .recorded }
        Terminal.write(SnapshotCommand.summary(outcomes, record: recorded, report: into) + "\n")
        Terminal.write("Review: \(URL(fileURLWithPath: into).appendingPathComponent(SnapshotReport.pageName).path)\n")
        if let junit {
            do {
                try Data(SnapshotJUnit.document(outcomes, relativeTo: folder).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
            } catch {
                Terminal.write("error: cannot write \(junit): \(error.localizedDescription)\n")
                throw ExitCode.failure
            }
        }
        if outcomes.contains(where: \.isFailure) { throw ExitCode.failure }
    }
}
