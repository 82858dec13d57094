import Foundation
import Testing
import TrellisCore
@testable import TrellisRendering

@MainActor
@Suite("PNG encoding")
struct PNGEncodingTests {
    /// Translucent colours exercise the unpremultiplying: the file must decode to exactly the
    /// pixels the surface held (read the way Cairo's writer reads them).
    @Test func theFileDecodesToTheDrawnPixels() throws {
        let view = ZStack {
            LinearGradient(colors: [.red.opacity(0.1), .blue.opacity(0.9)], startPoint: .leading, endPoint: .trailing)
            Circle().fill(Color.green.opacity(0.5)).padding(4)
            Text("Aa").foregroundStyle(.black.opacity(0.7))
        }
        .frame(width: 40, height: 24)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let png = try #require(renderer.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let decoded = try #require(RGBAImage(pngData: png))
        let drawn = try #require(renderer.rgbaImage())
        #expect(decoded == drawn)
        #expect(decoded.width == 80 && decoded.height == 48)
    }

    @Test func anOpaqueCanvasStaysOpaque() throws {
        let renderer = ImageRenderer(content: Color.white.frame(width: 3, height: 2))
        renderer.background = Color.Resolved(red: 0, green: 0, blue: 0)
        let image = try #require(renderer.pngData().flatMap { RGBAImage(pngData: $0) })
        #expect(image.pixels == [UInt8](repeating: 255, count: 3 * 2 * 4))
    }
}
