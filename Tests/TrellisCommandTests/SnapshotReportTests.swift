import Foundation
import Testing

@testable import trellis

@Suite("trellis snapshot: the report's index.html and results.json")
struct SnapshotReportTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func resultsRoundTripWithTheirFilesRelative() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = root.appendingPathComponent("snapshot-report")
        let outcomes = [
            SnapshotReviewPageTests.differing,
            SnapshotReviewPageTests.passing,
            SnapshotOutcome(file: "/elsewhere/Map.swift", preview: nil, kind: .didNotCompile(reason: "no ARKit")),
        ]
        try SnapshotReport.write(outcomes, to: report, relativeTo: "/app", title: "Snapshots of .")
        let read = try SnapshotReport.read(from: report)
        #expect(read.map(\.file) == ["Views/Checkout.swift", "Views/Card.swift", "/elsewhere/Map.swift"])
        #expect(read == SnapshotReport.relative(outcomes, to: "/app"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
    }

    @Test func resultsAreSortedKeysOnePerLine() throws {
        let outcome = SnapshotOutcome(file: "Card.swift", preview: "Dark", kind: .differs(detail: "3 pixels"), changedPixels: 3)
        let text = String(decoding: try SnapshotReport.encoded([outcome]), as: UTF8.self)
        #expect(text == """
            [
              {
                "changedPixels" : 3,
                "file" : "Card.swift",
                "kind" : {
                  "differs" : {
                    "detail" : "3 pixels"
                  }
                },
                "preview" : "Dark"
              }
            ]

            """)
    }

    @Test func writingKeepsTheRunsPicturesAndReplacesTheIndex() throws {
        let report = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: report) }
        let picture = report.appendingPathComponent("Card/Dark.png")
        try FileManager.default.createDirectory(at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: picture)
        try Data("old page".utf8).write(to: report.appendingPathComponent("index.html"))
        try SnapshotReport.write([SnapshotReviewPageTests.passing], to: report, relativeTo: "/app", title: "Snapshots of .")
        #expect(FileManager.default.contents(atPath: picture.path) == Data([1, 2, 3]))
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("The picture matches its reference."))
    }

    @Test func aFolderWithoutResultsIsNamed() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: UserError.self) { try SnapshotReport.read(from: folder) }
    }
}
