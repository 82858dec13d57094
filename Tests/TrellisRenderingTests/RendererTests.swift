import Foundation
import Testing
import TrellisCore
import TrellisText
@testable import TrellisRendering

@Suite("Number formatting")
struct NumberFormattingTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (12.5, "12.5"), (1.0 / 3, "0.333"), (2.0 / 3, "0.667"),
        (-4.25, "-4.25"), (0.0004, "0"), (-0.0004, "0"), (0.0005, "0.001"), (100.1, "100.1"), (0.05, "0.05"),
        (1e6, "1000000"), (.infinity, "0"), (.nan, "0"),
    ] as [(Double, String)])
    func compact(_ value: Double, _ expected: String) {
        #expect(NumberFormatting.compact(value) == expected)
    }
}

/// One pixel of a rendered view: where it is and the colour it must have.
struct PixelProbe: Sendable, CustomTestStringConvertible {
    var name: String
    var scale: CGFloat
    var x: Int
    var y: Int
    var rgba: (UInt8, UInt8, UInt8, UInt8)
    var view: @MainActor () -> AnyView

    var testDescription: String { "\(name) @(\(x), \(y))" }

    init(_ name: String, scale: CGFloat = 1, _ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8),
         @ViewBuilder _ view: @escaping @MainActor () -> some View) {
        self.name = name
        self.scale = scale
        self.x = x
        self.y = y
        self.rgba = rgba
        self.view = { AnyView(view()) }
    }

    static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 59, 48, 255)
    static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
    static let clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)

    static let all: [PixelProbe] = [
        PixelProbe("fill", 5, 5, red) { Color.red.frame(width: 10, height: 10) },
        PixelProbe("fill at scale 3", scale: 3, 29, 29, red) { Color.red.frame(width: 10, height: 10) },
        PixelProbe("half-transparent colour", 5, 5, (255, 59, 48, 128)) { Color.red.opacity(0.5).frame(width: 10, height: 10) },
        PixelProbe("overlay on top", 10, 10, blue) { Color.red.frame(width: 20, height: 20).overlay(Color.blue.frame(width: 4, height: 4)) },
        PixelProbe("background behind", 1, 1, blue) { Color.red.frame(width: 4, height: 4).padding(4).background(Color.blue) },
        PixelProbe("zIndex lifts", 10, 10, red) {
            ZStack { Color.red.frame(width: 20, height: 20).zIndex(1); Color.blue.frame(width: 20, height: 20) }
        },
        PixelProbe("offset moves", 15, 5, red) {
            ZStack { Color.clear.frame(width: 20, height: 20); Color.red.frame(width: 10, height: 10).offset(x: 5, y: -5) }
        },
        PixelProbe("offset leaves", 5, 15, clear) {
            ZStack { Color.clear.frame(width: 20, height: 20); Color.red.frame(width: 10, height: 10).offset(x: 5, y: -5) }
        },
        PixelProbe("hidden draws nothing", 5, 5, clear) { Color.red.frame(width: 10, height: 10).hidden() },
        PixelProbe("clipShape cuts the corner", 1, 1, clear) { Color.red.frame(width: 20, height: 20).clipShape(Circle()) },
        PixelProbe("clipShape keeps the centre", 10, 10, red) { Color.red.frame(width: 20, height: 20).clipShape(Circle()) },
        PixelProbe("clipped cuts the overflow", 1, 1, clear) {
            Color.red.frame(width: 10, height: 10).frame(width: 20, height: 20).background(Color.clear)
                .overlay(Color.blue.frame(width: 40, height: 40).frame(width: 4, height: 4).clipped())
        },
        PixelProbe("rotation turns", 2, 10, red) { Color.red.frame(width: 4, height: 20).rotationEffect(.degrees(90)).frame(width: 20, height: 20) },
        PixelProbe("rotation leaves", 10, 2, clear) { Color.red.frame(width: 4, height: 20).rotationEffect(.degrees(90)).frame(width: 20, height: 20) },
        PixelProbe("scaleEffect grows", 1, 1, red) {
            ZStack { Color.clear.frame(width: 20, height: 20); Color.red.frame(width: 10, height: 10).scaleEffect(2) }
        },
        PixelProbe("scaleEffect(0) draws nothing", 10, 10, clear) {
            ZStack { Color.clear.frame(width: 20, height: 20); Color.red.frame(width: 10, height: 10).scaleEffect(0) }
        },
        PixelProbe("border", 0, 0, blue) { Color.red.frame(width: 10, height: 10).border(Color.blue, width: 2) },
        PixelProbe("stroke of zero dashes is solid", 10, 1, red) {
            Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [0, 0])).frame(width: 20, height: 20).padding(1)
        },
        PixelProbe("root larger than the proposal is drawn whole", 55, 25, red) { Color.red.frame(width: 60, height: 30) },
    ]
}

@MainActor
@Suite("PNG output")
struct PNGTests {
    @Test(arguments: PixelProbe.all)
    func pixel(_ probe: PixelProbe) throws {
        let renderer = iOS18Renderer(content: probe.view())
        renderer.scale = probe.scale
        if probe.name.hasPrefix("root larger") { renderer.proposedSize = ProposedViewSize(width: 20, height: 10) }
        let image = try #require(renderer.pngData().flatMap { RGBAImage(pngData: $0) })
        let pixel = image[probe.x, probe.y]
        let expected = probe.rgba
        let close = [(pixel.red, expected.0), (pixel.green, expected.1), (pixel.blue, expected.2), (pixel.alpha, expected.3)]
            .allSatisfy { abs(Int($0.0) - Int($0.1)) <= 2 }
        #expect(close, "pixel (\(probe.x), \(probe.y)) is \(pixel), expected \(expected)")
    }

    @Test func canvasIsTheViewSizeTimesTheScale() throws {
        let renderer = iOS18Renderer(content: Color.red.frame(width: 30, height: 20))
        renderer.scale = 2
        let image = try #require(renderer.pngData().flatMap { RGBAImage(pngData: $0) })
        #expect(image.width == 60 && image.height == 40)
    }

    @Test func defaultScaleIsOneAsInSwiftUI() throws {
        let renderer = iOS18Renderer(content: Color.red.frame(width: 30, height: 20))
        #expect(renderer.scale == 1)
        #expect(renderer.proposedSize == .unspecified)
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == 30 && image.height == 20)
    }

    @Test func anEmptyViewHasNoImage() {
        #expect(iOS18Renderer(content: EmptyView()).pngData() == nil)
        #expect(iOS18Renderer(content: Color.red.frame(width: 0, height: 10)).pngData() == nil)
    }

    @Test func outputIsDeterministic() {
        let renderer = iOS18Renderer(content: Text("Same every time").padding())
        renderer.scale = 2
        #expect(renderer.pngData() == renderer.pngData())
        #expect(renderer.svg() == renderer.svg())
    }

    @Test func backgroundIsPaintedUnderTheContent() throws {
        let renderer = iOS18Renderer(content: Color.clear.frame(width: 4, height: 4))
        renderer.background = Color.Resolved(red: 1, green: 1, blue: 1)
        let image = try #require(renderer.rgbaImage())
        #expect(image[1, 1] == (255, 255, 255, 255))
    }

    @Test func textIsDrawnInItsColour() throws {
        let renderer = iOS18Renderer(content: Text("█").foregroundColor(.blue).font(.system(size: 20)))
        let image = try #require(renderer.rgbaImage())
        let blueish = image.pixels.withUnsafeBufferPointer { pixels in
            stride(from: 0, to: pixels.count, by: 4).contains { pixels[$0] < 20 && pixels[$0 + 2] > 240 && pixels[$0 + 3] == 255 }
        }
        #expect(blueish)
    }

    @Test func imagesComeFromTheImageDirectories() throws {
        let renderer = iOS18Renderer(content: Image("checker"))
        renderer.environment.imageDirectories = [Snapshot.inputDirectory.path]
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == 8 && image.height == 8)
        #expect(image[0, 0] == (255, 0, 0, 255))
        #expect(image[7, 7] == (255, 255, 255, 255))
    }

    @Test func imageDirectoriesSetInsideTheViewAreHonoured() throws {
        let renderer = iOS18Renderer(content: Image("checker").environment(\.imageDirectories, [Snapshot.inputDirectory.path]))
        let image = try #require(renderer.rgbaImage())
        #expect(image[0, 0] == (255, 0, 0, 255))
        #expect(renderer.svg().contains("data:image/png;base64,"))
    }
}

@MainActor
@Suite("SVG output")
struct SVGTests {
    @Test func sizeIsInPixelsAndTheViewBoxInPoints() {
        let renderer = iOS18Renderer(content: Color.red.frame(width: 30, height: 20.5))
        renderer.scale = 2
        let svg = renderer.svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("width=\"60\" height=\"41\" viewBox=\"0 0 30 20.5\""))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"30\" height=\"20.5\" fill=\"#FF3B30\"/>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func clipPathsAreNumberedInOrder() {
        let svg = iOS18Renderer(content: HStack { Color.red.clipShape(Circle()); Color.blue.cornerRadius(3) }.frame(width: 40, height: 20)).svg()
        #expect(svg.contains("<clipPath id=\"clip1\">"))
        #expect(svg.contains("<clipPath id=\"clip2\">"))
        #expect(svg.contains("clip-path=\"url(#clip2)\""))
    }

    @Test func textIsGlyphOutlinesByDefault() {
        let svg = iOS18Renderer(content: Text("Hi").foregroundColor(.red)).svg()
        #expect(!svg.contains("<text"))
        #expect(svg.contains("<path d=\"M"))
        #expect(svg.contains("fill=\"#FF3B30\""))
    }

    @Test func textCanBeWrittenAsCharacters() {
        let renderer = iOS18Renderer(content: Text("A < B & \"C\"").bold())
        renderer.svgTextMode = .characters
        let svg = renderer.svg()
        #expect(svg.contains(">A &lt; B &amp; &quot;C&quot;</text>"))
        #expect(svg.contains("font-weight=\"700\""))
        #expect(svg.contains("font-size=\"17\""))
    }

    @Test func layerOpacityIsAGroupOpacity() {
        let svg = iOS18Renderer(content: HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 20, height: 10).opacity(0.25)).svg()
        #expect(svg.contains("<g opacity=\"0.25\">"))
    }

    @Test func strokeAttributes() {
        let style = StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
        let svg = iOS18Renderer(content: Circle().stroke(Color.blue, style: style).frame(width: 10, height: 10)).svg()
        #expect(svg.contains(
            "fill=\"none\" stroke=\"#007AFF\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"bevel\""
                + " stroke-dasharray=\"4 2\" stroke-dashoffset=\"1\"/>"))
    }

    @Test func jpegFilesAreEmbeddedAsJPEG() throws {
        // A JPEG header alone (SOI, a 3 × 2 baseline frame, EOI) is enough to size and embed it.
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x02, 0x00, 0x03, 0x01, 0x01, 0x11, 0x00, 0xFF, 0xD9]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-render-test-\(UUID()).jpg").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let svg = iOS18Renderer(content: Image(contentsOfFile: path)).svg()
        #expect(svg.contains("<image x=\"0\" y=\"0\" width=\"3\" height=\"2\" preserveAspectRatio=\"none\" xlink:href=\"data:image/jpeg;base64,/9j/"))
    }

    @Test func missingImagesDrawNothing() {
        let svg = iOS18Renderer(content: Image("no-such-image").frame(width: 10, height: 10)).svg()
        #expect(!svg.contains("<image"))
    }
}

@Suite("Glyph outlines")
struct GlyphOutlineTests {
    let font = TextEngine.bundledFontDirectory + "/Inter-Regular.otf"

    @Test func aGlyphHasAClosedOutlineAboveTheBaseline() throws {
        // Glyph 0 is .notdef; find "H" by shaping it.
        let layout = TextEngine.shared.layout(Paragraph("H", font: .system(size: 20)), width: nil, height: nil)
        let run = try #require(layout.lines.first?.glyphRuns.first)
        let outline = glyphOutline(fontPath: run.font.path, faceIndex: run.font.faceIndex, size: 20, glyph: run.glyphs[0])
        #expect(outline.first.map { if case .move = $0 { true } else { false } } == true)
        #expect(outline.last == .close)
        let ys = outline.compactMap { element -> Double? in
            switch element {
            case .move(_, let y), .line(_, let y): y
            default: nil
            }
        }
        // Screen coordinates: the cap height is above the baseline, so negative, about 0.73 em.
        #expect((ys.min() ?? 0) < -13 && (ys.min() ?? 0) > -16)
        #expect((ys.max() ?? 1) <= 0.001)
    }

    @Test func outlinesScaleWithTheSize() {
        let small = glyphOutline(fontPath: font, faceIndex: 0, size: 10, glyph: 40)
        let large = glyphOutline(fontPath: font, faceIndex: 0, size: 20, glyph: 40)
        #expect(small.count == large.count && !small.isEmpty)
        if case .move(let x1, let y1) = small.first, case .move(let x2, let y2) = large.first {
            #expect(abs(x2 - 2 * x1) < 1e-9 && abs(y2 - 2 * y1) < 1e-9)
        }
    }

    @Test func aMissingFontHasNoOutline() {
        #expect(glyphOutline(fontPath: "/no/such/font.otf", faceIndex: 0, size: 12, glyph: 1).isEmpty)
    }
}
