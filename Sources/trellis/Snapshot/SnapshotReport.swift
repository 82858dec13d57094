import ArgumentParser
import Foundation

/// The report folder's two index files, written by every run (also when all passed, so a CI
/// artefact always has a page to open): `index.html`, the review page, and `results.json`, the
/// outcomes, from which `trellis merge-reports` joins the reports of shards. The pictures beside
/// them are the run's: these files are written over, nothing else in the folder is touched.
enum SnapshotReport {
    static let pageName = "index.html"
    static let resultsName = "results.json"

    /// Writes `index.html` and `results.json` into `folder` (made if it is missing), with the
    /// outcomes' files relative to `base` (the folder the run was started in).
    static func write(_ outcomes: [SnapshotOutcome], to folder: URL, relativeTo base: String, title: String) throws {
        let outcomes = relative(outcomes, to: base)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try encoded(outcomes).write(to: folder.appendingPathComponent(resultsName), options: .atomic)
        let page = SnapshotReviewPage.html(outcomes, relativeTo: base, title: title)
        try Data(page.utf8).write(to: folder.appendingPathComponent(pageName), options: .atomic)
    }

    /// `write`, for a command: a folder that cannot be written is said (as `named`, the way the
    /// command was given it) and ends the command with status 1.
    static func writeForCommand(_ outcomes: [SnapshotOutcome], to folder: URL, named: String, relativeTo base: String, title: String) throws {
        do {
            try write(outcomes, to: folder, relativeTo: base, title: title)
        } catch {
            Terminal.write("error: cannot write the review page in \(named): \(error.localizedDescription)\n")
            throw ExitCode.failure
        }
    }

    /// The page's title: what was checked.
    static func title(checking paths: [String]) -> String {
        // "." says nothing on a page opened later: the folder's name does.
        let named = (paths.isEmpty ? ["."] : paths).map { path in
            path == "." || path == "./" ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent : path
        }
        return "Snapshots of " + named.joined(separator: ", ")
    }

    /// The outcomes, each file named relative to `base` when it is inside it (shards started in
    /// the same checkout then name the same file the same way).
    static func relative(_ outcomes: [SnapshotOutcome], to base: String) -> [SnapshotOutcome] {
        outcomes.map { outcome in
            var outcome = outcome
            outcome.file = SnapshotReviewPage.relative(outcome.file, to: base)
            return outcome
        }
    }

    /// `results.json`'s bytes: keys sorted and one per line, so two runs' files compare line by line.
    static func encoded(_ outcomes: [SnapshotOutcome]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(outcomes) + Data("\n".utf8)
    }

    /// The outcomes a report folder's `results.json` holds.
    static func read(from folder: URL) throws -> [SnapshotOutcome] {
        let file = folder.appendingPathComponent(resultsName)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw UserError("\(folder.path) has no \(resultsName): is it the --report folder of a `trellis snapshot` run?")
        }
        do {
            return try JSONDecoder().decode([SnapshotOutcome].self, from: data)
        } catch {
            throw UserError("\(file.path) is not a `trellis snapshot` results file: \(error)")
        }
    }
}
