import Foundation
import Testing
import Trellis

@Suite struct AssetColourTests {
    struct Swatch: View {
        let name: String
        var body: some View { Color(name).frame(width: 10, height: 10) }
    }

    @Test func aRegisteredCatalogsColourIsUsedWithoutADiagnostic() throws {
        let name = "AssetColour\(UUID().uuidString.prefix(8))"
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).xcassets").path
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        try FileManager.default.createDirectory(atPath: catalog + "/\(name).colorset", withIntermediateDirectories: true)
        let json = "{\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", \"components\": "
            + "{\"red\": \"255\", \"green\": \"0x80\", \"blue\": \"0.000\", \"alpha\": \"1.000\"}}}]}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: catalog + "/\(name).colorset/Contents.json"))

        #expect(ColorAssets.register(catalogAt: catalog) == [name])
        let layout = lay(Swatch(name: name), nil, nil)
        #expect(layout.diagnostics.isEmpty)
        #expect(Color(name).resolve(in: EnvironmentValues()) == Color.Resolved(red: 1, green: Float(128.0 / 255), blue: 0))
        #expect(ColorAssets.register(catalogAt: "/no/such/Assets.xcassets") == [])
    }
}
