import Testing
import Trellis

/// A stack's default spacing next to `Text` (divergence T3, closed): SwiftUI's spacing
/// categories, from OpenSwiftUI's reading of SwiftUI for iOS 18 (`Spacing`, `Text+Spacing`),
/// checked against frames recorded on an iOS simulator (`iamcgn/swiftui-web`,
/// Fixtures/Goldens/ios: `.system(size: 17)` at 2×: 6.6006 above a text, 10.8091 below it, 0
/// between two texts; 8 across an HStack).
///
/// For the system font at size S (ascender a = 1950/2048 S, descender d = 494/2048 S, cap height
/// c = 1443/2048 S, L = a + d, s = L / 10 rounded up to the pixel):
/// - an ordinary view above a text: (L + s) − a;
/// - a text above an ordinary view: max((L + s) − c, s + d);
/// - a text above a text: the lower font's leading, 0 for the system font;
/// - across an HStack, or between ordinary views: 8.
@Suite("Default spacing next to Text")
struct TextSpacingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let font: Font
        let scale: CGFloat
        /// (L + s) − a and max((L + s) − c, s + d), worked out in Double for S and the scale.
        let above: CGFloat
        let below: CGFloat
    }

    static let cases: [Case] = [
        // S = 17 at 3×: s = ⌈2.0287 × 3⌉ / 3 = 7/3.
        Case(testDescription: "body at 3×", font: .body, scale: 3, above: 6.433919270833332, below: 10.642415364583332),
        // At 2× s = 2.5: the simulator's recorded 6.6006 and 10.8091.
        Case(testDescription: "body at 2×", font: .body, scale: 2, above: 6.6005859375, below: 10.80908203125),
        Case(testDescription: "largeTitle at 3×", font: .largeTitle, scale: 3, above: 12.534505208333336, below: 20.951497395833336),
        Case(testDescription: "subheadline at 3×", font: .subheadline, scale: 3, above: 5.6181640625, below: 9.33154296875),
        Case(testDescription: "caption at 3×", font: .caption, scale: 3, above: 4.561197916666666, below: 7.531901041666666),
    ]

    static func layout<V: View>(_ view: V, scale: CGFloat) -> ViewLayout {
        ViewLayout(view.environment(\.displayScale, scale), in: ProposedViewSize(width: 390, height: nil))
    }

    static func gap(_ layout: ViewLayout, _ upper: String, _ lower: String) -> CGFloat? {
        guard let top = layout.frame(of: upper), let bottom = layout.frame(of: lower) else { return nil }
        return bottom.minY - top.maxY
    }

    @Test(arguments: cases)
    func anOrdinaryViewAboveATextIsADescentAndAGapAway(_ c: Case) {
        let layout = Self.layout(VStack {
            box("box", 10, 10)
            Text("Title").font(c.font).accessibilityIdentifier("text")
        }, scale: c.scale)
        #expect(Self.gap(layout, "box", "text") == c.above)
    }

    @Test(arguments: cases)
    func aTextAboveAnOrdinaryViewIsALineAndAGapFromItsCapHeight(_ c: Case) {
        let layout = Self.layout(VStack {
            Text("Title").font(c.font).accessibilityIdentifier("text")
            box("box", 10, 10)
        }, scale: c.scale)
        #expect(Self.gap(layout, "text", "box") == c.below)
    }

    @Test(arguments: cases)
    func twoTextsTouchWithTheSystemFontsZeroLeading(_ c: Case) {
        let layout = Self.layout(VStack {
            Text("Title").font(c.font).accessibilityIdentifier("upper")
            Text("Subtitle").font(.caption).accessibilityIdentifier("lower")
        }, scale: c.scale)
        #expect(Self.gap(layout, "upper", "lower") == 0)
    }

    /// Text has no spacing of its own on its leading and trailing edges.
    @Test func anHStackPutsEightNextToText() {
        let layout = Self.layout(HStack {
            Text("A").accessibilityIdentifier("a")
            Text("B").accessibilityIdentifier("b")
            box("box", 10, 10)
        }, scale: 3)
        let a = layout.frame(of: "a")!, b = layout.frame(of: "b")!, square = layout.frame(of: "box")!
        #expect(b.minX - a.maxX == 8)
        #expect(square.minX - b.maxX == 8)
    }

    /// A stack's edge is the union of its children's: an icon beside the text keeps the
    /// ordinary view's value, so the text above is a full gap away, not 0.
    @Test func aRowOfAnIconAndATextBelowATextIsAGapBelowIt() {
        let layout = Self.layout(VStack {
            Text("Title").accessibilityIdentifier("title")
            HStack { box("icon", 10, 10); Text("Row") }.accessibilityIdentifier("row")
        }, scale: 3)
        #expect(Self.gap(layout, "title", "row") == 10.642415364583332)
        let textsOnly = Self.layout(VStack {
            Text("Title").accessibilityIdentifier("title")
            HStack { Text("Row"); Text("More") }.accessibilityIdentifier("row")
        }, scale: 3)
        #expect(Self.gap(textsOnly, "title", "row") == 0)
    }

    /// Padding resets the edges it pads (and only those); a frame resets the edges of the
    /// dimensions it sets, so a width keeps the text's vertical spacing and a height does not.
    @Test func paddingAndFramesResetTheirEdgesToAnOrdinaryViews() {
        // To the last bit the positions' sums allow (20⅓ + 4 + 8 is not exact in binary).
        func gapBelow<V: View>(_ text: V) -> CGFloat? {
            let gap = Self.gap(Self.layout(VStack { text.accessibilityIdentifier("text"); box("box", 10, 10) }, scale: 3), "text", "box")
            return gap.map { ($0 * 1e9).rounded() / 1e9 }
        }
        #expect(gapBelow(Text("T").padding(.bottom, 4)) == 8)
        #expect(gapBelow(Text("T").padding(.horizontal, 4)) == 10.642415365)
        #expect(gapBelow(Text("T").padding(0)) == 10.642415365)
        #expect(gapBelow(Text("T").frame(width: 100)) == 10.642415365)
        #expect(gapBelow(Text("T").frame(height: 30)) == 8)
        #expect(gapBelow(Text("T").frame(maxWidth: .infinity)) == 10.642415365)
    }

    /// A Spacer's zero has no category: it counts where the neighbours agree on nothing else,
    /// and a frame passes it on whole (the frame of a Spacer is no ordinary view).
    @Test func aSpacerIsZeroFromTextAndKeepsItThroughAFrame() {
        let layout = Self.layout(VStack {
            Text("A").accessibilityIdentifier("a")
            Spacer().frame(height: 20).accessibilityIdentifier("spacer")
            Text("B").accessibilityIdentifier("b")
        }, scale: 3)
        #expect(Self.gap(layout, "a", "spacer") == 0)
        #expect(Self.gap(layout, "spacer", "b") == 0)
    }

    /// An HStack's Spacer has no top or bottom values at all: a row of just a spacer agrees
    /// with nothing above it and is the default 8 from a text.
    @Test func aRowOfOnlyASpacerIsEightBelowAText() {
        let layout = Self.layout(VStack {
            Text("A").accessibilityIdentifier("a")
            HStack { Spacer() }.accessibilityIdentifier("row")
        }, scale: 3)
        #expect(Self.gap(layout, "a", "row") == 8)
    }
}
