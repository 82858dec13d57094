import Foundation
import Testing
import TrellisCore
import TrellisRendering

struct TwoPreviews: PreviewProvider {
    static var previews: some View {
        Text("One")
        Group {
            Color.red.frame(width: 10, height: 10)
            if true {
                Color.blue.frame(width: 20, height: 10).previewDisplayName("Blue")
            }
        }
        .previewLayout(.sizeThatFits)
    }
}

@MainActor
@Suite("Previews")
struct PreviewRenderingTests {
    @Test func eachTopLevelViewIsAPreview() {
        let previews = PreviewRendering.previews(in: AnyView(TwoPreviews.previews))
        #expect(previews.count == 3)
        #expect(previews.map(\.displayName) == [nil, nil, "Blue"])
        #expect(previews.map(\.layout) == [.device, .sizeThatFits, .sizeThatFits])
    }

    @Test func theCanvasFollowsThePreviewLayout() {
        let previews = PreviewRendering.previews(in: TwoPreviews.previews)
        // On an iPhone 17 (the default device), the safe area: 874 − 62 − 34 = 778 tall.
        #expect(PreviewRendering.proposal(for: previews[0], scale: 1) == ProposedViewSize(width: 402, height: 778))
        #expect(PreviewRendering.proposal(for: previews[2], scale: 1) == ProposedViewSize(width: 20, height: 10))
        let fixed = PreviewRendering.previews(in: Color.red.previewLayout(.fixed(width: 30, height: 40)))
        #expect(PreviewRendering.proposal(for: fixed[0], scale: 1) == ProposedViewSize(width: 30, height: 40))
        #expect(PreviewRendering.renderer(for: fixed[0], scale: 2).rgbaImage()?.width == 60)
    }

    @Test(arguments: [
        (nil, 0, 1, "Card_Previews"), (nil, 1, 3, "Card_Previews-2"), ("Dark mode", 0, 2, "Card_Previews-Dark_mode"),
    ] as [(String?, Int, Int, String)])
    func fileNames(_ displayName: String?, _ index: Int, _ count: Int, _ expected: String) {
        let preview = ResolvedPreview(displayName: displayName, layout: .device, view: AnyView(EmptyView()))
        #expect(PreviewRendering.fileName(provider: "Card_Previews", preview: preview, index: index, count: count) == expected)
    }

    @Test func previewsAreDrawnOnTheirDevice() throws {
        let previews = PreviewRendering.previews(in: Group {
            Color.red
            Color.red.previewDevice("iPhone SE (3rd generation)")
            Color.red.previewDevice("iPhone 16 Pro").previewInterfaceOrientation(.landscapeLeft)
            Color.red.previewDevice("Nokia 3310")
        })
        let pictures = previews.map { PreviewRendering.renderer(for: $0, scale: 1).displayList().size }
        // The default device (iPhone 17) for no device and for a name not in the catalogue.
        #expect(pictures == [
            CGSize(width: 402, height: 874), CGSize(width: 375, height: 667), CGSize(width: 874, height: 402),
            CGSize(width: 402, height: 874),
        ])
        #expect(previews[3].requestedDeviceName == "Nokia 3310" && previews[3].device == nil)
        let onPad = PreviewRendering.renderer(for: previews[0], scale: 1, device: .iPad10).layout()
        #expect(onPad.proposal == ProposedViewSize(width: 820, height: 1136))
    }

    @Test func previewModifiersDoNotChangeLayout() throws {
        let plain = ImageRenderer(content: Text("Same").padding())
        let modified = ImageRenderer(content: Text("Same").padding().previewDisplayName("x").previewLayout(.sizeThatFits))
        #expect(plain.svg() == modified.svg())
    }
}
