import Foundation
import Testing
import TrellisCore
@testable import TrellisImages

/// The first bytes of a PNG of `width` × `height` pixels: enough for its header to be read.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
        bytes += [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    bytes += [8, 6, 0, 0, 0]
    return Data(bytes)
}

/// The first bytes of a baseline JPEG of `width` × `height` pixels, with an APP0 segment first.
func jpegHeader(width: UInt16, height: UInt16) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
    bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
    bytes += Array(repeating: 0, count: 12)
    return Data(bytes)
}

func temporaryDirectory(_ files: [String: Data]) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-images-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, data) in files {
        try data.write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(name)))
    }
    return directory
}

@Suite struct FileImageProviderTests {
    @Test func readsPNGAndJPEGHeaders() {
        #expect(ImageHeader.pixelSize(of: pngHeader(width: 640, height: 480))! == (640, 480))
        #expect(ImageHeader.pixelSize(of: jpegHeader(width: 300, height: 200))! == (300, 200))
        #expect(ImageHeader.pixelSize(of: Data("not an image".utf8)) == nil)
        #expect(ImageHeader.pixelSize(of: Data()) == nil)
        #expect(ImageHeader.pixelSize(of: pngHeader(width: 0, height: 10)) == nil)
    }

    @Test(arguments: [3, 2, 1] as [CGFloat])
    func picksTheVariantOfTheDisplayScale(scale: CGFloat) throws {
        let directory = try temporaryDirectory([
            "icon.png": pngHeader(width: 40, height: 20),
            "icon@2x.png": pngHeader(width: 80, height: 40),
            "icon@3x.png": pngHeader(width: 120, height: 60),
        ])
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.imageDirectories = [directory]
        let location = try #require(FileImageProvider().locate(.named("icon"), environment: environment))
        #expect(location.scale == Int(scale))
        // Every variant is the same 40 × 20 points.
        #expect(location.pointSize == CGSize(width: 40, height: 20))
    }

    @Test func fallsBackToAnotherScaleAndToJPEG() throws {
        let directory = try temporaryDirectory(["photo@2x.jpg": jpegHeader(width: 200, height: 100)])
        var environment = EnvironmentValues()
        environment.imageDirectories = ["/nonexistent", directory]
        #expect(FileImageProvider().naturalSize(of: .named("photo"), environment: environment) == CGSize(width: 100, height: 50))
        #expect(FileImageProvider().naturalSize(of: .named("missing"), environment: environment) == nil)
    }

    @Test func filesByPathUseTheirScaleSuffix() throws {
        let directory = try temporaryDirectory(["a@3x.png": pngHeader(width: 30, height: 30), "b.png": pngHeader(width: 7, height: 5)])
        let environment = EnvironmentValues()
        #expect(FileImageProvider().naturalSize(of: .file(directory + "/a@3x.png"), environment: environment) == CGSize(width: 10, height: 10))
        #expect(FileImageProvider().naturalSize(of: .file(directory + "/b.png"), environment: environment) == CGSize(width: 7, height: 5))
        #expect(FileImageProvider().naturalSize(of: .file(directory + "/none.png"), environment: environment) == nil)
    }

    @Test func systemSymbolsTakeTheirMeasuredBoxAtTheFont() {
        // SF Symbols' star at body, 3×: its layout box, 22 × 20 (docs/ios-metrics.md § 15).
        #expect(FileImageProvider().naturalSize(of: .system("star"), environment: EnvironmentValues()) == CGSize(width: 22, height: 20))
    }
}
