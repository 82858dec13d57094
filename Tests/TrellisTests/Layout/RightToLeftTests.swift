import Testing
import Trellis

// Right to left: SwiftUI lays every container out leading to trailing and then "horizontally
// flips the x position of each view within its parent" when the parent's layout direction is
// right to left (Apple's `LayoutDirection` docs; `ViewGeometry.finalizeLayoutDirection`:
// x' = parentWidth − x − width). All cases are laid out in a 200 × 100 window with the direction
// set on the root, which is centred: the root's mirror axis is the window's, so a view's x is
// 200 − (its left-to-right x) − its width.

/// A view for the table, with the frames SwiftUI gives its marked views right to left.
struct RightToLeftCase: Sendable, CustomTestStringConvertible {
    let name: String
    let view: @Sendable () -> AnyView
    let frames: [String: CGRect]
    /// Whether the whole layout is the mirror image of the left-to-right one (not when a subtree
    /// is set back to left to right).
    var mirrorsWhole = true
    var testDescription: String { name }
}

private func rightToLeft(_ view: some View) -> ViewLayout {
    lay(view.environment(\.layoutDirection, .rightToLeft), 200, 100)
}

@Suite("Right to left")
struct RightToLeftTests {
    static let cases: [RightToLeftCase] = [
        // The stack (110 wide) at the leading edge of a 200-wide frame: x = 200 − 0 − 110 = 90. Left to
        // right its children are at 90 and 140; mirrored in it (axis 90 + 200 = 290): a at
        // 290 − 90 − 40 = 160, b at 290 − 140 − 60 = 90. The first child is at the right edge.
        RightToLeftCase(
            name: "HStack: the first child at the trailing (right) edge",
            view: {
                AnyView(HStack(spacing: 10) { box("a", 40, 20); box("b", 60, 20) }.frame(maxWidth: .infinity, alignment: .leading))
            },
            frames: ["a": rect(160, 40, 40, 20), "b": rect(90, 40, 60, 20)]),
        // The stack is 80 × 40 at (60, 30); leading is its right edge (140): a at 140 − 40 = 100.
        RightToLeftCase(
            name: "VStack(alignment: .leading) aligns right edges",
            view: { AnyView(VStack(alignment: .leading, spacing: 0) { box("a", 40, 20); box("b", 80, 20) }) },
            frames: ["a": rect(100, 30, 40, 20), "b": rect(60, 50, 80, 20)]),
        // 60 × 20 at (70, 40); the 20 points of leading padding are on the right.
        RightToLeftCase(
            name: "padding(.leading) is on the right",
            view: { AnyView(box("a", 40, 20).padding(.leading, 20)) },
            frames: ["a": rect(70, 40, 40, 20)]),
        // The frame is 100 × 20 at (50, 40): leading is its right edge, 150.
        RightToLeftCase(
            name: "frame(alignment: .leading) is the right edge",
            view: { AnyView(box("a", 40, 20).frame(width: 100, alignment: .leading)) },
            frames: ["a": rect(110, 40, 40, 20)]),
        RightToLeftCase(
            name: "frame(alignment: .trailing) is the left edge",
            view: { AnyView(box("a", 40, 20).frame(width: 100, alignment: .trailing)) },
            frames: ["a": rect(50, 40, 40, 20)]),
        // The ZStack is a's 100 × 50 at (50, 25); b at its right edge, centred vertically.
        RightToLeftCase(
            name: "ZStack(alignment: .leading)",
            view: { AnyView(ZStack(alignment: .leading) { box("a", 100, 50); box("b", 20, 20) }) },
            frames: ["a": rect(50, 25, 100, 50), "b": rect(130, 40, 20, 20)]),
        RightToLeftCase(
            name: "overlay(alignment: .topLeading) is the top right corner",
            view: { AnyView(box("a", 100, 50).overlay(alignment: .topLeading) { box("b", 20, 20) }) },
            frames: ["a": rect(50, 25, 100, 50), "b": rect(130, 25, 20, 20)]),
        RightToLeftCase(
            name: "background(alignment: .trailing) is the left edge",
            view: { AnyView(box("a", 100, 50).background(alignment: .trailing) { box("b", 20, 20) }) },
            frames: ["a": rect(50, 25, 100, 50), "b": rect(50, 40, 20, 20)]),
        // Left to right b's leading guide is 10 into it, so b sticks out 10 past the leading edge:
        // the stack is 50 wide at 75, a at 85, b at 75. Mirrored: a at 75, b at 85 (out on the right).
        RightToLeftCase(
            name: "alignmentGuide(.leading) moves past the right edge",
            view: {
                AnyView(
                    VStack(alignment: .leading, spacing: 0) {
                        box("a", 40, 20)
                        box("b", 40, 20).alignmentGuide(.leading) { $0[.leading] + 10 }
                    })
            },
            frames: ["a": rect(75, 30, 40, 20), "b": rect(85, 50, 40, 20)]),
        // The outer stack is 90 wide at 55: a at 200 − 55 − 40 = 105, the inner stack at
        // 200 − 95 − 50 = 55. The inner stack is left to right again: b then c, left to right.
        RightToLeftCase(
            name: "a left-to-right stack inside a right-to-left one",
            view: {
                AnyView(
                    HStack(spacing: 0) {
                        box("a", 40, 20)
                        HStack(spacing: 0) { box("b", 20, 20); box("c", 30, 20) }
                            .environment(\.layoutDirection, .leftToRight)
                    })
            },
            frames: ["a": rect(105, 40, 40, 20), "b": rect(55, 40, 20, 20), "c": rect(75, 40, 30, 20)], mirrorsWhole: false),
        // The grid is 100 × 20 at (50, 40); the first column is on the right.
        RightToLeftCase(
            name: "Grid: the first column on the right",
            view: {
                AnyView(Grid(horizontalSpacing: 0, verticalSpacing: 0) { GridRow { box("a", 40, 20); box("b", 60, 20) } })
            },
            frames: ["a": rect(110, 40, 40, 20), "b": rect(50, 40, 60, 20)]),
        // position(x: 30) puts the centre 30 from the leading (right) edge: 200 − 30 − 20 = 150.
        RightToLeftCase(
            name: "position is measured from the right edge",
            view: { AnyView(box("a", 40, 20).position(x: 30, y: 50)) },
            frames: ["a": rect(150, 40, 40, 20)]),
        // Laid out at (80, 40); offset(x: 10) is a geometry effect, which SwiftUI conjugates by the
        // flip in a right-to-left layout (OpenSwiftUI's `GeometryEffectTransform`): 10 to the left.
        RightToLeftCase(
            name: "offset(x: 10) moves 10 to the left",
            view: { AnyView(box("a", 40, 20).offset(x: 10, y: 5)) },
            frames: ["a": rect(70, 45, 40, 20)]),
    ]

    @Test(arguments: cases)
    func frames(_ c: RightToLeftCase) {
        let layout = rightToLeft(c.view())
        for (id, frame) in c.frames.sorted(by: { $0.key < $1.key }) {
            #expect(layout.frame(of: id) == frame, "\(id)")
        }
    }

    /// With the direction set on a centred root, the whole right-to-left layout is the mirror
    /// image of the left-to-right one: every placed view at x' = 200 − x − width.
    @Test(arguments: cases.filter(\.mirrorsWhole))
    func everyFrameIsTheMirrorOfItsLeftToRightFrame(_ c: RightToLeftCase) {
        let ltr = lay(c.view().environment(\.layoutDirection, .leftToRight), 200, 100).placedViews
        let rtl = rightToLeft(c.view()).placedViews
        #expect(ltr.count == rtl.count)
        for (left, right) in zip(ltr, rtl) {
            #expect(right.kind == left.kind)
            #expect(right.frame == rect(200 - left.frame.maxX, left.frame.minY, left.frame.width, left.frame.height), "\(left.kind)")
        }
    }

    @Test func leftToRightIsUnchanged() {
        let layout = lay(HStack(spacing: 10) { box("a", 40, 20); box("b", 60, 20) }, 200, 100)
        #expect(layout.frame(of: "a") == rect(45, 40, 40, 20))
        #expect(layout.frame(of: "b") == rect(95, 40, 60, 20))
    }

    @Test func aRightToLeftSubtreeMirrorsWithinItsOwnParent() {
        // A left-to-right stack 160 wide at 70: a at 70, then a right-to-left stack 110 wide at 120
        // whose first child goes to its right edge: b at 230 − 40 = 190, c at 120.
        let view = HStack(spacing: 10) {
            box("a", 40, 20)
            HStack(spacing: 10) { box("b", 40, 20); box("c", 60, 20) }.environment(\.layoutDirection, .rightToLeft)
        }
        let layout = lay(view, 300, 100)
        #expect(layout.frame(of: "a") == rect(70, 40, 40, 20))
        #expect(layout.frame(of: "b") == rect(190, 40, 40, 20))
        #expect(layout.frame(of: "c") == rect(120, 40, 60, 20))
    }

    @Test func textLinesAreFramedFromTheRight() {
        // A Text is a leaf: its frame is mirrored like any view's.
        let view = Text("Hello").accessibilityIdentifier("t").frame(width: 150, alignment: .leading)
        let ltr = lay(view, 200, 100).frame(of: "t")!
        let rtl = rightToLeft(view).frame(of: "t")!
        #expect(rtl == rect(200 - ltr.maxX, ltr.minY, ltr.width, ltr.height))
        #expect(rtl.maxX == 175)
    }
}
