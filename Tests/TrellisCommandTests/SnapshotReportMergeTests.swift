import ArgumentParser
import Foundation
import Testing

@testable import trellis

/// `trellis merge-reports`: the reports of shards, each with its results.json and pictures, as one.
@Suite("trellis merge-reports")
struct SnapshotReportMergeTests {
    /// A shard's report folder: its results and the pictures they name (each file holding its own path).
    static func shard(_ outcomes: [SnapshotOutcome], in root: URL, named name: String, leaving missing: Set<String> = []) throws -> URL {
        let folder = root.appendingPathComponent(name)
        for outcome in outcomes {
            for path in [outcome.pictures?.new, outcome.pictures?.reference, outcome.pictures?.difference].compactMap({ $0 })
            where !missing.contains(path) {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(path.utf8).write(to: file)
            }
        }
        try SnapshotReport.write(outcomes, to: folder, relativeTo: "/app", title: name)
        return folder
    }

    static let cardDark = SnapshotOutcome(
        file: "Card.swift", preview: "Dark", kind: .differs(detail: "3 pixels"),
        pictures: .init(new: "Card/Dark.png", reference: "Card/Dark.reference.png", difference: "Card/Dark.difference.png"), changedPixels: 3)
    static let cardLight = SnapshotOutcome(file: "Card.swift", preview: "Light", kind: .matched)
    static let rowNew = SnapshotOutcome(file: "Row.swift", preview: "Row_Previews", kind: .missingReference, pictures: .init(new: "Row/Row_Previews.png"))
    static let rowOld = SnapshotOutcome(file: "Row.swift", preview: "Old", kind: .removedPreview)

    @Test func theShardsOutcomesAndPicturesAreJoined() throws {
        let root = try SnapshotReportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try Self.shard([Self.cardDark, Self.cardLight], in: root, named: "shard-1")
        let second = try Self.shard([Self.rowNew, Self.rowOld], in: root, named: "shard-2")
        let into = root.appendingPathComponent("merged")

        let merged = try SnapshotReportMerge.merge([first, second], into: into, relativeTo: "/app", title: "Merged")
        #expect(merged == SnapshotReportMerge.Merged(outcomes: [Self.cardDark, Self.cardLight, Self.rowNew, Self.rowOld], warnings: []))
        #expect(try SnapshotReport.read(from: into) == merged.outcomes)
        for path in ["Card/Dark.png", "Card/Dark.reference.png", "Card/Dark.difference.png", "Row/Row_Previews.png"] {
            #expect(FileManager.default.contents(atPath: into.appendingPathComponent(path).path) == Data(path.utf8))
        }
        let page = try String(contentsOf: into.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains(#"<span class="count failed">3 failed</span> <span class="count matched">1 matched</span>"#))
        #expect(page.contains("<title>Merged</title>"))
    }

    @Test func aPictureInTwoShardsIsSaidAndTheFirstKept() throws {
        let root = try SnapshotReportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try Self.shard([Self.cardDark], in: root, named: "shard-1")
        let second = try Self.shard([Self.cardDark], in: root, named: "shard-2")
        try Data("another picture".utf8).write(to: second.appendingPathComponent("Card/Dark.png"))
        let into = root.appendingPathComponent("merged")

        let merged = try SnapshotReportMerge.merge([first, second], into: into, relativeTo: "/app", title: "Merged")
        #expect(merged.warnings == ["Card/Dark.png is in both \(first.path) and \(second.path), and they differ: kept the first"])
        #expect(FileManager.default.contents(atPath: into.appendingPathComponent("Card/Dark.png").path) == Data("Card/Dark.png".utf8))
        #expect(merged.outcomes.count == 2)
    }

    @Test func aMissingPictureAndOneOutsideTheReportAreSaid() throws {
        let root = try SnapshotReportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let escaping = SnapshotOutcome(file: "Evil.swift", preview: "E", kind: .missingReference, pictures: .init(new: "../../outside.png"))
        let first = try Self.shard([Self.rowNew, escaping], in: root, named: "shard-1", leaving: ["Row/Row_Previews.png", "../../outside.png"])
        let into = root.appendingPathComponent("merged")

        let merged = try SnapshotReportMerge.merge([first], into: into, relativeTo: "/app", title: "Merged")
        #expect(merged.warnings == [
            "\(first.path) has no Row/Row_Previews.png, which its results name",
            "\(first.path)/results.json names ../../outside.png, which is not inside the report: left out",
        ])
    }

    @Test func mergingIntoOneOfTheReportsKeepsItsPictures() throws {
        let root = try SnapshotReportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try Self.shard([Self.cardDark], in: root, named: "shard-1")
        let second = try Self.shard([Self.rowNew], in: root, named: "shard-2")

        let merged = try SnapshotReportMerge.merge([first, second], into: first, relativeTo: "/app", title: "Merged")
        #expect(merged.warnings.isEmpty)
        #expect(try SnapshotReport.read(from: first) == [Self.cardDark, Self.rowNew])
        #expect(FileManager.default.contents(atPath: first.appendingPathComponent("Card/Dark.png").path) == Data("Card/Dark.png".utf8))
        #expect(FileManager.default.contents(atPath: first.appendingPathComponent("Row/Row_Previews.png").path) == Data("Row/Row_Previews.png".utf8))
    }

    @Test func theCommandFailsWhenAMergedPictureFailed() throws {
        let root = try SnapshotReportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let passing = try Self.shard([Self.cardLight], in: root, named: "passing")
        let failing = try Self.shard([Self.cardDark], in: root, named: "failing")
        let junit = root.appendingPathComponent("junit.xml")

        let allPassed = try MergeReportsCommand.parse([passing.path, "--into", root.appendingPathComponent("one").path])
        try allPassed.run()
        let failed = try MergeReportsCommand.parse([passing.path, failing.path, "--into", root.appendingPathComponent("two").path, "--junit", junit.path])
        #expect(throws: ExitCode.failure) { try failed.run() }
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="trellis snapshot" tests="2" failures="1">"#))
    }

    @Test func theCommandNeedsAReportAndAFolder() {
        #expect(throws: (any Error).self) { try MergeReportsCommand.parse(["--into", "merged"]) }
        #expect(throws: (any Error).self) { try MergeReportsCommand.parse(["shard-1"]) }
    }

    @Test func itIsACommandOfTrellis() throws {
        let command = try TrellisCommand.parseAsRoot(["merge-reports", "a", "b", "--into", "c"])
        let merge = try #require(command as? MergeReportsCommand)
        #expect(merge.reports == ["a", "b"])
        #expect(merge.into == "c")
    }
}
