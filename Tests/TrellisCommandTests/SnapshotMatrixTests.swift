import Foundation
import Testing

@testable import trellis

@Suite("trellis snapshot: the variant matrix")
struct SnapshotMatrixTests {
    static let matrix = SnapshotMatrix(values: [
        .device: ["iPhone 16", "iPhone SE (3rd generation) landscape"], .colorScheme: ["light", "dark"], .locale: ["en"],
    ])

    @Test func everyCombinationDevicesOutermostNamedBySettingsThatVary() {
        let variants = Self.matrix.variants
        #expect(variants.map { $0.components.map(\.value) } == [
            ["iPhone-16", "light"], ["iPhone-16", "dark"], ["iPhone-SE-3rd-generation-landscape", "light"],
            ["iPhone-SE-3rd-generation-landscape", "dark"],
        ])
        // One locale: every variant is in it, and no name says so.
        #expect(variants.allSatisfy { $0.locale == "en" })
        #expect(variants[2].device == "iPhone SE (3rd generation)" && variants[2].landscape)
        #expect(variants[1].colorScheme == "dark" && variants[1].dynamicType == nil)
    }

    @Test func noMatrixIsOneVariantWithoutAName() {
        #expect(SnapshotMatrix().variants == [SnapshotMatrix.Variant(components: [])])
        #expect(!SnapshotMatrix().varies)
    }

    @Test(arguments: [
        ("Card_Previews-2.iPhone-16.dark", "Card_Previews-2", ["iPhone-16", "dark"]),
        // A preview of its own size has no device; a display name may hold dots.
        ("Version 1.2.light", "Version 1.2", ["light"]),
        // Held its own way: the landscape device loses its suffix.
        ("Preview-1.iPhone-SE-3rd-generation.dark", "Preview-1", ["iPhone-SE-3rd-generation", "dark"]),
        ("Plain", "Plain", []),
    ])
    func aPicturesNameIsReadBack(picture: String, preview: String, parts: [String]) {
        let parsed = Self.matrix.parse(picture)
        #expect(parsed.preview == preview)
        #expect(parsed.parts.map(\.value) == parts)
    }

    @Test func theLabelJoinsTheParts() {
        #expect(Self.matrix.label(of: "Card.iPhone-16.dark") == "iPhone-16 · dark")
        #expect(Self.matrix.label(of: "Card") == nil)
    }

    @Test func aPreviewsSettingsNarrowItsVariantsOrSkipIt() {
        var settings = SnapshotConfiguration.PreviewSettings()
        settings.colorSchemes = ["light"]
        #expect(Self.matrix.allows("Card.iPhone-16.light", settings: settings))
        #expect(!Self.matrix.allows("Card.iPhone-16.dark", settings: settings))
        settings.devices = ["iPhone SE (3rd generation) landscape"]
        #expect(!Self.matrix.allows("Card.iPhone-16.light", settings: settings))
        #expect(Self.matrix.allows("Card.iPhone-SE-3rd-generation-landscape.light", settings: settings))
        #expect(!Self.matrix.allows("Card.iPhone-16.light", settings: SnapshotConfiguration.PreviewSettings(skip: true)))
        #expect(Self.matrix.allows("Card.iPhone-16.dark", settings: nil))
    }

    /// The command decides which references are another shard's as the preview program splits
    /// the pictures (`PictureShare`): the same FNV-1a hash of the program's picture name.
    @Test func theShardOfAPictureIsThePrograms() {
        #expect(PreviewPackage.hash("Card-Preview-1") == "2d2ff58f01a89c7c")
        let names = (1...30).map { "Screen-\($0)" }
        let shards = (0..<3).map { index in names.filter { SnapshotRun.isInShard($0, (index, 3)) } }
        #expect(shards.flatMap { $0 }.sorted() == names.sorted())
        #expect(shards.allSatisfy { !$0.isEmpty })
    }

    @Test func theChangedPixelsAreReadFromTheComparison() {
        #expect(SnapshotRun.changedPixels("differs 6930 of 30080 pixels (largest ΔE 91.0)") == 6930)
        #expect(SnapshotRun.changedPixels("the pictures could not be compared") == nil)
    }

    @Test func aLayoutTreeIsReadFromAPNG() {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) -> Data {
            Data([0, 0, 0, UInt8(body.count)] + Array(type.utf8) + body + [0, 0, 0, 0])
        }
        png += chunk("IHDR", Array(repeating: 0, count: 13))
        png += chunk("iTXt", Array("Other".utf8) + [0, 0, 0, 0, 0] + Array("no".utf8))
        png += chunk("iTXt", Array("Trellis layout".utf8) + [0, 0, 0, 0, 0] + Array("Text [\"A\"] size (1, 2)".utf8))
        png += chunk("IEND", [])
        #expect(PNGTextReader.text(PNGTextReader.layoutKeyword, in: png) == "Text [\"A\"] size (1, 2)")
        #expect(PNGTextReader.text("Missing", in: png) == nil)
        #expect(PNGTextReader.text("Trellis layout", in: Data("plain".utf8)) == nil)
    }
}

@Suite("trellis snapshot: the configuration file")
struct SnapshotConfigurationTests {
    func write(_ json: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let file = folder.appendingPathComponent(SnapshotConfiguration.fileName)
        try Data(json.utf8).write(to: file)
        return file
    }

    @Test func aConfigurationIsReadAndFoundFromTheSourcesBelowIt() throws {
        let file = try write(#"{"devices": ["iPhone 16"], "colorSchemes": ["light", "dark"], "scale": 2, "previews": {"Card/*": {"skip": true}}}"#)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let configuration = try SnapshotConfiguration.read(file)
        #expect(configuration.devices == ["iPhone 16"])
        #expect(configuration.colorSchemes == ["light", "dark"])
        #expect(configuration.scale == 2)
        #expect(configuration.settings(file: "/x/Card.swift", preview: "Preview-1")?.skip == true)
        #expect(configuration.settings(file: "/x/Row.swift", preview: "Preview-1") == nil)
        let sources = file.deletingLastPathComponent().appendingPathComponent("Sources/App")
        #expect(SnapshotConfiguration.find(from: sources)?.path == file.path)
        // Not above the package's root.
        #expect(SnapshotConfiguration.find(from: FileManager.default.temporaryDirectory) == nil)
    }

    @Test(arguments: [
        (#"{"colourSchemes": ["dark"]}"#, "unknown setting \"colourSchemes\""),
        (#"{"previews": {"Card/Preview-1": {"skp": true}}}"#, "previews[\"Card/Preview-1\"]: unknown setting \"skp\""),
        (#"{"colorSchemes": ["dusk"]}"#, "colorSchemes: unknown value \"dusk\" (light, dark)"),
        (#"{"devices": ["iPhone 99"]}"#, "devices: no device called iPhone 99"),
        (#"{"locales": ["en US"]}"#, "locales: en US is not a locale identifier"),
        (#"{"precision": 2}"#, "precision must be a number from 0 to 1"),
        (#"{"scale": "big"}"#, "scale has the wrong type"),
        (#"[1, 2]"#, "must hold a JSON object"),
        (#"{"#, "is not JSON"),
    ])
    func aMistakeIsNamed(json: String, message: String) throws {
        let file = try write(json)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        do {
            let configuration = try SnapshotConfiguration.read(file)
            try SnapshotSettings.check(configuration, file: file.path)
            Issue.record("no error for \(json)")
        } catch let error as UserError {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}

@Suite("trellis snapshot: a package stands for its targets with previews")
struct SnapshotTargetsTests {
    @Test func aPackagesTargetsWithPreviewsAreCheckedEachOnItsOwn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-targets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (target, source) in [("Cards", "#Preview { Text(\"A\") }"), ("Models", "struct Model {}"), ("Rows", "struct R_Previews: PreviewProvider {}")] {
            let folder = root.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try source.write(to: folder.appendingPathComponent("\(target).swift"), atomically: true, encoding: .utf8)
        }
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "Cards"), .target(name: "Models"), .target(name: "Rows")])
            """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let targets = try SnapshotTargets.expand(root.path).map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(targets == ["Cards", "Rows"])
        // A folder that is not a package is itself.
        #expect(try SnapshotTargets.expand(root.appendingPathComponent("Sources/Models").path) == [root.appendingPathComponent("Sources/Models").path])
    }
}

@Suite("A build whose objects are stale is made again")
struct StaleLinkTests {
    @Test(arguments: [
        (["/x/Chart.swift:118: error: undefined reference to '$s11TrellisCore5ShapePAAE6strokeF'", "clang: error: linker command failed"], true),
        (["/x/Card.swift:3:9: error: cannot find 'missing' in scope"], false),
        (["/x/Card.swift:3:9: error: cannot find 'missing' in scope", "/x/Chart.swift:1: error: undefined reference to '$sX'"], false),
        (["error: link command failed with exit code 1"], false),
    ])
    func staleObjectsAreTold(lines: [String], stale: Bool) {
        #expect(SwiftBuild.isStaleLink(lines) == stale)
    }
}
