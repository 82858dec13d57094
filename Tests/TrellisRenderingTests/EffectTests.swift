import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisRendering

@Suite("Colour matrices")
struct ColorMatrixTests {
    /// Pure red through each effect's matrix (the Filter Effects specification's matrices).
    @Test(arguments: [
        ("grayscale", ColorMatrix.saturation(0), (0.2126, 0.2126, 0.2126)),
        ("saturation 1", ColorMatrix.saturation(1), (1, 0, 0)),
        ("brightness", ColorMatrix.brightness(0.25), (1, 0.25, 0.25)),
        ("contrast 0", ColorMatrix.contrast(0), (0.5, 0.5, 0.5)),
        ("contrast 0.5", ColorMatrix.contrast(0.5), (0.75, 0.25, 0.25)),
        ("invert", ColorMatrix.inversion, (0, 1, 1)),
        ("multiply", ColorMatrix.multiplying(by: Color.Resolved(red: 0.5, green: 1, blue: 1, opacity: 1)), (0.5, 0, 0)),
        ("hue 0", ColorMatrix.hueRotation(.zero), (1, 0, 0)),
    ] as [(String, ColorMatrix, (Double, Double, Double))])
    func red(_ name: String, _ matrix: ColorMatrix, _ expected: (Double, Double, Double)) {
        let result = matrix.apply(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(result.red - expected.0) < 1e-9 && abs(result.green - expected.1) < 1e-9 && abs(result.blue - expected.2) < 1e-9,
                "\(name): \(result)")
        #expect(result.alpha == 1)
    }

    @Test func aPremultipliedPixelIsFilteredUnpremultiplied() {
        // Half-transparent pure red (premultiplied 0x80800000) inverted: cyan at the same alpha.
        #expect(PixelColorMatrix.transformed(0x8080_0000, .inversion) == 0x8000_8080)
        #expect(PixelColorMatrix.transformed(0, .brightness(1)) == 0)
    }
}

@Suite("Angular gradients")
struct AngularGradientTests {
    static let blackToWhite: [(color: Color.Resolved, location: CGFloat)] = [
        (Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1), 0), (Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1), 1),
    ]

    /// Apple: a gradient over less than a turn fills the rest with its last and first colours,
    /// changing halfway across; one over more than a turn draws its last full turn.
    @Test(arguments: [
        (0.0, 180.0, 90.0, 0.5), (0.0, 180.0, 179.0, 179.0 / 180), (0.0, 180.0, 260.0, 1), (0.0, 180.0, 280.0, 0),
        (90.0, 450.0, 270.0, 0.5), (0.0, 720.0, 90.0, 0.25), (-90.0, 90.0, 0.0, 0.5),
    ] as [(Double, Double, Double, Double)])
    func location(start: Double, end: Double, angle: Double, expected: Double) {
        let sampling = AngularGradientSampling(stops: Self.blackToWhite, startAngle: .degrees(start), endAngle: .degrees(end))
        #expect(abs(Double(sampling.location(atAngle: Angle.degrees(angle).radians)) - expected) < 1e-9)
    }

    @MainActor
    @Test func svgDrawsOneDegreeWedgesClippedToTheShape() {
        let renderer = iOS18Renderer(content: Rectangle().fill(AngularGradient(colors: [.black, .white], center: .center)).frame(width: 20, height: 20))
        let svg = renderer.svg()
        #expect(svg.components(separatedBy: "<path d=\"M10 10 L").count - 1 == 360)
        #expect(svg.contains("<g clip-path=\"url(#clip1)\">"))
    }
}

@MainActor
@Suite("Drawing effects")
struct EffectTests {
    private func image(_ view: some View, scale: CGFloat = 1) throws -> RGBAImage {
        let renderer = iOS18Renderer(content: view)
        renderer.scale = scale
        return try #require(renderer.rgbaImage())
    }

    private func expectPixel(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ expected: (Int, Int, Int, Int),
                             tolerance: Int = 2, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
        let wanted = [expected.0, expected.1, expected.2, expected.3]
        #expect(zip(actual, wanted).allSatisfy { abs($0 - $1) <= tolerance }, "pixel \(actual), expected \(wanted)",
                sourceLocation: sourceLocation)
    }

    @Test func effectsLeaveLayoutAlone() {
        func size(_ view: some View) -> CGSize {
            ViewLayout(view, in: ProposedViewSize(width: 100, height: 100), textMeasurer: PlaceholderTextMeasurer()).size
        }
        let base = Color.red.frame(width: 30, height: 20)
        let expected = CGSize(width: 30, height: 20)
        #expect(size(base.blur(radius: 5)) == expected)
        #expect(size(base.grayscale(1).brightness(0.2).contrast(2).saturation(0).colorInvert().hueRotation(.degrees(9))) == expected)
        #expect(size(base.blendMode(.multiply)) == expected)
        #expect(size(base.mask { Circle().frame(width: 80, height: 80) }) == expected)
        #expect(size(base.rotation3DEffect(.degrees(40), axis: (x: 1, y: 1, z: 0))) == expected)
    }

    @Test func aBlurSpreadsPastTheViewAndSoftensItsEdge() throws {
        let picture = try image(ZStack { Color.clear.frame(width: 40, height: 40); Color.red.frame(width: 20, height: 20).blur(radius: 4) })
        // σ = 2 pt: the centre stays system red, the edge is half covered, 3 pt outside still shows.
        expectPixel(picture[20, 20], (255, 59, 48, 255))
        #expect(picture[10, 20].alpha > 100 && picture[10, 20].alpha < 160)
        #expect(picture[7, 20].alpha > 0)
        #expect(picture[0, 0].alpha == 0)
    }

    @Test func grayscaleTurnsRedToItsLuminance() throws {
        // 0.2126 × 255 = 54.2.
        expectPixel(try image(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).grayscale(1))[2, 2], (54, 54, 54, 255))
    }

    @Test func colorMultiplyAndInvertCombineInOrder() throws {
        // White × green (0, 1, 0) = green; inverted = magenta.
        let view = Color.white.frame(width: 4, height: 4).colorMultiply(Color(red: 0, green: 1, blue: 0)).colorInvert()
        expectPixel(try image(view)[2, 2], (255, 0, 255, 255))
    }

    @Test func aMaskKeepsOnlyWhereTheMaskIsOpaque() throws {
        let view = Color.red.frame(width: 20, height: 20).mask { Circle() }
        let picture = try image(view)
        expectPixel(picture[10, 10], (255, 59, 48, 255))
        #expect(picture[1, 1].alpha == 0)
    }

    @Test func aMaskIsAlignedLikeAnOverlay() throws {
        let view = Color.red.frame(width: 20, height: 20).mask(alignment: .topLeading) { Color.black.frame(width: 5, height: 5) }
        let picture = try image(view)
        expectPixel(picture[2, 2], (255, 59, 48, 255))
        #expect(picture[10, 10].alpha == 0)
    }

    @Test func multiplyBlendsWithWhatIsBehind() throws {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 1, blue: 1).frame(width: 10, height: 10).blendMode(.multiply)
        }
        expectPixel(try image(view)[5, 5], (0, 255, 0, 255))
    }

    @Test func svgWritesFiltersMasksAndBlendModes() {
        let svg = iOS18Renderer(content: ZStack {
            Color.red.frame(width: 10, height: 10).blur(radius: 3).grayscale(1)
            Color.blue.frame(width: 10, height: 10).blendMode(.screen).mask { Circle() }
        }).svg()
        // The grayscale (outer) comes first in the document, the blur inside it second.
        #expect(svg.contains("<filter id=\"filter2\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"1.5\"/></filter>"))
        #expect(svg.contains("<feColorMatrix type=\"matrix\" values=\"0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0 0 0 1 0\"/>"))
        #expect(svg.contains("style=\"mask-type:alpha\""))
        #expect(svg.contains("mask=\"url(#mask1)\""))
        #expect(svg.contains("style=\"mix-blend-mode:screen\""))
    }

    @Test func rotationAboutYNarrowsByTheCosine() throws {
        // 60° about y, seen from infinitely far: the 40-wide view is drawn 20 wide about its
        // centre (x 10…30).
        let view = ZStack {
            Color.clear.frame(width: 40, height: 10)
            Color.red.frame(width: 40, height: 10).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
        }
        let picture = try image(view)
        #expect(picture[8, 5].alpha == 0)
        expectPixel(picture[12, 5], (255, 59, 48, 255))
        expectPixel(picture[28, 5], (255, 59, 48, 255))
        #expect(picture[31, 5].alpha == 0)
    }

    @Test func rotationInPerspectiveDrawsATrapezoid() throws {
        // 60° about y seen from 100 away (the default perspective): the near left edge at
        // x = 50 − 25 / 0.567 = 5.9 spans y −19.1…69.1, the far right edge at x = 50 + 25 / 1.433 =
        // 67.4 spans y 7.6…42.4.
        let view = ZStack {
            Color.clear.frame(width: 100, height: 50)
            Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        }
        let picture = try image(view)
        #expect(picture[4, 25].alpha == 0)
        expectPixel(picture[8, 1], (255, 59, 48, 255))
        expectPixel(picture[8, 48], (255, 59, 48, 255))
        expectPixel(picture[65, 25], (255, 59, 48, 255))
        #expect(picture[65, 3].alpha == 0)
        #expect(picture[70, 25].alpha == 0)
    }

    @Test func svgDrawsTheClosestAffineTransformOfAPerspective() {
        let svg = iOS18Renderer(content: Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))).svg()
        // A projection is not affine: SVG takes the least-squares fit at the view's corners.
        #expect(svg.contains("<g transform=\"matrix("))
    }
}

@MainActor
@Suite("Text colours and fill rules")
struct RunColorAndFillRuleTests {
    /// A ring: two squares, the inner one inside the outer, both drawn clockwise.
    struct Ring: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addRect(rect)
            path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            return path
        }
    }

    @Test func joinedTextsKeepTheirColours() throws {
        let view = Text("Red").foregroundColor(.red) + Text("Blue").foregroundStyle(.blue) + Text("Plain")
        let layout = ViewLayout(view.foregroundStyle(.green), in: ProposedViewSize(width: 300, height: 100), textMeasurer: PlaceholderTextMeasurer())
        guard case .text(let text) = try #require(layout.displayList().items.first) else {
            Issue.record("not text")
            return
        }
        #expect(text.runColors == [Color.red, .blue, .green].map { $0.resolve(in: EnvironmentValues()) })
        let svg = iOS18Renderer(content: view).svg()
        #expect(svg.contains("fill=\"#FF3B30\"") && svg.contains("fill=\"#007AFF\"") && svg.contains("fill=\"#000000\""))
    }

    @Test func textOfOneColourHasNoRunColours() throws {
        let layout = ViewLayout(Text("A").foregroundColor(.red) + Text("B").foregroundColor(.red), in: .unspecified, textMeasurer: PlaceholderTextMeasurer())
        guard case .text(let text) = try #require(layout.displayList().items.first) else {
            Issue.record("not text")
            return
        }
        #expect(text.runColors == nil)
        #expect(text.color == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test(arguments: [(false, UInt8(255)), (true, UInt8(0))])
    func evenOddLeavesTheInnerSquareEmpty(evenOdd: Bool, centreAlpha: UInt8) throws {
        let renderer = iOS18Renderer(content: Ring().fill(Color.black, style: FillStyle(eoFill: evenOdd)).frame(width: 20, height: 20))
        let image = try #require(renderer.rgbaImage())
        #expect(image[10, 10].alpha == centreAlpha)
        #expect(image[2, 2].alpha == 255)
        #expect(renderer.svg().contains("fill-rule=\"evenodd\"") == evenOdd)
    }
}
