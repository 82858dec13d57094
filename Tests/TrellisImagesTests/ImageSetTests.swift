import Foundation
import Testing
import TrellisCore
@testable import TrellisImages

/// Image sets of asset catalogs, as apps keep their pictures (`Image("turtlerock")` drawing
/// `Assets.xcassets/turtlerock.imageset/turtlerock@2x.jpg`).
@Suite("Image sets")
struct ImageSetTests {
    /// A catalog in a new folder: `sets` maps an image set's path in the catalog to its
    /// Contents.json `images` entries and its files.
    static func catalog(_ sets: [String: (entries: String, files: [String: Data])]) throws -> String {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-imagesets-\(UUID().uuidString)/Assets.xcassets").path
        for (set, contents) in sets {
            let folder = (catalog as NSString).appendingPathComponent(set)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("{ \"images\" : [ \(contents.entries) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }".utf8)
                .write(to: URL(fileURLWithPath: folder + "/Contents.json"))
            for (name, data) in contents.files { try data.write(to: URL(fileURLWithPath: folder + "/" + name)) }
        }
        return catalog
    }

    static let landmarksStyle = (
        entries: """
            { "idiom" : "universal", "scale" : "1x" },
            { "filename" : "rock@2x.jpg", "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" }
            """,
        files: ["rock@2x.jpg": jpegHeader(width: 500, height: 300)])

    @Test func aSetKeepsTheFilesItNamesWithTheirScales() throws {
        let catalog = try Self.catalog(["SetRock.imageset": Self.landmarksStyle])
        let set = try #require(AssetCatalog(contentsOf: catalog)?.images["SetRock"])
        #expect(set.variants == [ImageSet.Variant(path: catalog + "/SetRock.imageset/rock@2x.jpg", scale: 2)])
    }

    @Test(arguments: [
        (1, 1), (2, 2), (3, 3),
    ])
    func theDisplayScalesVariantIsChosen(displayScale: Int, chosen: Int) throws {
        let catalog = try Self.catalog([
            "SetIcon.imageset": (
                entries: """
                    { "filename" : "i1.png", "idiom" : "universal", "scale" : "1x" },
                    { "filename" : "i2.png", "idiom" : "universal", "scale" : "2x" },
                    { "filename" : "i3.png", "idiom" : "universal", "scale" : "3x" }
                    """,
                files: ["i1.png": pngHeader(width: 10, height: 10), "i2.png": pngHeader(width: 20, height: 20), "i3.png": pngHeader(width: 30, height: 30)])
        ])
        let set = try #require(AssetCatalog(contentsOf: catalog)?.images["SetIcon"])
        #expect(set.variant(forScale: displayScale)?.scale == chosen)
    }

    /// Only a 2x picture: a 3x screen and a 1x screen both draw it.
    @Test(arguments: [1, 2, 3])
    func aMissingScaleTakesTheNearestLargerOrElseSmaller(displayScale: Int) throws {
        let catalog = try Self.catalog(["SetRock.imageset": Self.landmarksStyle])
        let set = try #require(AssetCatalog(contentsOf: catalog)?.images["SetRock"])
        #expect(set.variant(forScale: displayScale)?.scale == 2)
    }

    @Test func iPadDarkAndVectorPicturesAreSkipped() throws {
        let catalog = try Self.catalog([
            "SetMixed.imageset": (
                entries: """
                    { "filename" : "pad.png", "idiom" : "ipad", "scale" : "2x" },
                    { "filename" : "night.png", "idiom" : "universal", "scale" : "2x",
                      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] },
                    { "filename" : "day.png", "idiom" : "iphone", "scale" : "2x" }
                    """,
                files: [:]),
            "SetVector.imageset": (entries: #"{ "filename" : "logo.pdf", "idiom" : "universal" }"#, files: [:]),
            "Group/SetNested.imageset": (entries: #"{ "filename" : "n.png", "idiom" : "universal" }"#, files: [:]),
        ])
        let images = try #require(AssetCatalog(contentsOf: catalog)?.images)
        #expect(images["SetMixed"]?.variants.map { ($0.path as NSString).lastPathComponent } == ["day.png"])
        #expect(images["SetVector"] == nil)
        // A plain group does not prefix its sets' names; a single-scale picture is 1x.
        #expect(images["SetNested"]?.variants.map(\.scale) == [1])
    }

    @Test func imageNamedFindsARegisteredSetAfterTheImageFolders() throws {
        let catalog = try Self.catalog(["SetRegisteredRock.imageset": Self.landmarksStyle])
        AssetCatalog.register(directory: catalog)
        var environment = EnvironmentValues()
        environment.displayScale = 3
        // 500 × 300 pixels at 2x: 250 × 150 points, on any screen.
        #expect(FileImageProvider().naturalSize(of: .named("SetRegisteredRock"), environment: environment) == CGSize(width: 250, height: 150))
        // A file of the same name in an image folder wins.
        let folder = try temporaryDirectory(["SetRegisteredRock.png": pngHeader(width: 8, height: 4)])
        environment.imageDirectories = [folder]
        #expect(FileImageProvider().naturalSize(of: .named("SetRegisteredRock"), environment: environment) == CGSize(width: 8, height: 4))
    }
}
