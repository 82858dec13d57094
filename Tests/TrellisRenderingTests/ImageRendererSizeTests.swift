import Foundation
import Testing
import TrellisCore
import TrellisRendering

/// `ImageRenderer` with a `proposedSize`: the picture is the size the view chooses for that
/// proposal, as SwiftUI's is ("the renderer uses the proposed size to lay out the view and the
/// resulting image has the view's size"), not the proposal's size with the view centred.
@MainActor
@Suite("ImageRenderer picture size")
struct ImageRendererSizeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var proposal: ProposedViewSize
        var scale: CGFloat
        /// The picture's size in pixels.
        var pixels: (Int, Int)
        var view: @MainActor @Sendable () -> AnyView
    }

    nonisolated static let cases: [Case] = [
        Case(
            testDescription: "a fixed frame smaller than the proposal", proposal: ProposedViewSize(width: 300, height: 300),
            scale: 2, pixels: (200, 80)
        ) { AnyView(Color.red.frame(width: 100, height: 40)) },
        Case(
            testDescription: "a colour takes the whole proposal", proposal: ProposedViewSize(width: 120, height: 60),
            scale: 1, pixels: (120, 60)
        ) { AnyView(Color.red) },
        Case(
            testDescription: "a view larger than the proposal", proposal: ProposedViewSize(width: 20, height: 10),
            scale: 1, pixels: (60, 30)
        ) { AnyView(Color.red.frame(width: 60, height: 30)) },
        Case(
            testDescription: "nil on one axis: the view's ideal height", proposal: ProposedViewSize(width: 50, height: nil),
            scale: 3, pixels: (150, 30)
        ) { AnyView(Color.red.frame(idealHeight: 10)) },
        // Text("Hello world") is 85.333 × 20.333 at body and 3×, padded 16: 117.333 × 52.333.
        Case(
            testDescription: "padded text proposed a screen", proposal: ProposedViewSize(width: 390, height: 844),
            scale: 3, pixels: (352, 157)
        ) { AnyView(Text("Hello world").padding()) },
    ]

    @Test(arguments: cases)
    func pictureIsTheViewsSize(_ item: Case) throws {
        let renderer = ImageRenderer(content: item.view())
        renderer.proposedSize = item.proposal
        renderer.scale = item.scale
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == item.pixels.0 && image.height == item.pixels.1)
        let svg = renderer.svg()
        #expect(svg.contains(" width=\"\(item.pixels.0)\" height=\"\(item.pixels.1)\""))
    }

    @Test func theViewStartsAtThePicturesCorner() throws {
        let renderer = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10))
        renderer.proposedSize = ProposedViewSize(width: 100, height: 100)
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == 10 && image.height == 10)
        let corner = image[0, 0]
        #expect(corner.red == 255 && corner.alpha == 255)
    }

    @Test func whatIsDrawnOutsideTheViewIsCutOff() throws {
        // An offset moves the drawing, not the frame: the picture stays 10 × 10 and is empty.
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).offset(x: 20))
        renderer.proposedSize = ProposedViewSize(width: 100, height: 100)
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == 10 && image.height == 10)
        #expect(image[5, 5].alpha == 0)
    }

    @Test func theWindowCanvasDrawsTheWholeProposalWithTheViewCentred() throws {
        let renderer = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10))
        renderer.proposedSize = ProposedViewSize(width: 100, height: 60)
        renderer.canvas = .window
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == 100 && image.height == 60)
        #expect(image[0, 0].alpha == 0)
        #expect(image[50, 30].red == 255 && image[50, 30].alpha == 255)
        #expect(image[44, 24].alpha == 0 && image[45, 25].alpha == 255)
    }
}
