import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisRendering

@MainActor
@Suite("Canvas")
struct CanvasTests {
    private func image(_ view: some View) throws -> RGBAImage {
        try #require(ImageRenderer(content: view).rgbaImage())
    }

    @Test(arguments: [
        (ProposedViewSize(width: 50, height: 30), CGSize(width: 50, height: 30)),
        (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
        (ProposedViewSize(width: nil, height: 40), CGSize(width: 10, height: 40)),
    ])
    func aCanvasTakesTheSpaceOffered(proposal: ProposedViewSize, size: CGSize) {
        let layout = ViewLayout(Canvas { _, _ in }, in: proposal, textMeasurer: PlaceholderTextMeasurer())
        #expect(layout.size == size)
    }

    @Test func theRendererGetsTheCanvasSize() {
        nonisolated(unsafe) var seen: CGSize?
        let view = Canvas { _, size in seen = size }.frame(width: 30, height: 20)
        _ = ViewLayout(view, in: .unspecified, textMeasurer: PlaceholderTextMeasurer()).displayList()
        #expect(seen == CGSize(width: 30, height: 20))
    }

    @Test func fillsAreDrawnInTheCanvasCoordinatesThroughTheTransform() throws {
        let view = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(Color(red: 1, green: 0, blue: 0)))
            context.translateBy(x: 10, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        .frame(width: 20, height: 10)
        .padding(5)
        let picture = try image(view)
        #expect(picture[7, 7] == (255, 0, 0, 255))
        #expect(picture[17, 7] == (0, 0, 255, 255))
        #expect(picture[12, 7].alpha == 0)
    }

    @Test func opacityClipAndLayers() throws {
        let view = Canvas { context, size in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(red: 0, green: 0, blue: 0)))
            context.clip(to: Path(ellipseIn: CGRect(x: 10, y: 0, width: 10, height: 10)))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 1, blue: 0)))
            }
        }
        .frame(width: 20, height: 10)
        let picture = try image(view)
        #expect(abs(Int(picture[5, 5].alpha) - 128) <= 1)
        #expect(picture[15, 5] == (0, 255, 0, 255))
        #expect(picture[10, 0].alpha == 0)  // outside the circle
    }

    @Test func rotationTurnsClockwise() throws {
        // A bar along +x turned 90° points down the screen.
        let view = Canvas { context, _ in
            context.translateBy(x: 10, y: 10)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: -1, width: 8, height: 2)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        .frame(width: 20, height: 20)
        let picture = try image(view)
        #expect(picture[10, 15] == (255, 0, 0, 255))
        #expect(picture[15, 10].alpha == 0)
    }

    @Test func textIsMeasuredAndDrawnAtItsAnchor() throws {
        let view = Canvas { context, size in
            let text = context.resolve(Text("Hi").font(.system(size: 20)))
            let measured = text.measure(in: size)
            #expect(measured.width > 10 && measured.height > 20)
            context.draw(text, at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .frame(width: 60, height: 40)
        let svg = ImageRenderer(content: view).svg()
        #expect(svg.contains("<path d=\"M"))
        let picture = try image(view)
        #expect(picture[0, 0].alpha == 0)
        #expect((20..<40).contains { x in (15..<25).contains { y in picture[x, y].alpha > 200 } })
    }

    @Test func gradientsShadingAndEvenOdd() throws {
        let view = Canvas { context, size in
            var ring = Path(CGRect(origin: .zero, size: size))
            ring.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            context.fill(ring, with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 20, y: 0)),
                         style: FillStyle(eoFill: true))
        }
        .frame(width: 20, height: 20)
        let picture = try image(view)
        #expect(picture[10, 10].alpha == 0)
        #expect(picture[1, 1].red < 30 && picture[18, 1].red > 225)
    }

    @Test func colorMatrixKeepsSwiftUINames() {
        var matrix = ColorMatrix()
        #expect(matrix == .identity)
        matrix.r1 = 0
        matrix.r5 = 1
        #expect(matrix.apply(red: 0.2, green: 0, blue: 0, alpha: 1).red == 1)
        #expect(matrix.r1 == 0 && matrix.g2 == 1 && matrix.a4 == 1)
    }
}
