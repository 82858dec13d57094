import CCairo
import Foundation
import Testing
import TrellisCore
@testable import TrellisRendering

/// JPEG fixtures made by References/Inputs/make-jpeg-fixtures.c (quality 100, no chroma
/// subsampling, so each 8 × 8 block decodes to within a step or two of its colour).
@Suite("Image decoding")
struct ImageDecodingTests {
    static func fixture(_ name: String) -> String { Snapshot.inputDirectory.appendingPathComponent(name).path }

    static func decoded(_ data: Data) -> RGBAImage? {
        guard let surface = ImageDecoding.surface(decoding: data) else { return nil }
        defer { cairo_surface_destroy(surface) }
        return RGBAImage(surface: surface)
    }

    static func isClose(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ expected: (Int, Int, Int, Int)) -> Bool {
        // JPEG is lossy: a channel may be off by a few steps even at quality 100.
        abs(Int(pixel.red) - expected.0) <= 3 && abs(Int(pixel.green) - expected.1) <= 3
            && abs(Int(pixel.blue) - expected.2) <= 3 && Int(pixel.alpha) == expected.3
    }

    struct JPEGCase: Sendable, CustomTestStringConvertible {
        var file: String
        var width: Int
        var height: Int
        var pixels: [(x: Int, y: Int, rgba: (Int, Int, Int, Int))]
        var testDescription: String { file }
    }

    @Test(arguments: [
        JPEGCase(file: "photo-rgb.jpg", width: 16, height: 8, pixels: [(0, 0, (200, 40, 40, 255)), (3, 4, (200, 40, 40, 255)), (12, 3, (30, 60, 220, 255)), (15, 7, (30, 60, 220, 255))]),
        JPEGCase(file: "photo-gray.jpg", width: 8, height: 8, pixels: [(0, 0, (100, 100, 100, 255)), (7, 7, (100, 100, 100, 255))]),
        // Stored as Adobe's inverted CMYK (C 0, M 50 %, Y 100 %, K 20 %): RGB (204, 102, 0).
        JPEGCase(file: "photo-cmyk.jpg", width: 8, height: 8, pixels: [(0, 0, (204, 102, 0, 255)), (5, 6, (204, 102, 0, 255))]),
    ])
    func decodesJPEG(_ jpeg: JPEGCase) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.fixture(jpeg.file)))
        let image = try #require(Self.decoded(data))
        #expect(image.width == jpeg.width && image.height == jpeg.height)
        for (x, y, rgba) in jpeg.pixels {
            #expect(Self.isClose(image[x, y], rgba), "\(jpeg.file) (\(x), \(y)) is \(image[x, y]), expected \(rgba)")
        }
    }

    @Test func decodesPNG() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.fixture("checker.png")))
        let image = try #require(Self.decoded(data))
        #expect(image.width == 8 && image.height == 8)
        #expect(image[0, 0] == (255, 0, 0, 255))
    }

    struct BrokenCase: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: @Sendable (Data) -> Data
        var testDescription: String { name }
    }

    /// Bytes that are no image give nil, never a crash or an exit (libjpeg's default on errors).
    @Test(arguments: [
        BrokenCase(name: "empty") { _ in Data() },
        BrokenCase(name: "JPEG start marker only") { _ in Data([0xFF, 0xD8, 0xFF]) },
        BrokenCase(name: "cut before the frame header") { $0.prefix(40) },
        BrokenCase(name: "garbage after the start marker") { _ in Data([0xFF, 0xD8, 0xFF]) + Data(repeating: 0x5A, count: 200) },
        BrokenCase(name: "frame header of 0 × 0") { _ in
            Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x11, 0x00, 0xFF, 0xD9])
        },
        BrokenCase(name: "PNG signature then garbage") { _ in
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0x00, count: 40)
        },
        BrokenCase(name: "text") { _ in Data("not an image".utf8) },
    ])
    func brokenDataGivesNil(_ broken: BrokenCase) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.fixture("photo-rgb.jpg")))
        #expect(Self.decoded(broken.bytes(data)) == nil)
    }

    /// A JPEG cut inside its image data is drawn with what it has, as browsers and iOS do:
    /// libjpeg fills the rest in grey.
    @Test func aJPEGCutInItsImageDataStillDecodes() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.fixture("photo-rgb.jpg")))
        // The file ends with 16 bytes of compressed pixels and the end marker: keep the first 12.
        let image = try #require(Self.decoded(data.prefix(data.count - 6)))
        #expect(image.width == 16 && image.height == 8)
        #expect(Self.isClose(image[0, 0], (200, 40, 40, 255)))
    }

    /// Garbage inside the compressed data decodes to wrong pixels, or nil, but never crashes.
    @Test func corruptImageDataNeverCrashes() throws {
        var data = try #require(FileManager.default.contents(atPath: Self.fixture("photo-rgb.jpg")))
        for offset in stride(from: data.count - 200, to: data.count - 2, by: 7) { data[offset] = 0xFF }
        _ = Self.decoded(data)
    }
}

@MainActor
@Suite("JPEG in PNG output")
struct JPEGRenderingTests {
    @Test func aJPEGFileIsDrawn() throws {
        let renderer = ImageRenderer(content: Image(contentsOfFile: ImageDecodingTests.fixture("photo-rgb.jpg")))
        renderer.scale = 1
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == 16 && image.height == 8)
        #expect(ImageDecodingTests.isClose(image[2, 2], (200, 40, 40, 255)))
        #expect(ImageDecodingTests.isClose(image[13, 5], (30, 60, 220, 255)))
    }

    @Test func aNamedJPEGIsDrawnScaled() throws {
        let renderer = ImageRenderer(content: Image("photo-gray").resizable().frame(width: 4, height: 4))
        renderer.environment.imageDirectories = [Snapshot.inputDirectory.path]
        renderer.scale = 2
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == 8 && image.height == 8)
        #expect(ImageDecodingTests.isClose(image[4, 4], (100, 100, 100, 255)))
    }
}
