import Testing
import Trellis

// §9 Alignment guides.

/// A custom vertical guide whose default is the top edge (0).
private enum CustomTopID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// A custom horizontal guide whose default is a quarter of the width.
private enum QuarterID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

extension VerticalAlignment {
    fileprivate static let customTop = VerticalAlignment(CustomTopID.self)
}

extension HorizontalAlignment {
    fileprivate static let quarter = HorizontalAlignment(QuarterID.self)
}

@Suite("§9 Alignment guides")
struct AlignmentGuideTests {

    // MARK: Explicit guides in stacks

    @Test func leadingGuideSetToTrailing() {
        // b's leading = 20, a's = 0 → b.x = a.x − 20; union −20…40 → width 60; a.x = 20.
        let view = VStack(alignment: .leading) {
            box("a", 40, 10)
            box("b", 20, 10).alignmentGuide(.leading) { d in d[.trailing] }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(60, 28))
        #expect(layout.frame(of: "a") == rect(20, 0, 40, 10))
        #expect(layout.frame(of: "b") == rect(0, 18, 20, 10))
    }

    struct GuideCase: Sendable, CustomTestStringConvertible {
        let guide: CGFloat      // b's explicit leading guide (b is 20 wide; a is 40 wide)
        let width: CGFloat
        let aX: CGFloat
        let bX: CGFloat
        var testDescription: String { "leading guide \(fmt(guide))" }
    }

    // b.x − a.x = −guide; union of a [0, 40] and b [−guide, −guide + 20], shifted to start at 0.
    static let guideCases: [GuideCase] = [
        GuideCase(guide: 0, width: 40, aX: 0, bX: 0),
        GuideCase(guide: 10, width: 50, aX: 10, bX: 0),
        GuideCase(guide: -15, width: 40, aX: 0, bX: 15),
        GuideCase(guide: -30, width: 50, aX: 0, bX: 30),
        GuideCase(guide: 25.5, width: 65.5, aX: 25.5, bX: 0),
    ]

    @Test(arguments: guideCases)
    func constantLeadingGuide(_ c: GuideCase) {
        let view = VStack(alignment: .leading, spacing: 0) {
            box("a", 40, 10)
            box("b", 20, 10).alignmentGuide(.leading) { _ in c.guide }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(c.width, 20))
        #expect(layout.frame(of: "a") == rect(c.aX, 0, 40, 10))
        #expect(layout.frame(of: "b") == rect(c.bX, 10, 20, 10))
    }

    @Test func topGuideSetToBottom() {
        // b's top = 20 → b.y = a.y − 20 → union 40; a.y = 20.
        let view = HStack(alignment: .top) {
            box("a", 20, 20)
            box("b", 20, 20).alignmentGuide(.top) { d in d[.bottom] }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 40))
        #expect(layout.frame(of: "a") == rect(0, 20, 20, 20))
        #expect(layout.frame(of: "b") == rect(28, 0, 20, 20))
    }

    @Test func guideNeverChangesSize() {
        #expect(lay(box("a", 20, 10).alignmentGuide(.leading) { _ in 100 }, nil, nil).size == size(20, 10))
        #expect(lay(box("a", 20, 10).alignmentGuide(.bottom) { _ in -3 }, 50, 50).size == size(20, 10))
    }

    @Test func guideReadsOwnExplicitGuide() {
        // leading = 7 (explicit); trailing = d[.leading] + 1 = 8. VStack(.trailing):
        // a's 8 vs b's 20 → a.x = b.x + 12; union 0…32.
        let view = VStack(alignment: .trailing, spacing: 0) {
            box("a", 20, 10)
                .alignmentGuide(.leading) { _ in 7 }
                .alignmentGuide(.trailing) { d in d[.leading] + 1 }
            box("b", 20, 10)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(32, 20))
        #expect(layout.frame(of: "a") == rect(12, 0, 20, 10))
        #expect(layout.frame(of: "b") == rect(0, 10, 20, 10))
    }

    // MARK: Frames, ZStack, overlay

    @Test func frameAlignmentUsesChildExplicitGuide() {
        // x = frame leading (0) − child's explicit leading (5) = −5; y centred (50 − 20)/2 = 15.
        let view = box("c", 20, 20).alignmentGuide(.leading) { _ in 5 }.frame(width: 100, height: 50, alignment: .leading)
        let layout = lay(view, nil, nil)
        #expect(layout.frame(of: "c") == rect(-5, 15, 20, 20))
    }

    @Test func frameTrailingWithGuideAtLeading() {
        // x = 100 − 0 = 100: the child hangs just outside the trailing edge.
        let view = box("c", 20, 20).alignmentGuide(.trailing) { d in d[.leading] }.frame(width: 100, height: 50, alignment: .trailing)
        let layout = lay(view, nil, nil)
        #expect(layout.frame(of: "c") == rect(100, 15, 20, 20))
    }

    @Test func flexibleFrameAlignmentUsesChildExplicitGuide() {
        // Frame fills 100×50; bottom alignment with the child's bottom guide at 5 → y = 50 − 5.
        let view = box("c", 20, 20).alignmentGuide(.bottom) { _ in 5 }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        let layout = lay(view, 100, 50)
        #expect(layout.frame(of: "c") == rect(40, 45, 20, 20))
    }

    @Test func zStackGuidesActAsOffsets() {
        // topLeading with b's leading −10 and top −5 → b at (10, 5). Union stays 40×40.
        let view = ZStack(alignment: .topLeading) {
            box("a", 40, 40)
            box("b", 10, 10).alignmentGuide(.leading) { _ in -10 }.alignmentGuide(.top) { _ in -5 }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "b") == rect(10, 5, 10, 10))
    }

    @Test func zStackCenterGuide() {
        // b's horizontal centre guide = its leading (0) → b.x = 20 − 0 = 20; y centred 15.
        let view = ZStack {
            box("a", 40, 40)
            box("b", 10, 10).alignmentGuide(HorizontalAlignment.center) { d in d[.leading] }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40, 40))
        #expect(layout.frame(of: "b") == rect(20, 15, 10, 10))
    }

    @Test func zStackGuideGrowsUnion() {
        // b's leading guide 30 → b.x = a.x − 30 → union −30…40 = 70; a.x = 30.
        let view = ZStack(alignment: .leading) {
            box("a", 40, 40)
            box("b", 10, 10).alignmentGuide(.leading) { _ in 30 }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(70, 40))
        #expect(layout.frame(of: "a") == rect(30, 0, 40, 40))
        #expect(layout.frame(of: "b") == rect(0, 15, 10, 10))
    }

    @Test func overlayBadgeAboveTopTrailing() {
        // The badge's top guide is its bottom (10): y = 0 − 10; x = 40 − 10 = 30.
        let view = box("a", 40, 20).overlay(alignment: .topTrailing) {
            box("o", 10, 10).alignmentGuide(.top) { d in d[.bottom] }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "o") == rect(30, -10, 10, 10))
    }

    // MARK: Propagation

    @Test func guidePropagatesThroughPaddingTranslated() {
        // Explicit leading 5 inside padding(10) → 15 for the padded view. b.x = p.x + 15.
        let view = VStack(alignment: .leading) {
            box("a", 20, 20).alignmentGuide(.leading) { _ in 5 }.padding(10).accessibilityIdentifier("p")
            box("b", 20, 10)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(40, 58))
        #expect(layout.frame(of: "p") == rect(0, 0, 40, 40))
        #expect(layout.frame(of: "a") == rect(10, 10, 20, 20))
        #expect(layout.frame(of: "b") == rect(15, 48, 20, 10))
    }

    @Test func guidePropagatesThroughFixedFrameTranslated() {
        // a (20 wide) centred in a 60-wide frame at x 20; explicit leading 5 → frame's 25.
        let view = VStack(alignment: .leading) {
            box("a", 20, 20).alignmentGuide(.leading) { _ in 5 }.frame(width: 60, height: 20).accessibilityIdentifier("f")
            box("b", 10, 10)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(60, 38))
        #expect(layout.frame(of: "f") == rect(0, 0, 60, 20))
        #expect(layout.frame(of: "a") == rect(20, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(25, 28, 10, 10))
    }

    @Test func standardGuidesDoNotLeaveContainers() {
        // The inner HStack's leading is its own 0, not a's explicit 10.
        let view = VStack(alignment: .leading) {
            HStack { box("a", 20, 20).alignmentGuide(.leading) { _ in 10 } }.accessibilityIdentifier("h")
            box("b", 20, 10)
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(20, 38))
        #expect(layout.frame(of: "h") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "b") == rect(0, 28, 20, 10))
    }

    // MARK: Custom AlignmentID

    @Test func customGuideDefault() {
        // Default 0 → tops aligned.
        let layout = lay(HStack(alignment: .customTop) { box("a", 20, 40); box("b", 20, 20) }, nil, nil)
        #expect(layout.size == size(48, 40))
        #expect(layout.frame(of: "b") == rect(28, 0, 20, 20))
    }

    @Test func customGuideExplicit() {
        // b's value 20 → b.y = a.y − 20 → union −20…40 = 60; a.y = 20.
        let view = HStack(alignment: .customTop) {
            box("a", 20, 40)
            box("b", 20, 20).alignmentGuide(.customTop) { d in d[.bottom] }
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 60))
        #expect(layout.frame(of: "a") == rect(0, 20, 20, 40))
        #expect(layout.frame(of: "b") == rect(28, 0, 20, 20))
    }

    @Test func customGuideAveragedOutOfContainer() {
        // Inner VStack: x's value 5 at y 0, y's value 5 at y 20 → 5 and 25 → average 15.
        // c's default 0 → v.y = c.y − 15; union −15…25 = 40; c.y = 15.
        let view = HStack(alignment: .customTop) {
            box("c", 20, 20)
            VStack(spacing: 0) {
                box("x", 20, 20).alignmentGuide(.customTop) { _ in 5 }
                box("y", 20, 20).alignmentGuide(.customTop) { _ in 5 }
            }
            .accessibilityIdentifier("v")
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 40))
        #expect(layout.frame(of: "c") == rect(0, 15, 20, 20))
        #expect(layout.frame(of: "v") == rect(28, 0, 20, 40))
        #expect(layout.frame(of: "y") == rect(28, 20, 20, 20))
    }

    @Test func customHorizontalGuideDefault() {
        // Quarter widths: a 10, b 5 → b.x = a.x + 5; union 0…40.
        let layout = lay(VStack(alignment: .quarter, spacing: 0) { box("a", 40, 10); box("b", 20, 10) }, nil, nil)
        #expect(layout.size == size(40, 20))
        #expect(layout.frame(of: "b") == rect(5, 10, 20, 10))
    }

    // MARK: Baselines (views without text: baseline = height)

    @Test(arguments: [VerticalAlignment.firstTextBaseline, .lastTextBaseline])
    func baselineWithoutTextIsBottom(_ alignment: VerticalAlignment) {
        let layout = lay(HStack(alignment: alignment) { box("a", 20, 20); box("b", 20, 40) }, nil, nil)
        #expect(layout.size == size(48, 40))
        #expect(layout.frame(of: "a") == rect(0, 20, 20, 20))
    }

    @Test func vStackFirstBaselineIsFirstChilds() {
        // v's first baseline = b's 12; a's = 20 → v.y = a.y + 8 → union 0…48.
        let view = HStack(alignment: .firstTextBaseline) {
            box("a", 20, 20)
            VStack(spacing: 0) {
                box("b", 20, 30).alignmentGuide(.firstTextBaseline) { _ in 12 }
                box("c", 20, 10).alignmentGuide(.firstTextBaseline) { _ in 3 }
            }
            .accessibilityIdentifier("v")
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 48))
        #expect(layout.frame(of: "a") == rect(0, 0, 20, 20))
        #expect(layout.frame(of: "v") == rect(28, 8, 20, 40))
    }

    @Test func vStackLastBaselineIsLastChilds() {
        // v's last baseline = c's 3 + its offset 30 = 33; a's 20 → v.y = a.y − 13 → union −13…27.
        let view = HStack(alignment: .lastTextBaseline) {
            box("a", 20, 20)
            VStack(spacing: 0) {
                box("b", 20, 30).alignmentGuide(.lastTextBaseline) { _ in 12 }
                box("c", 20, 10).alignmentGuide(.lastTextBaseline) { _ in 3 }
            }
            .accessibilityIdentifier("v")
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(48, 40))
        #expect(layout.frame(of: "a") == rect(0, 13, 20, 20))
        #expect(layout.frame(of: "v") == rect(28, 0, 20, 40))
    }

    @Test func hStackFirstBaselineIsMinimum() {
        // Inner HStack: min(12, 3) = 3; a's 20 → h.y = a.y + 17 → union 0…37.
        let view = HStack(alignment: .firstTextBaseline) {
            box("a", 20, 20)
            HStack(spacing: 0) {
                box("x", 20, 20).alignmentGuide(.firstTextBaseline) { _ in 12 }
                box("y", 20, 20).alignmentGuide(.firstTextBaseline) { _ in 3 }
            }
            .accessibilityIdentifier("h")
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(68, 37))
        #expect(layout.frame(of: "h") == rect(28, 17, 40, 20))
    }

    @Test func hStackLastBaselineIsMaximum() {
        // Inner HStack: max(12, 3) = 12; a's 20 → h.y = a.y + 8 → union 0…28.
        let view = HStack(alignment: .lastTextBaseline) {
            box("a", 20, 20)
            HStack(spacing: 0) {
                box("x", 20, 20).alignmentGuide(.lastTextBaseline) { _ in 12 }
                box("y", 20, 20).alignmentGuide(.lastTextBaseline) { _ in 3 }
            }
            .accessibilityIdentifier("h")
        }
        let layout = lay(view, nil, nil)
        #expect(layout.size == size(68, 28))
        #expect(layout.frame(of: "h") == rect(28, 8, 40, 20))
    }
}
