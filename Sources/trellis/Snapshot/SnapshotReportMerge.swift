import Foundation

/// The reports of a run split into shards (each on its own CI machine), joined into one: every
/// shard's outcomes, in the order the reports are given, and the pictures they name copied to the
/// same paths in the merged folder, with its own review page and `results.json`.
enum SnapshotReportMerge {
    struct Merged: Equatable {
        var outcomes: [SnapshotOutcome]
        /// What went wrong without stopping the merge: two shards with the same picture, a
        /// picture a report names but does not have.
        var warnings: [String]
    }

    /// Merges `reports` into `folder` (made if missing; its other files stay). Files of outcomes
    /// are named relative to `base` on the page.
    static func merge(_ reports: [URL], into folder: URL, relativeTo base: String, title: String) throws -> Merged {
        let manager = FileManager.default
        let target = folder.standardizedFileURL
        var merged = Merged(outcomes: [], warnings: [])
        // Each picture's path in the merged folder, and the report it came from.
        var copied: [String: URL] = [:]
        for report in reports.map(\.standardizedFileURL) {
            let outcomes = try SnapshotReport.read(from: report)
            merged.outcomes += outcomes
            let paths = outcomes.flatMap { [$0.pictures?.new, $0.pictures?.reference, $0.pictures?.difference].compactMap { $0 } }
            for path in paths {
                guard isInside(path) else {
                    merged.warnings.append("\(report.path)/\(SnapshotReport.resultsName) names \(path), which is not inside the report: left out")
                    continue
                }
                let source = report.appendingPathComponent(path)
                guard manager.fileExists(atPath: source.path) else {
                    merged.warnings.append("\(report.path) has no \(path), which its results name")
                    continue
                }
                if let earlier = copied[path] {
                    // Shards draw different pictures; the same picture twice is the same
                    // outcome reported twice, or two shards that overlap.
                    if earlier != report, manager.contents(atPath: source.path) != manager.contents(atPath: earlier.appendingPathComponent(path).path) {
                        merged.warnings.append("\(path) is in both \(earlier.path) and \(report.path), and they differ: kept the first")
                    }
                    continue
                }
                copied[path] = report
                let destination = target.appendingPathComponent(path)
                if destination.path == source.path { continue }  // merging into one of the reports
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? manager.removeItem(at: destination)
                try manager.copyItem(at: source, to: destination)
            }
        }
        try SnapshotReport.write(merged.outcomes, to: target, relativeTo: base, title: title)
        return merged
    }

    /// Whether a picture's path stays inside its report folder (a results file is data from
    /// another machine: it must not make the merge write anywhere else).
    static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
