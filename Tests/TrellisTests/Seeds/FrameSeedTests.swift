import Testing
import Trellis

/// The seeds' other examples, with numbers worked out from the spec.
@Suite struct FrameSeedTests {
    private func frames(_ layout: ViewLayout, kind: String) -> [CGRect] {
        layout.placedViews.filter { $0.kind == kind }.map(\.frame)
    }

    @Test func threeRectangles() {
        let layout = ViewLayout(ContentView_Previews.previews, in: ProposedViewSize(width: 500, height: 500))
        #expect(layout.size == CGSize(width: 500, height: 500))
        // VStack(spacing: 16) of 10, 100 and 50 tall children, 200 wide: 200 × 192, padded by
        // 16 to 232 × 224, centred in 500 × 500 at (134, 138); the stack sits at (150, 154).
        let stack = layout.placedViews.first { $0.kind == "VStack" }
        #expect(stack?.frame == CGRect(x: 150, y: 154, width: 200, height: 192))
        let rectangles = frames(layout, kind: "Rectangle")
        // Red: the magic 10 × 10 ideal size, centred. Green: its 100 × 100 frame.
        // Blue: its ideal 200 × 200, fixed, overflowing its 200 × 50 frame by 75 above and below.
        // The gray border is a Rectangle too (the last one).
        #expect(rectangles.count == 4)
        #expect(rectangles[0] == CGRect(x: 245, y: 154, width: 10, height: 10))
        #expect(rectangles[1] == CGRect(x: 200, y: 180, width: 100, height: 100))
        #expect(rectangles[2] == CGRect(x: 150, y: 221, width: 200, height: 200))
        #expect(rectangles[3] == CGRect(x: 150, y: 296, width: 200, height: 50))
    }

    @Test func ellipses() {
        let layout = ViewLayout(FrameSeedSnippets.ellipses, in: ProposedViewSize(width: 390, height: 844))
        // 200 × 100 and (390 wide) × 100 with the default spacing 8: 390 × 208, centred.
        #expect(layout.size == CGSize(width: 390, height: 208))
        let ellipses = frames(layout, kind: "Ellipse")
        #expect(ellipses == [
            CGRect(x: 95, y: 318, width: 200, height: 100),
            CGRect(x: 0, y: 426, width: 390, height: 100),
        ])
    }

    @Test func fixedSizeTextOverflowsItsFrame() throws {
        let layout = ViewLayout(Text_Previews.previews, in: ProposedViewSize(width: 500, height: 500))
        let text = try #require(layout.placedViews.first { $0.kind == "Text" })
        let ideal = ViewLayout(Text("A single line of text, too long to fit in a box."), in: .unspecified).size
        // The text keeps its one-line ideal size, wider than the 200-wide frame at (150, 150),
        // and is centred on it.
        #expect(ideal.width > 200)
        #expect(text.frame.size == ideal)
        #expect(text.frame.minX == 150 + (200 - ideal.width) / 2)
        #expect(text.frame.minY == 150 + (200 - ideal.height) / 2)
    }

    @Test func framedTextWraps() throws {
        let layout = ViewLayout(FrameSeedSnippets.wrappedText, in: ProposedViewSize(width: 390, height: 844))
        #expect(layout.size == CGSize(width: 200, height: 200))
        let text = try #require(layout.placedViews.first { $0.kind == "Text" })
        #expect(text.proposal == ProposedViewSize(width: 200, height: 200))
        #expect(text.frame.width <= 200)
    }

    @Test func checkoutButtonFillsTheWidth() throws {
        let layout = ViewLayout(FrameSeedSnippets.checkout, in: ProposedViewSize(width: 390, height: 844))
        let text = try #require(layout.placedViews.first { $0.kind == "Text" })
        // maxWidth: .infinity fills the 374 points the padding leaves; the padding adds 8 a side.
        #expect(layout.size == CGSize(width: 390, height: text.frame.height + 16))
        let background = try #require(layout.placedViews.first { $0.kind == "Color" })
        #expect(background.frame == CGRect(x: 0, y: (844 - layout.size.height) / 2, width: 390, height: layout.size.height))
        #expect(text.frame.midX == 195)
    }

    @Test(arguments: [false, true])
    func sizeLimitingFrame(fixed: Bool) throws {
        let short = SizeLimitingAttempt.Character(imageName: "brawler", title: "Brawler")
        let long = SizeLimitingAttempt.Character(
            imageName: "dragoon", title: String(repeating: "Mother of Dragons, Breaker of Chains, ", count: 40))
        func frameHeight(_ character: SizeLimitingAttempt.Character) throws -> (frame: CGFloat, text: CGFloat) {
            let view: AnyView = fixed
                ? AnyView(SizeLimitingFixed.ContentView(character: character))
                : AnyView(SizeLimitingAttempt.ContentView(character: character))
            let layout = ViewLayout(view, in: ProposedViewSize(width: 390, height: 844))
            let frame = try #require(layout.placedViews.first { $0.kind == "FlexibleFrame" })
            let text = try #require(layout.placedViews.first { $0.kind == "Text" })
            // The image is not in any image folder: it takes no space, with a diagnostic.
            #expect(layout.diagnostics.map(\.message) == ["No image named '\(character.imageName)' found; it takes no space."])
            return (frame.frame.height, text.frame.height)
        }
        let shortResult = try frameHeight(short)
        let longResult = try frameHeight(long)
        // The long title is cut at the maximum height either way.
        #expect(longResult.frame == 200)
        #expect(longResult.text <= 200)
        if fixed {
            // fixedSize asks the frame for its ideal height: the short title's own height.
            #expect(shortResult.frame == shortResult.text)
            #expect(shortResult.frame < 200)
        } else {
            // Without it the frame takes its maximum, whatever the title.
            #expect(shortResult.frame == 200)
        }
    }
}
