import Foundation
import Testing
import Trellis

/// `UIImage(data:)`: images from bytes in memory, as apps make them from downloads and caches.
/// Fixtures: `checker@2x.png` (40 × 20 pixels) and `photo-rgb.jpg` (16 × 8, left half
/// (200, 40, 40), right half (30, 60, 220); made by TrellisRenderingTests' make-jpeg-fixtures.c).
@MainActor
@Suite struct UIImageDataTests {
    private static func fixture(_ name: String) throws -> Data {
        try #require(FileManager.default.contents(atPath: Bundle.module.resourcePath! + "/Fixtures/" + name))
    }

    @Test(arguments: [
        ("checker@2x.png", 1, CGSize(width: 40, height: 20)),
        ("checker@2x.png", 2, CGSize(width: 20, height: 10)),
        ("photo-rgb.jpg", 1, CGSize(width: 16, height: 8)),
        ("photo-rgb.jpg", 4, CGSize(width: 4, height: 2)),
    ] as [(String, CGFloat, CGSize)])
    func naturalSizeIsPixelsOverScale(_ file: String, _ scale: CGFloat, _ size: CGSize) throws {
        let image = try #require(UIImage(data: try Self.fixture(file), scale: scale))
        let layout = ViewLayout(Image(uiImage: image), in: ProposedViewSize(width: 300, height: 300))
        #expect(layout.size == size)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func scaleDefaultsToOne() throws {
        let image = try #require(UIImage(data: try Self.fixture("photo-rgb.jpg")))
        #expect(ViewLayout(Image(uiImage: image)).size == CGSize(width: CGFloat(16), height: CGFloat(8)))
    }

    @Test(arguments: [
        Data(), Data("hello".utf8), Data([0x89, 0x50, 0x4E, 0x47]), Data([0xFF, 0xD8, 0xFF]),
        Data(repeating: 0, count: 100), Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8),
    ])
    func bytesThatAreNoPNGOrJPEGGiveNil(_ data: Data) {
        #expect(UIImage(data: data) == nil)
    }

    @Test func aZeroOrNonFiniteScaleGivesNil() throws {
        let data = try Self.fixture("photo-rgb.jpg")
        #expect(UIImage(data: data, scale: 0) == nil)
        #expect(UIImage(data: data, scale: .infinity) == nil)
    }

    @Test func aJPEGFromDataIsDrawnInPNG() throws {
        let image = try #require(UIImage(data: try Self.fixture("photo-rgb.jpg")))
        let pixels = try #require(ImageRenderer(content: Image(uiImage: image)).rgbaImage())
        #expect(pixels.width == 16 && pixels.height == 8)
        let left = pixels[2, 2], right = pixels[13, 5]
        #expect(abs(Int(left.red) - 200) <= 3 && abs(Int(left.green) - 40) <= 3 && abs(Int(left.blue) - 40) <= 3)
        #expect(abs(Int(right.red) - 30) <= 3 && abs(Int(right.green) - 60) <= 3 && abs(Int(right.blue) - 220) <= 3)
    }

    @Test func aPNGFromDataIsDrawnAtItsScale() throws {
        let data = try Self.fixture("checker@2x.png")
        let image = try #require(UIImage(data: data, scale: 2))
        let renderer = ImageRenderer(content: Image(uiImage: image))
        renderer.scale = 2
        let drawn = try #require(renderer.rgbaImage())
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-uiimage-\(UUID().uuidString)@2x.png").path
        try data.write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fromFile = ImageRenderer(content: Image(contentsOfFile: file))
        fromFile.scale = 2
        // The same pixels as the same bytes read from a file.
        #expect(drawn == (try #require(fromFile.rgbaImage())))
        #expect(drawn.width == 40 && drawn.height == 20)
    }

    @Test func svgEmbedsTheBytes() throws {
        let data = try Self.fixture("photo-rgb.jpg")
        let svg = ImageRenderer(content: Image(uiImage: try #require(UIImage(data: data)))).svg()
        #expect(svg.contains("xlink:href=\"data:image/jpeg;base64,\(data.base64EncodedString())\""))
    }
}
