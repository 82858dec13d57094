import ArgumentParser
import Foundation
import Testing
import TrellisCore
@testable import trellis

// `--os 18` / `--os 26` on the commands that draw, and `osVersions` in `.trellis-snapshots.json`.

@Suite("The iOS design option")
struct DesignVersionOptionTests {
    @Test(arguments: [
        (["--os", "26"], ["--os", "26"]),
        (["--os", "18"], ["--os", "18"]),
        (["--os", "17"], ["--os", "17"]),
        (["--color-scheme", "dark", "--os", "26"], ["--color-scheme", "dark", "--os", "26"]),
    ] as [([String], [String])])
    func theVersionReachesThePreviewProgram(_ options: [String], _ expected: [String]) throws {
        #expect(try PreviewCommand.parse(["Card.swift"] + options).canvas.runnerArguments == expected)
        #expect(try LayoutCommand.parse(["Card.swift"] + options).canvas.runnerArguments == expected)
        #expect(try ServeCommand.parse(["Card.swift"] + options).canvas.runnerArguments == expected)
    }

    @Test(arguments: ["20", "25", "0x1A"])
    func aVersionWithoutADesignIsNamed(version: String) {
        let error = #expect(throws: (any Error).self) { try PreviewCommand.parse(["Card.swift", "--os", version]) }
        let message = error.map { PreviewCommand.message(for: $0) } ?? ""
        #expect(message.contains("18 or 26") || message.contains("invalid for '--os"))
    }

    @Test func snapshotsVaryByDesignNamedIOSAndTheVersion() {
        let matrix = SnapshotMatrix(values: [.colorScheme: ["light"], .os: ["18", "26"]])
        #expect(matrix.variants.map { $0.components.map(\.value) } == [["ios18"], ["ios26"]])
        #expect(matrix.variants.map(\.os) == ["18", "26"])
        #expect(matrix.parse("Card.ios26").parts.map(\.value) == ["ios26"])
        var settings = SnapshotConfiguration.PreviewSettings()
        settings.osVersions = [26]
        #expect(matrix.allows("Card.ios26", settings: settings))
        #expect(!matrix.allows("Card.ios18", settings: settings))
    }

    @Test func theSnapshotCommandTakesRepeatedVersions() throws {
        #expect(try SnapshotCommand.parse(["--os", "18", "--os", "26"]).os == [18, 26])
        #expect(throws: (any Error).self) { try SnapshotCommand.parse(["--os", "19"]) }
    }

    @Test func theConfigurationNamesAVersionWithoutADesign() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-os-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".trellis-snapshots.json")
        try Data(#"{"osVersions": [18, 26]}"#.utf8).write(to: file)
        let configuration = try SnapshotConfiguration.read(file)
        #expect(configuration.osVersions == [18, 26])
        #expect(throws: UserError.self) {
            try SnapshotSettings.check(SnapshotConfiguration(osVersions: [21]), file: file.path)
        }
    }
}
