import Foundation
import Testing
import TrellisCore
@testable import TrellisImages

/// `Fixtures/Assets.xcassets`: one colour set per way of writing a colour. Its names start with
/// "Fixture": ``ColorAssets`` is process-wide, shared with every other test.
@Suite("Asset catalogs")
struct AssetCatalogTests {
    static let catalogPath = Bundle.module.resourcePath! + "/Fixtures/Assets.xcassets"

    static func resolved(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color.Resolved {
        Color.Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }

    @Test(arguments: [
        ("FixtureFloats", resolved(0.2, 0.4, 0.6)),  // "0.200": a fraction; the dark entry listed first is skipped
        ("FixtureHex", resolved(51.0 / 255, 102.0 / 255, 204.0 / 255, 0.5)),  // "0x33": a byte
        ("FixtureBytes", resolved(51.0 / 255, 102.0 / 255, 204.0 / 255)),  // "51": a byte
        ("FixtureIdioms", resolved(0, 1, 0)),  // the iphone entry over universal; ipad never
        ("Palette/FixtureLeaf", resolved(0, 0.75, 0.25)),  // a group that provides a namespace
        ("FixtureMint", resolved(0.75, 0.75, 0.75, 0.25)),  // a plain group: no namespace; extended grey
    ] as [(String, Color.Resolved)])
    func componentNotations(_ name: String, _ expected: Color.Resolved) throws {
        let catalog = try #require(AssetCatalog(contentsOf: Self.catalogPath))
        #expect(catalog.colors[name] == expected)
    }

    /// Converted to sRGB: expected values computed independently (primaries through CIE XYZ).
    @Test(arguments: [
        ("FixtureGray", resolved(0.5038668, 0.5038668, 0.5038668)),  // gray-gamma-22 0.5
        ("FixtureP3", resolved(0.5378318, 0.2321319, 0.7770569)),  // display-p3 (0.5, 0.25, 0.75)
        ("FixtureLinear", resolved(1, 0, 0.7353570)),  // extended-linear-srgb (1.25 clamped, 0, 0.5)
    ] as [(String, Color.Resolved)])
    func colourSpaces(_ name: String, _ expected: Color.Resolved) throws {
        let catalog = try #require(AssetCatalog(contentsOf: Self.catalogPath))
        let color = try #require(catalog.colors[name])
        for (actual, wanted) in [(color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue)] {
            #expect(abs(actual - wanted) < 1e-5, "\(name): \(color), expected \(expected)")
        }
        #expect(color.opacity == 1)
    }

    @Test func unreadableAndOtherAssetsAreLeftOut() throws {
        let catalog = try #require(AssetCatalog(contentsOf: Self.catalogPath))
        #expect(catalog.colors["FixtureBroken"] == nil)  // not JSON
        #expect(catalog.colors["FixtureDarkOnly"] == nil)  // no light entry
        #expect(catalog.colors["FixtureIcon"] == nil)  // an image set
        #expect(catalog.colors["FixtureLeaf"] == nil)  // only under its namespace
        #expect(catalog.colors.count == 9)
    }

    @Test func aMissingFolderIsNoCatalog() {
        #expect(AssetCatalog(contentsOf: "/no/such/Assets.xcassets") == nil)
        #expect(AssetCatalog.register(directory: "/no/such/Assets.xcassets") == nil)
    }

    @Test func registeredColoursAreWhatColorNameResolvesTo() throws {
        try #require(AssetCatalog.register(directory: Self.catalogPath) != nil)
        #expect(Color("FixtureHex").resolve(in: EnvironmentValues()) == Self.resolved(51.0 / 255, 102.0 / 255, 204.0 / 255, 0.5))
        #expect(Color("Palette/FixtureLeaf").description == "Palette/FixtureLeaf")
        #expect(ColorAssets.color(named: "FixtureBytes") == Self.resolved(51.0 / 255, 102.0 / 255, 204.0 / 255))
        #expect(ColorAssets.color(named: "FixtureNoSuchColour") == nil)
    }

    @Test(arguments: [
        ("\"0.5\"", 0.5), ("\"128\"", 128.0 / 255), ("\"0x80\"", 128.0 / 255), ("\"0XfF\"", 1.0), ("\"1.000\"", 1.0),
        ("\"0\"", 0.0), ("0.25", 0.25), ("64", 64.0 / 255), ("\" 0.5 \"", 0.5),
    ] as [(String, Double)])
    func componentValue(_ json: String, _ expected: Double) throws {
        let value = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as! [Any]
        #expect(ColorSet.componentValue(value[0]) == expected)
    }

    @Test(arguments: ["\"lots\"", "\"0xZZ\"", "null", "true"])
    func badComponentsAreNil(_ json: String) throws {
        let value = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as! [Any]
        #expect(ColorSet.componentValue(value[0]) == nil)
    }

    @Test(arguments: [
        "", "{}", "[]", "{\"colors\": 3}", "{\"colors\": [{\"idiom\": \"universal\"}]}",
        "{\"colors\": [{\"color\": {\"components\": {\"red\": \"1\", \"green\": \"1\"}}}]}",
        "{\"colors\": [{\"color\": {\"components\": {\"red\": \"1\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"x\"}}}]}",
        "{\"colors\": [{\"idiom\": \"mac\", \"color\": {\"components\": {\"white\": \"1\"}}}]}",
    ])
    func contentsWithoutALightColourGiveNil(_ json: String) {
        #expect(ColorSet.color(fromContents: Data(json.utf8)) == nil)
    }
}

@Suite("Finding asset catalogs")
struct AssetCatalogSearchTests {
    /// A package: `Sources/App/View.swift` with a catalog beside it, another higher up, and one in
    /// `.build` that is never read.
    func makeProject(colour name: String) throws -> (root: String, source: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-catalogs-\(UUID().uuidString)").path
        func write(_ relative: String, _ text: String) throws {
            let path = (root as NSString).appendingPathComponent(relative)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        func colourSet(_ red: String) -> String {
            "{\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", \"components\": "
                + "{\"red\": \"\(red)\", \"green\": \"0.000\", \"blue\": \"0.000\", \"alpha\": \"1.000\"}}}]}"
        }
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try write("Sources/App/View.swift", "import SwiftUI\n")
        try write("Sources/App/Resources/Near.xcassets/\(name).colorset/Contents.json", colourSet("0.250"))
        try write("Shared/Far.xcassets/\(name).colorset/Contents.json", colourSet("0.500"))
        try write("Shared/Far.xcassets/\(name)Far.colorset/Contents.json", colourSet("0.750"))
        try write(".build/Stale.xcassets/\(name).colorset/Contents.json", colourSet("1.000"))
        return (root, (root as NSString).appendingPathComponent("Sources/App/View.swift"))
    }

    @Test func catalogsOfTheProjectNearestFirst() throws {
        let (root, source) = try makeProject(colour: "SearchOrder")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = AssetCatalog.catalogs(near: source).map { String($0.dropFirst(root.count + 1)) }
        #expect(found == ["Sources/App/Resources/Near.xcassets", "Shared/Far.xcassets"])
    }

    @Test func theNearerCatalogsColourWins() throws {
        let name = "Search\(UUID().uuidString.prefix(8))"
        let (root, source) = try makeProject(colour: name)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogs = AssetCatalog.registerCatalogs(near: source)
        #expect(catalogs.count == 2)
        #expect(ColorAssets.color(named: name) == Color.Resolved(red: 0.25, green: 0, blue: 0))
        #expect(ColorAssets.color(named: name + "Far") == Color.Resolved(red: 0.75, green: 0, blue: 0))
    }

    @Test func aFileOutsideAnyProjectSearchesItsOwnFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-loose-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Assets.xcassets", withIntermediateDirectories: true)
        #expect(AssetCatalog.catalogs(near: folder + "/Loose.swift") == [folder + "/Assets.xcassets"])
    }
}
