import Foundation
import Testing

@testable import trellis

/// `trellis snapshot` on a small app, as a team uses it: record, check, then each way a check
/// fails (a changed padding, a new preview without a reference, a removed preview, a file that
/// no longer compiles, a preview that crashes), each named, with the exit status.
///
/// It builds Trellis into the preview package the first time (minutes), so it runs only with
/// TRELLIS_E2E=1 (CI sets it, after `trellis serve`'s browser test has built that package).
@Suite(
    "trellis snapshot end to end",
    .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_E2E"] == "1", "builds Trellis: set TRELLIS_E2E=1"),
    .serialized)
struct SnapshotEndToEndTests {
    static var trellis: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
    }

    static let card = """
        import SwiftUI

        struct Card: View {
            var title: String
            var body: some View {
                Text(title).padding(12).background(.blue.opacity(0.2))
            }
        }

        #Preview("Short", traits: .sizeThatFitsLayout) { Card(title: "Hi") }
        #Preview("Long", traits: .sizeThatFitsLayout) { Card(title: "A longer title") }

        """

    static let row = """
        import SwiftUI

        struct Row: View {
            var body: some View { HStack { Text("Row"); Spacer() }.padding(8) }
        }

        #Preview("Row", traits: .sizeThatFitsLayout) { Row() }

        """

    /// Runs `trellis snapshot` in `folder` with `arguments`: its lines and exit status.
    func snapshot(_ folder: URL, _ arguments: [String] = []) throws -> (lines: [String], status: Int32) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.trellis.path), "build the trellis program first (swift build)")
        var lines: [String] = []
        let status = try ChildProcess(
            executable: Self.trellis,
            arguments: ["snapshot", folder.path, "--report", folder.appendingPathComponent("report").path, "--scale", "1"] + arguments
        ).run(until: .now + .seconds(1800)) { lines.append($0) }
        return (lines, status)
    }

    @Test func recordCheckAndEveryKindOfFailure() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshot-e2e-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.card.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try Self.row.write(to: folder.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
        try #"{"colorSchemes": ["light", "dark"]}"#.write(to: folder.appendingPathComponent(".trellis-snapshots.json"), atomically: true, encoding: .utf8)
        func text(_ lines: [String]) -> String { lines.joined(separator: "\n") }

        // Record: one reference per preview and variant, beside the sources.
        var run = try snapshot(folder, ["--record"])
        #expect(run.status == 0, "\(text(run.lines))")
        #expect(run.lines.last == "Snapshots: 6 recorded, 0 unchanged")
        let references = folder.appendingPathComponent("__Snapshots__")
        #expect(try FileManager.default.contentsOfDirectory(atPath: references.appendingPathComponent("Card").path).sorted() == [
            "Long.dark.png", "Long.light.png", "Short.dark.png", "Short.light.png",
        ])

        // Check: all match, twice (the same bytes every run).
        run = try snapshot(folder, ["--junit", root.appendingPathComponent("junit.xml").path])
        #expect(run.status == 0, "\(text(run.lines))")
        #expect(run.lines.last == "Snapshots: 6 matched")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("junit.xml").path))

        // A changed padding fails exactly the pictures that show it, with the layout that moved.
        try Self.card.replacingOccurrences(of: "padding(12)", with: "padding(14)")
            .write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        run = try snapshot(folder)
        #expect(run.status == 1)
        let failed = run.lines.filter { $0.hasPrefix("  ✗ ") }
        #expect(failed.count == 4, "\(text(run.lines))")
        #expect(failed.allSatisfy { $0.hasPrefix("  ✗ App/Card.swift › ") || $0.contains("/App/Card.swift › ") })
        #expect(failed.allSatisfy { $0.contains("differs from its reference") })
        #expect(run.lines.last == "Snapshots: 2 matched, 4 failed (review: \(folder.appendingPathComponent("report").path)/index.html)")
        let report = folder.appendingPathComponent("report/Card")
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.path).sorted().prefix(3) == [
            "Long.dark.difference.png", "Long.dark.png", "Long.dark.reference.png",
        ])

        // Back as it was, plus a new preview, minus Row's, and a file that does not compile.
        try (Self.card + "#Preview(\"New\", traits: .sizeThatFitsLayout) { Card(title: \"New\") }\n")
            .write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try Self.row.replacingOccurrences(of: "#Preview(\"Row\", traits: .sizeThatFitsLayout) { Row() }", with: "#Preview(\"Other\", traits: .sizeThatFitsLayout) { Row() }")
            .write(to: folder.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n\nstruct Broken: View {\n    var body: some View { Text(missing) }\n}\n\n#Preview { Broken() }\n"
            .write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n\nstruct Crash: View {\n    var body: some View { fatalError(\"no body\") }\n}\n\n#Preview(\"Crash\", traits: .sizeThatFitsLayout) { Crash() }\n"
            .write(to: folder.appendingPathComponent("Crash.swift"), atomically: true, encoding: .utf8)
        run = try snapshot(folder)
        #expect(run.status == 1)
        let lines = run.lines.filter { $0.hasPrefix("  ✗ ") }.map { line in
            line.replacingOccurrences(of: folder.path + "/", with: "").replacingOccurrences(of: "App/", with: "")
        }
        #expect(lines.contains("  ✗ Card.swift › New.light: no reference (run `trellis snapshot --record` to record it)"), "\(text(run.lines))")
        #expect(lines.contains("  ✗ Row.swift › Row.dark: its preview no longer exists (delete the reference, or record again)"))
        #expect(lines.contains("  ✗ Row.swift › Other.light: no reference (run `trellis snapshot --record` to record it)"))
        #expect(lines.contains { $0.hasPrefix("  ✗ Broken.swift: did not compile: cannot find 'missing' in scope") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  ✗ Crash.swift › Crash") && $0.contains("crashed") })
        // The review page and its results are written with every run.
        let results = try Data(contentsOf: folder.appendingPathComponent("report/results.json"))
        #expect(String(decoding: results, as: UTF8.self).contains("Other.light"))
    }
}
