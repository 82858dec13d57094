import Foundation
import Testing
import TrellisCore
@testable import TrellisRendering

/// How the preview program learns of asset catalogs. Colour names are unique per test:
/// registered colours are process-wide.
@MainActor
@Suite("Preview asset catalogs")
struct PreviewAssetsTests {
    /// A folder with `App/View.swift`, `App/Assets.xcassets` holding the colour set `name`
    /// (red 0.2 or `red`), and a `Package.swift` that makes it a project.
    func makeProject(colour name: String, red: String = "0x33") throws -> (root: String, source: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-assets-\(UUID().uuidString)").path
        let colourSet = root + "/App/Assets.xcassets/\(name).colorset"
        try FileManager.default.createDirectory(atPath: colourSet, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        try Data("import SwiftUI\n".utf8).write(to: URL(fileURLWithPath: root + "/App/View.swift"))
        let json = "{\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", \"components\": "
            + "{\"red\": \"\(red)\", \"green\": \"0x66\", \"blue\": \"0x99\", \"alpha\": \"1.000\"}}}]}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: colourSet + "/Contents.json"))
        return (root, root + "/App/View.swift")
    }

    func uniqueName() -> String { "Preview\(UUID().uuidString.prefix(8))" }

    @Test func theSourceFilesProjectCatalogsAreRead() throws {
        let name = uniqueName()
        let (root, source) = try makeProject(colour: name)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let missing = PreviewRendering.registerAssetCatalogs(sourceFile: source, catalogs: [], environment: [:])
        #expect(missing.isEmpty)
        #expect(Color(name).resolve(in: EnvironmentValues()) == Color.Resolved(red: 0.2, green: 0.4, blue: 0.6))
    }

    @Test func theVariableListsCatalogsAndFoldersThatWinOverTheSourcesProject() throws {
        let name = uniqueName()
        let (near, source) = try makeProject(colour: name, red: "0x33")
        let (listed, _) = try makeProject(colour: name, red: "0xFF")
        defer {
            try? FileManager.default.removeItem(atPath: near)
            try? FileManager.default.removeItem(atPath: listed)
        }
        let variable = "\(listed)/App/Assets.xcassets:/no/such/Colors.xcassets:/no/such/folder"
        let missing = PreviewRendering.registerAssetCatalogs(
            sourceFile: source, catalogs: [], environment: [PreviewRendering.assetCatalogsVariable: variable])
        #expect(missing == ["/no/such/Colors.xcassets", "/no/such/folder"])
        #expect(ColorAssets.color(named: name) == Color.Resolved(red: 1, green: 0.4, blue: 0.6))
    }

    @Test func theToolTakesSourceAndAssetCatalogArguments() throws {
        let name = uniqueName()
        let (root, _) = try makeProject(colour: name)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let status = PreviewRendering.runTool(
            providers: [], arguments: ["layout", "--asset-catalog", root + "/App/Assets.xcassets", "--source", root + "/App/View.swift"])
        #expect(status == 0)
        #expect(ColorAssets.color(named: name) != nil)
        #expect(PreviewRendering.runTool(providers: [], arguments: ["layout", "--asset-catalog"]) == 1)
    }

    @Test func aCatalogColourIsDrawn() throws {
        let name = uniqueName()
        let (root, source) = try makeProject(colour: name)
        defer { try? FileManager.default.removeItem(atPath: root) }
        PreviewRendering.registerAssetCatalogs(sourceFile: source, catalogs: [], environment: [:])
        let renderer = ImageRenderer(content: Color(name).frame(width: 4, height: 4))
        let image = try #require(renderer.rgbaImage())
        #expect(image[2, 2] == (0x33, 0x66, 0x99, 255))
        #expect(renderer.layout().diagnostics.isEmpty)
    }
}
